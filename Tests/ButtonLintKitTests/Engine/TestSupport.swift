import Foundation
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "buttonlint-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` at `relativePath`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ text: String = "") throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }

    /// A symbolic link at `relativePath` whose content is `destination` as written.
    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath,
                                                   withDestinationPath: destination)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }
}

/// A lexer just good enough for fix tests: `"…"` literals without escapes, identifiers,
/// parentheses, and any other byte as an operator.
let testLexer: FixApplier.LexFunction = { source in
    let bytes = source.bytes
    var tokens: [Token] = []
    var literals: [StringLiteral] = []
    var index = 0
    var atStartOfLine = true
    func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }
    while index < bytes.count {
        let byte = bytes[index]
        let start = index
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            index += 1
            continue
        case UInt8(ascii: "\n"):
            index += 1
            atStartOfLine = true
            continue
        case UInt8(ascii: "\""):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            let terminated = index < bytes.count
            let textEnd = index
            if terminated { index += 1 }
            literals.append(StringLiteral(range: start..<index, kind: .single, isMultiline: false, poundCount: 0,
                                          segments: [.text((start + 1)..<textEnd)], isTerminated: terminated))
            tokens.append(Token(kind: .stringLiteral, range: start..<index, isAtStartOfLine: atStartOfLine))
        case UInt8(ascii: "("):
            index += 1
            tokens.append(Token(kind: .leftParen, range: start..<index, isAtStartOfLine: atStartOfLine))
        case UInt8(ascii: ")"):
            index += 1
            tokens.append(Token(kind: .rightParen, range: start..<index, isAtStartOfLine: atStartOfLine))
        default:
            if isIdentifierByte(byte) {
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .identifier, range: start..<index, isAtStartOfLine: atStartOfLine))
            } else {
                index += 1
                tokens.append(Token(kind: .operatorSymbol, range: start..<index, isAtStartOfLine: atStartOfLine))
            }
        }
        atStartOfLine = false
    }
    return LexedFile(source: source, tokens: tokens, comments: [], literals: literals, diagnostics: [])
}

/// A stand-in for `title-case`: a literal whose first byte is an ASCII lowercase letter is a
/// warning, fixed by uppercasing that letter.
let capitalizeFirstLetterLint: LintRunner.LintFunction = { FileReport(findings: capitalizeFirstLetterFindings($0)) }

let capitalizeFirstLetterFindings: @Sendable (SourceFile) -> [Finding] = { source in
    testLexer(source).literals.compactMap { literal -> Finding? in
        let first = literal.range.lowerBound + 1
        guard first < literal.range.upperBound - 1 else { return nil }
        let byte = source.bytes[first]
        guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else { return nil }
        return Finding(path: source.path, start: source.location(of: literal.range.lowerBound),
                       end: source.location(of: literal.range.upperBound), ruleID: "title-case",
                       severity: .warning, message: "Capitalize the title.",
                       title: source.text(literal.range.lowerBound + 1 ..< literal.range.upperBound - 1),
                       fix: [TextEdit(range: first..<(first + 1), replacement: [byte - 32])])
    }
}

/// Records what a command writes.
final class RecordedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""
    private var outputWrites = 0

    var output: String { lock.withLock { outputText } }
    /// How many times the command wrote to standard output.
    var outputWriteCount: Int { lock.withLock { outputWrites } }
    var error: String { lock.withLock { errorText } }

    func environment(input: [UInt8] = [], currentDirectory: String = "/nonexistent",
                     variables: [String: String] = [:]) -> CommandEnvironment {
        CommandEnvironment(writeOutput: { text in self.lock.withLock { self.outputText += text; self.outputWrites += 1 } },
                           writeError: { text in self.lock.withLock { self.errorText += text } },
                           readInput: { input },
                           variables: variables,
                           currentDirectory: currentDirectory)
    }
}

extension ButtonLintCommand {
    /// A command whose files are linted by `makeLint`'s function alone, with `lex` checking fixes.
    init(environment: CommandEnvironment, makeLint: @escaping @Sendable (Configuration) -> LintFunction,
         lex: FixApplier.LexFunction? = nil) {
        self.init(environment: environment, pipeline: LintPipeline(makeLint: { FileLint(lint: makeLint($0)) }, lex: lex))
    }

    /// A command whose fixes are checked (and literals dumped) with `lex`.
    init(environment: CommandEnvironment, lex: @escaping FixApplier.LexFunction) {
        self.init(environment: environment, pipeline: LintPipeline(lex: lex))
    }
}

import Foundation
import Testing
@testable import ButtonLintKit

/// The token reader of generated strings files must find exactly what the parse finds, or give up.
@Suite struct GeneratedAccessorReaderTests {
    private static func both(_ code: String, path: String = "Strings.swift") -> (read: [GeneratedAccessor]?, parsed: [GeneratedAccessor]) {
        let lexed = Lexer.lex(SourceFile(path: path, text: code))
        return (GeneratedAccessorReader.accessors(in: lexed), GeneratedAccessor.declared(in: CallParser.parse(lexed)))
    }

    /// The benchmark generator's SwiftGen shape, written for this project: keyword and backticked
    /// member names, functions, the lookup function and the bundle class.
    static let swiftGenShape = #"""
    //
    //  Strings+Generated.swift
    //

    import Foundation

    // MARK: - Strings

    // swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
    internal enum L10n {
      internal enum Common {
        /// Cancel
        internal static let cancel = L10n.tr("Localizable", "common.cancel", fallback: "Cancel")
        /// Not Now
        internal static let notNow = L10n.tr("Localizable", "common.not_now", fallback: "Not Now")
      }
      internal enum Track {
        /// Open Track
        internal static let open = L10n.tr("Localizable", "track.open", fallback: "Open Track")
        /// Continue Story
        internal static let `continue` = L10n.tr("Localizable", "story.continue", fallback: "Continue Story")
        internal static let plain = L10n.tr("Localizable", "track.plain")
      }
      internal enum DeviceCount {
        /// Delete %d Devices
        internal static func delete(_ p1: Int) -> String {
          return L10n.tr("Localizable", "device.delete_count", p1, fallback: "Delete %d Devices")
        }
        internal static func none() -> String { L10n.tr("Other", "device.none") }
      }
    }

    // MARK: - Implementation Details

    extension L10n {
      private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
      }
    }

    extension L10n.Common {
      static let extra = tr("Localizable", "common.extra", fallback: "Extra")
    }

    // swiftlint:disable convenience_type
    private final class BundleToken {
      static let bundle: Bundle = {
        Bundle(for: BundleToken.self)
      }()
    }
    """#

    @Test func readsTheGeneratorsShapeAsTheParseDoes() throws {
        let (read, parsed) = Self.both(Self.swiftGenShape, path: "Module/Strings+Generated.swift")
        let found = try #require(read)
        #expect(found == parsed)
        #expect(found.map { $0.memberPath.joined(separator: ".") } == [
            "L10n.Common.cancel", "L10n.Common.notNow", "L10n.Track.`continue`", "L10n.Track.plain",
            "L10n.DeviceCount.delete", "L10n.DeviceCount.none", "L10n.Common.extra",
        ])
        #expect(found.map(\.isFunction) == [false, false, false, false, true, false, false])
        #expect(found.map(\.line) == [13, 15, 21, 22, 27, 29, 43])
        #expect(found.allSatisfy { $0.path == "Module/Strings+Generated.swift" })
    }

    /// Each variant is read as the parse reads it, or handed to the parse (nil); the plain ones
    /// must be read.
    @Test(arguments: [
        ("enum L10n { }", true),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\")\n}", true),
        ("enum S {\n  static let a = tr(\"T\", \"a\", x, y, fallback: \"A\")\n}", true),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\", fallback: \"A\") + \"!\"\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\"); static let b = S.tr(\"T\", \"b\")\n}", false),
        ("enum S {\n  static var a: String { S.tr(\"T\", \"a\") }\n}", false),
        ("enum S {\n  static let a: String = S.tr(\"T\", \"a\")\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\",\n    \"a\")\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\", fallback: name)\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\", comment: \"c\")\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\") { }\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", key)\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\", fallback: x, fallback: \"A\")\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\", fallback: \"A\", fallback: \"B\")\n}", true),
        ("enum S {\n  static let a = S.tr(table: \"T\", \"a\")\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a \\(x)\")\n}", false),
        ("enum S {\n  #if DEBUG\n  static let a = S.tr(\"T\", \"a\")\n  #endif\n}", false),
        ("enum S {\n  @available(*, deprecated)\n  static let a = S.tr(\"T\", \"a\")\n}", false),
        ("enum S: String {\n  static let a = S.tr(\"T\", \"a\")\n}", false),
        ("struct S {\n  static let a = S.tr(\"T\", \"a\")\n}", true),
        ("class S {\n  enum E {\n    static let a = S.tr(\"T\", \"a\")\n  }\n}", true),
        ("enum S {\n  static func a() -> String {\n    log()\n    return S.tr(\"T\", \"a\")\n  }\n}", false),
        ("enum S {\n  static func a(_ n: Int) -> String { return S.tr(\"T\", \"a\", n + 1) }\n}", false),
        ("enum S {\n  static func a() -> String {\n    let x = 1\n    return S.tr(\"T\", \"a\")\n  }\n}", true),
        ("enum S {\n  static func a() -> String { S.tr(\"T\", \"a\") }\n  static func b(x: Int) -> String { return tr(\"T\", \"b\") }\n}", true),
        ("enum S {\n  static func a() -> String { Self.tr(\"T\", \"a\") }\n}", true),
        ("enum S {\n  static func a() -> String { open.tr(\"T\", \"a\") }\n}", false),
        ("enum S {\n  enum Inner {\n    static let get = S.tr(\"T\", \"g\")\n    static let some = S.tr(\"T\", \"s\")\n  }\n}", true),
        ("extension S.Inner.Deeper {\n  static let a = tr(\"T\", \"a\")\n}", true),
        ("func f() { }\nenum S {\n  static let a = S.tr(\"T\", \"a\")\n}", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\")\n}\nlet top = tr(\"T\", \"top\")", false),
        ("enum S {\n  static let a = S.tr(#\"T\"#, \"caf\u{E9}\", fallback: \"Caf\u{E9}\")\n}", true),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\")\n", false),
        ("enum S {\n  static let a = S.tr(\"T\", \"a\")\n}}", false),
    ])
    func variantsAreReadAsParsedOrHandedOver(code: String, isRead: Bool) {
        let (read, parsed) = Self.both(code)
        #expect((read != nil) == isRead, "\(code)")
        if let read { #expect(read == parsed, "\(code)") }
    }

    /// Every Corpus file: never a different answer from the parse.
    @Test func corpusFilesAreReadAsParsedOrHandedOver() throws {
        var readCount = 0
        for url in CorpusTests.corpusFiles() {
            let code = try String(contentsOf: url, encoding: .utf8)
            let (read, parsed) = Self.both(code, path: url.lastPathComponent)
            if let read {
                readCount += 1
                #expect(read == parsed, "\(url.lastPathComponent)")
            }
        }
        // `LocalizedApp/Generated/Strings+Generated.swift` is in the shape: it is read, not parsed.
        #expect(readCount >= 1)
    }

    /// The reader keeps the last table's String for the next lookup naming the same bytes: each
    /// accessor must still get its own table when tables alternate, differ at one byte with the
    /// same length, or are escaped or raw (those are not the plain bytes kept).
    @Test func eachLookupKeepsItsOwnTable() throws {
        let code = #"""
        enum L10n {
          static let a = L10n.tr("Alpha", "a")
          static let b = L10n.tr("Alphb", "b")
          static let c = L10n.tr("Alpha", "c")
          static let d = L10n.tr("Al\u{70}ha", "d")
          static let e = L10n.tr(#"Alpha"#, "e")
          static let f = L10n.tr("Alpha", "f")
          static let g = L10n.tr("Alph", "g")
        }
        """#
        let (read, parsed) = Self.both(code)
        let found = try #require(read)
        #expect(found == parsed)
        #expect(found.map(\.table) == ["Alpha", "Alphb", "Alpha", "Alpha", "Alpha", "Alpha", "Alph"])
        #expect(found.map(\.key) == ["a", "b", "c", "d", "e", "f", "g"])
    }
}

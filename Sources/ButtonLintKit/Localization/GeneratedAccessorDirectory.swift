import Foundation

/// The generated accessors of a project's Swift files, found only when a title names one.
///
/// Accessor enums (`L10n`) sit in files that name no button, so the linter never parses them. A
/// title written as `Root.member…` on a type name its file does not resolve asks here: the
/// first question reads every Swift file once for the names after `enum` and `extension` (a
/// byte search, no lexing), then each root asked about parses only the files declaring it, once.
/// A run whose titles name no such root reads nothing more. Answers depend only on the files,
/// never on which thread asked first. Thread-safe.
public final class GeneratedAccessorDirectory: @unchecked Sendable {
    /// The Swift file at an index, or nil when it cannot be read.
    public typealias ReadSource = @Sendable (Int) -> SourceFile?
    /// The bytes of the Swift file at an index, or nil when it cannot be read: the scan for
    /// declared names needs no line table, path or parse.
    public typealias ReadBytes = @Sendable (Int) -> [UInt8]?

    private let sourceCount: Int
    private let readSource: ReadSource
    private let readBytes: ReadBytes
    private let jobs: Int
    private let lock = NSLock()
    /// Files declaring each enum or extension name; nil until the first question.
    private var declaringFiles: [String: [Int32]]?
    private var accessorsByRoot: [String: GeneratedAccessorIndex] = [:]
    /// How many files were parsed for accessors (for tests and the cost note).
    public private(set) var parsedFileCount = 0

    public init(sourceCount: Int, jobs: Int = 1, readBytes: @escaping ReadBytes, readSource: @escaping ReadSource) {
        self.sourceCount = sourceCount
        self.jobs = max(1, jobs)
        self.readBytes = readBytes
        self.readSource = readSource
    }

    /// The accessors of in-memory sources (tests, a single run over a few files).
    public convenience init(sources: [SourceFile]) {
        self.init(sourceCount: sources.count, readBytes: { sources[$0].bytes }, readSource: { sources[$0] })
    }

    /// The accessor a use names (`["L10n", "Common", "cancel"]`), or nil.
    public func accessor(named memberPath: [String]) -> GeneratedAccessor? {
        guard let root = memberPath.first else { return nil }
        return accessors(ofRoot: root).accessor(named: memberPath)
    }

    /// Scans every file for its declared names now, on all `jobs` workers, if not done yet. Left
    /// to the first question, the scan runs inside a lint worker, where a parallel map nested in
    /// the run's own runs on that worker's thread alone while the other workers wait for its
    /// answer (on the 50 MB tree a tenth of a second with one core busy).
    public func scanDeclaredNames() {
        lock.lock()
        defer { lock.unlock() }
        if declaringFiles == nil { declaringFiles = scanDeclarations() }
    }

    /// Takes the files declaring each name (indices of this directory's files, in file order)
    /// from a read that already went over every file (`FirstPass`), instead of scanning again.
    public func useDeclaredNames(_ declaringFiles: [String: [Int32]]) {
        lock.lock()
        defer { lock.unlock() }
        self.declaringFiles = declaringFiles
    }

    /// Every accessor under `root` (`L10n`), found on the first question about it.
    public func accessors(ofRoot root: String) -> GeneratedAccessorIndex {
        lock.lock()
        defer { lock.unlock() }
        if let known = accessorsByRoot[root] { return known }
        if declaringFiles == nil { declaringFiles = scanDeclarations() }
        // The declaring files are parsed in parallel (a modular app has one enum per module) and
        // added in file order as they are parsed, so the answer does not depend on the workers
        // and only a few files' accessors wait at a time.
        let files = declaringFiles?[root] ?? []
        let readSource = self.readSource
        var index = GeneratedAccessorIndex()
        OrderedParallelMap.forEach(files, jobs: jobs, window: 4 * jobs, transform: { file -> [GeneratedAccessor]? in
            guard let source = readSource(Int(file)) else { return nil }
            let tree = CallParser.parse(Lexer.lex(source))
            return GeneratedAccessor.declared(in: tree).filter { $0.memberPath.first == root }
        }, emit: { accessors in
            guard let accessors else { return }
            parsedFileCount += 1
            for accessor in accessors { index.add(accessor) }
        })
        accessorsByRoot[root] = index
        return index
    }

    /// Every name written after `enum` or `extension` in each file, by file, read in parallel.
    /// Names are filed in file order as each file is scanned, so only a few files' names wait
    /// at a time, however many files the tree has.
    private func scanDeclarations() -> [String: [Int32]] {
        let readBytes = self.readBytes
        var files: [String: [Int32]] = [:]
        OrderedParallelMap.forEach(Array(0..<sourceCount), jobs: jobs, window: 8 * jobs, transform: { file in
            (file: file, names: readBytes(file).map(DeclaredTypeNames.scan) ?? [])
        }, emit: { scanned in
            for name in scanned.names { files[name, default: []].append(Int32(scanned.file)) }
        })
        return files
    }
}

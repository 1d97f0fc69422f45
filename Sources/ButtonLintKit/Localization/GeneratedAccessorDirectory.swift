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
    private let condition = NSCondition()
    /// Files declaring each enum or extension name; nil until the first question.
    private var declaringFiles: [String: FileNumbers]?
    private var accessorsByRoot: [String: GeneratedAccessorIndex] = [:]
    /// Roots whose declaring files are being parsed.
    private var parsesByRoot: [String: RootParse] = [:]
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

    /// The accessor a use names, given its root and its whole path written with dots
    /// (`L10n`, `L10n.Common.cancel`): no array of names per use.
    func accessor(root: String, dottedName: String) -> GeneratedAccessor? {
        accessors(ofRoot: root).accessor(dottedName: dottedName)
    }

    /// Scans every file for its declared names now, on all `jobs` workers, if not done yet. Left
    /// to the first question, the scan runs inside a lint worker, where a parallel map nested in
    /// the run's own runs on that worker's thread alone while the other workers wait for its
    /// answer (on the 50 MB tree a tenth of a second with one core busy).
    public func scanDeclaredNames() {
        condition.lock()
        defer { condition.unlock() }
        if declaringFiles == nil { declaringFiles = scanDeclarations() }
    }

    /// Takes the files declaring each name (indices of this directory's files, in file order)
    /// from a read that already went over every file (`FirstPass`), instead of scanning again.
    public func useDeclaredNames(_ declaringFiles: [String: FileNumbers]) {
        condition.lock()
        defer { condition.unlock() }
        self.declaringFiles = declaringFiles
    }

    /// Every accessor under `root` (`L10n`), found on the first question about it. The files
    /// declaring it are parsed by every thread that asks while they are being parsed: a lint
    /// worker that needs the root helps the one that asked first instead of waiting for it (a
    /// parallel map nested in a lint worker runs on that worker's thread alone). Accessors are
    /// added in file order as files are done, so the answer does not depend on the threads.
    public func accessors(ofRoot root: String) -> GeneratedAccessorIndex {
        condition.lock()
        defer { condition.unlock() }
        if let known = accessorsByRoot[root] { return known }
        if declaringFiles == nil { declaringFiles = scanDeclarations() }
        let parse: RootParse
        if let started = parsesByRoot[root] {
            parse = started
        } else {
            parse = RootParse(files: Array(declaringFiles?[root] ?? []))
            parsesByRoot[root] = parse
        }
        while let slot = parse.claim() {
            condition.unlock()
            let accessors = Self.accessors(ofRoot: root, declaredIn: parse.files[slot], readSource: readSource)
            condition.lock()
            parsedFileCount += parse.store(accessors, at: slot)
        }
        if parse.isComplete, accessorsByRoot[root] == nil {
            accessorsByRoot[root] = parse.index
            parsesByRoot[root] = nil
            condition.broadcast()
        }
        while accessorsByRoot[root] == nil { condition.wait() }
        return accessorsByRoot[root]!
    }

    /// The accessors under `root` one file declares; nil when it cannot be read.
    private static func accessors(ofRoot root: String, declaredIn file: Int32, readSource: ReadSource) -> [GeneratedAccessor]? {
        guard let source = readSource(Int(file)) else { return nil }
        let lexed = Lexer.lex(source)
        // A file in the generators' shape is read from its tokens; any other is parsed.
        let declared = GeneratedAccessorReader.accessors(in: lexed) ?? GeneratedAccessor.declared(in: CallParser.parse(lexed))
        // A generated file usually declares the one root: its accessors are kept as read, not
        // copied one by one into a new array.
        guard declared.allSatisfy({ $0.memberPath.first == root }) else {
            return declared.filter { $0.memberPath.first == root }
        }
        return declared
    }

    /// One root's declaring files while they are parsed: the next to hand out, and the parsed
    /// ones waiting for every earlier file before they are counted. Each file's accessors go into
    /// the index as it is counted, in file order, and are then dropped, so only the files parsed
    /// ahead of an unfinished one wait in memory. Guarded by the directory's lock.
    private final class RootParse {
        let files: [Int32]
        private var nextToParse = 0
        private var nextToAdd = 0
        private var parsed: [[GeneratedAccessor]?]
        private var isParsed: [Bool]
        private(set) var index = GeneratedAccessorIndex()

        init(files: [Int32]) {
            self.files = files
            parsed = Array(repeating: nil, count: files.count)
            isParsed = Array(repeating: false, count: files.count)
        }

        var isComplete: Bool { nextToAdd == files.count }

        /// The slot of a file no thread has taken yet.
        func claim() -> Int? {
            guard nextToParse < files.count else { return nil }
            nextToParse += 1
            return nextToParse - 1
        }

        /// Keeps a file's accessors and adds to the index, in file order, those of every parsed
        /// file that no earlier file holds back; returns how many of the files added could be read.
        func store(_ accessors: [GeneratedAccessor]?, at slot: Int) -> Int {
            parsed[slot] = accessors
            isParsed[slot] = true
            var readCount = 0
            while nextToAdd < files.count, isParsed[nextToAdd] {
                if let accessors = parsed[nextToAdd] {
                    readCount += 1
                    for accessor in accessors { index.add(accessor) }
                    parsed[nextToAdd] = nil
                }
                nextToAdd += 1
            }
            return readCount
        }
    }

    /// Every name written after `enum` or `extension` in each file, by file, read in parallel.
    /// Names are filed in file order as each file is scanned, so only a few files' names wait
    /// at a time, however many files the tree has.
    private func scanDeclarations() -> [String: FileNumbers] {
        let readBytes = self.readBytes
        var files: [String: FileNumbers] = [:]
        OrderedParallelMap.forEach(Array(0..<sourceCount), jobs: jobs, window: 8 * jobs, transform: { file in
            (file: file, names: readBytes(file).map(DeclaredTypeNames.scan) ?? [])
        }, emit: { scanned in
            // A file's names may repeat (`enum L10n` and `extension L10n`): it is listed once.
            for name in scanned.names { files[name, default: []].appendOnce(Int32(scanned.file)) }
        })
        return files
    }
}

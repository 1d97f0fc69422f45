/// The one read of every Swift file before linting: on all cores, each file's bytes tell whether
/// it may declare generated accessors (for the project pass, which reads only those again) and,
/// for a file to lint, the standard screen's verdict (`Linter.screen`). A file the screen settles
/// is done: its bytes are dropped and it is never read again. Only the files that need analysis (about a third in an app) are read a second
/// time, by the lint pass, and nothing keeps their bytes in between, so memory does not grow
/// with the tree; up to a budget, such a file is left open (`KeptOpenFiles`), so that second
/// read opens nothing.
struct FirstPass: Sendable {
    /// The files read, in report order.
    let files: [WalkedFile]
    /// The files that may declare generated accessors, as indices into `files`, ascending.
    let accessorCandidates: [Int]
    /// Per file: what the screen said (`Verdict` raw values), one byte a file.
    private let verdicts: [UInt8]
    /// The few screened reports that are not empty (an encoding finding), by file index.
    private let reports: [Int32: FileReport]
    /// Files that need analysis, left open for the lint pass.
    private let keptOpen: KeptOpenFiles

    enum Verdict: UInt8 {
        /// Not screened (not linted in this run, or not readable): the lint pass reads it whole.
        case unscreened
        /// The screen let it through: it needs analysis.
        case needsAnalysis
        /// Settled by the screen; its report is in `reports`, or empty.
        case settled
    }

    /// - Parameters:
    ///   - files: every file to read, in report order.
    ///   - screening: the files to lint, a part of `files` in the same order: only these are
    ///     screened.
    init(files: [WalkedFile], screening: [WalkedFile], provider: SourceProvider, jobs: Int) {
        self.init(files: files, screening: screening, provider: provider, jobs: jobs, budget: .shared)
    }

    /// `budget` bounds the files left open for the lint pass.
    init(files: [WalkedFile], screening: [WalkedFile], provider: SourceProvider, jobs: Int, budget: OpenFileBudget) {
        let screened = Self.mask(of: screening, in: files)
        var learnt = Learnt(count: files.count)
        OrderedParallelMap.forEach(Array(files.indices), jobs: jobs, window: 8 * jobs, transform: { index in
            (index: index, read: Self.read(files[index], provider: provider, screens: screened[index], budget: budget))
        }, emit: { (index: Int, read: FileRead) in
            learnt.record(read, at: Int32(index))
        })
        self.init(files: files, accessorCandidates: learnt.takeCandidates { $0 }, verdicts: learnt.verdicts,
                  reports: learnt.reports, keptOpen: KeptOpenFiles(learnt.openFiles, budget: budget))
    }

    /// What the reads of many files gave, by file index.
    struct Learnt {
        /// The files that may declare accessors, in the order they were recorded.
        var candidates: [Int32] = []
        /// `Verdict` raw values.
        var verdicts: [UInt8]
        var reports: [Int32: FileReport] = [:]
        /// The files left open, by file index.
        var openFiles: [KeptOpenFiles.Entry] = []

        init(count: Int) {
            verdicts = [UInt8](repeating: Verdict.unscreened.rawValue, count: count)
        }

        /// The candidate files, taken out of what was learnt: each file's index as `renumbered`
        /// gives it (nil drops the file), in ascending order.
        mutating func takeCandidates(renumbered: (Int32) -> Int32?) -> [Int] {
            defer { candidates = [] }
            return candidates.compactMap(renumbered).map(Int.init).sorted()
        }

        /// Files what `read` gave about file `index`.
        mutating func record(_ read: FileRead, at index: Int32) {
            if read.mayDeclareAccessors { candidates.append(index) }
            verdicts[Int(index)] = read.verdict.rawValue
            if let report = read.report { reports[index] = report }
            if read.descriptor >= 0 { openFiles.append((index, read.descriptor)) }
        }
    }

    /// What was learnt.
    init(files: [WalkedFile], accessorCandidates: [Int], verdicts: [UInt8], reports: [Int32: FileReport],
         keptOpen: KeptOpenFiles) {
        self.files = files
        self.accessorCandidates = accessorCandidates
        self.verdicts = verdicts
        self.reports = reports
        self.keptOpen = keptOpen
    }

    /// What one read of a file gives.
    struct FileRead: Sendable {
        /// Whether the file may declare generated accessors.
        var mayDeclareAccessors = false
        var verdict = Verdict.unscreened
        /// The screen's report when it settled the file with a finding.
        var report: FileReport?
        /// The file's descriptor when it was left open for the lint pass, else -1.
        var descriptor: Int32 = -1
    }

    /// Reads `file` once: whether it may declare accessors, and the screen's verdict when it is
    /// screened. A file that cannot be read is left unscreened: linting it reports why. A file
    /// that needs analysis is left open while `budget` allows.
    static func read(_ file: WalkedFile, provider: SourceProvider, screens: Bool, budget: OpenFileBudget) -> FileRead {
        let keepsOpen = { (read: FileRead) in read.verdict == .needsAnalysis && budget.reserve() }
        let read = try? provider.withBytes(of: file, keepingOpenIf: keepsOpen) { bytes in
            var read = FileRead(mayDeclareAccessors: DeclaredTypeNames.mayDeclareAccessors(bytes))
            guard screens else { return read }
            if let report = Linter.screen(bytes, path: { file.displayPath }) {
                read.verdict = .settled
                read.report = report.findings.isEmpty ? nil : report
            } else {
                read.verdict = .needsAnalysis
            }
            return read
        }
        guard var read else { return FileRead() }
        read.result.descriptor = read.descriptor
        return read.result
    }

    /// The verdict on file `index` of `files`.
    func verdict(of index: Int) -> Verdict {
        Verdict(rawValue: verdicts[index]) ?? .unscreened
    }

    /// The screened report of file `index` (settled files only).
    func report(of index: Int) -> FileReport {
        reports[Int32(index)] ?? FileReport(findings: [])
    }

    /// The bytes of file `index` when the pass left it open (read again through its descriptor,
    /// which is then closed), else nil: each file once.
    func bytesKeptOpen(ofFile index: Int) throws(FileSystem.Failure) -> [UInt8]? {
        try keptOpen.bytes(ofFile: index)
    }

    /// How many files are still open for the lint pass.
    var keptOpenCount: Int { keptOpen.count }

    /// Closes the files left open that no run took.
    func closeKeptFiles() {
        keptOpen.closeAll()
    }

    /// Where each of `part` is in `files`, when `part` is a subsequence of `files` (the same
    /// walked entries, in the same order), else nil.
    func positions(of part: [WalkedFile]) -> FilePositions? {
        Self.positions(of: part, in: files)
    }

    private static func positions(of part: [WalkedFile], in files: [WalkedFile]) -> FilePositions? {
        if part.count == files.count {
            // A subsequence as long as the list is the list.
            return zip(part, files).allSatisfy { $0.isSameEntry(as: $1) } ? FilePositions(allOf: files.count) : nil
        }
        var positions: [Int32] = []
        positions.reserveCapacity(part.count)
        var cursor = 0
        for file in part {
            while cursor < files.count, !files[cursor].isSameEntry(as: file) { cursor += 1 }
            guard cursor < files.count else { return nil }
            positions.append(Int32(cursor))
            cursor += 1
        }
        return FilePositions(positions)
    }

    /// Which of `files` are in `part` (a subsequence of it); none when `part` is not one.
    private static func mask(of part: [WalkedFile], in files: [WalkedFile]) -> [Bool] {
        var mask = [Bool](repeating: false, count: files.count)
        for position in positions(of: part, in: files) ?? FilePositions([]) { mask[position] = true }
        return mask
    }
}

/// Where each file of a part of the first pass's files lies among them. When the part is every
/// file (a run that excludes none), nothing is stored: a large tree's positions would otherwise be
/// held through the whole lint pass.
struct FilePositions: RandomAccessCollection {
    /// nil when the part is every file.
    private let stored: [Int32]?
    let endIndex: Int
    var startIndex: Int { 0 }

    init(_ positions: [Int32]) {
        stored = positions
        endIndex = positions.count
    }

    init(allOf count: Int) {
        stored = nil
        endIndex = count
    }

    /// Whether the part is every file, and no position is stored.
    var isEveryFile: Bool { stored == nil }

    subscript(index: Int) -> Int {
        stored.map { Int($0[index]) } ?? index
    }
}

extension WalkedFile {
    /// Whether both are the same entry of a walk (copies of one value), without building paths.
    func isSameEntry(as other: WalkedFile) -> Bool {
        place === other.place && nameRange == other.nameRange
    }
}

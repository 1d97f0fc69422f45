/// Folds the `title-case` findings of a project that writes its titles in sentence case on
/// purpose into one note for the project, which says so and shows the configuration line that
/// makes `title-case` check sentence case. A team that chose sentence case fixes that once; a
/// finding per title would be noise it learns to ignore.
///
/// A project is the files linted with the same configuration files (`CasingTally.project`): a
/// folder with its own `.buttonlint.yml` is a project of its own, and the files no configuration
/// file covers are one. Whether a project writes sentence case is known only once its titles are
/// counted, so results are held, in report order, until the run ends or `heldLimit` findings
/// wait; each project seen by then is decided from the titles counted so far, and a project
/// first seen later is left as it is (its findings are reported). The note is a `title-case`
/// finding of severity `note` at the project's first folded title, so every report format
/// carries it as it carries any finding.
struct SentenceCaseNotes {
    /// Findings (and title inventory rows) held before the projects seen are decided: enough for
    /// any app's findings, and a bound on memory for a huge tree.
    static let heldLimit = 10_000

    private var held: [FileResult] = []
    private var heldCount = 0
    private var tallies: [[String]: CasingTally] = [:]
    /// Projects decided: true for a sentence-case project, with whether its note is out yet.
    private var decided: [[String]: (isSentenceCase: Bool, noted: Bool)] = [:]
    /// Whether any project decided so far writes sentence case: when none does (most runs),
    /// results are handed on as they are, without looking their project up.
    private var hasSentenceCaseProject = false
    private var isHolding = true
    /// Where each project's note goes when a counting pass saw every file: its first folded title.
    private var notePlaces: [[String]: NotePlace] = [:]

    private struct NotePlace: Equatable {
        var path: String
        var start: SourceLocation
    }

    init() {}

    /// What a counting pass over every file of the projects gathers, in report order: each
    /// project's tally and its first title a note would stand for.
    struct Count {
        var tallies: [[String]: CasingTally] = [:]
        var firstFolded: [[String]: Finding] = [:]

        mutating func add(_ result: FileResult) {
            let casing = result.casing
            guard casing.multiWordTitles > 0 else { return }
            tallies[casing.project, default: casing.emptied].merge(casing)
            if firstFolded[casing.project] == nil, let first = result.findings.first(where: \.followsSentenceCase) {
                firstFolded[casing.project] = first
            }
        }
    }

    /// Notes decided beforehand by a counting pass (a shard's, or `--fix`'s): nothing is held,
    /// and each note goes at its project's first folded title, in whichever shard holds it.
    init(decided count: Count) {
        tallies = count.tallies
        decide()
        notePlaces = count.firstFolded.mapValues { NotePlace(path: $0.path, start: $0.start) }
        isHolding = false
    }

    /// The projects decided to write sentence case.
    var sentenceCaseProjects: Set<[String]> {
        Set(decided.filter(\.value.isSentenceCase).keys)
    }

    /// Takes one result in report order and hands on every result that can go.
    mutating func add(_ result: FileResult, emit: (FileResult) -> Void) {
        if isHolding {
            let casing = result.casing
            // A file with no multi-word title says nothing of its project's style.
            if casing.multiWordTitles > 0 {
                tallies[casing.project, default: casing.emptied].merge(casing)
            }
            held.append(result)
            heldCount += result.findings.count + result.titles.count
            if heldCount >= Self.heldLimit { release(emit) }
        } else {
            emit(folded(result))
        }
    }

    /// Hands on the results still held.
    mutating func finish(emit: (FileResult) -> Void) {
        if isHolding { release(emit) }
    }

    /// Decides every project counted so far.
    private mutating func decide() {
        for (project, tally) in tallies {
            decided[project] = (tally.isSentenceCaseProject, false)
            if tally.isSentenceCaseProject { hasSentenceCaseProject = true }
        }
    }

    private mutating func release(_ emit: (FileResult) -> Void) {
        isHolding = false
        decide()
        let results = held
        held = []
        for result in results { emit(folded(result)) }
    }

    /// `result` with the findings its sentence-case project's note stands for taken out, and the
    /// note in place of the project's first one.
    private mutating func folded(_ result: FileResult) -> FileResult {
        guard hasSentenceCaseProject else { return result }
        let project = result.casing.project
        guard let decision = decided[project], decision.isSentenceCase,
              result.findings.contains(where: \.followsSentenceCase) else { return result }
        var result = result
        var findings: [Finding] = []
        findings.reserveCapacity(result.findings.count)
        for finding in result.findings {
            guard finding.followsSentenceCase else {
                findings.append(finding)
                continue
            }
            let isNotePlace = notePlaces[project].map { $0 == NotePlace(path: finding.path, start: finding.start) } ?? true
            if isNotePlace, decided[project]?.noted == false, let tally = tallies[project] {
                decided[project]?.noted = true
                findings.append(Self.note(at: finding, tally: tally))
            }
        }
        result.findings = findings
        return result
    }

    /// The project's note, at the place of its first folded finding.
    static func note(at finding: Finding, tally: CasingTally) -> Finding {
        let file = tally.project.isEmpty ? "a .buttonlint.yml at the project's root" : "the project's .buttonlint.yml"
        let count = tally.fitOnlyOther[.sentence] ?? 0
        return Finding(path: finding.path, start: finding.start, end: finding.end, ruleID: finding.ruleID, severity: .note,
                       message: "This project writes its button titles in sentence case (\(count) of \(tally.multiWordTitles) "
                           + "multi-word titles; this is the first), which the HIG allows when an app is consistent. If that "
                           + "is the house style, set `rules: {title-case: {style: sentence}}` in \(file); until then its "
                           + "sentence-case titles are not reported one by one",
                       sourceLine: finding.sourceLine)
    }
}

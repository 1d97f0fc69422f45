import Foundation

/// Reads a `json` or `sarif` report that ButtonLint wrote back into findings, for
/// `buttonlint merge`. SARIF keeps everything a finding carries (its source line, title,
/// suggestion and fix, and the run's file count), so a merged report is the one an unsharded run
/// writes; `json` keeps the fields of its format only.
public enum ReportReader {
    public enum Format: String, Sendable {
        case json, sarif
    }

    /// What one report held.
    public struct Report: Sendable {
        public var format: Format
        /// In the report's order.
        public var findings: [Finding]
        /// Files the run linted, when the report says (SARIF); nil for `json`.
        public var fileCount: Int?
    }

    /// Why a report cannot be read; the message names what is wrong.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The report in `bytes`: a JSON array is a `json` report, an object with `runs` a SARIF log.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> Report {
        let value: JSONValue
        do {
            value = try JSONValue.read(bytes)
        } catch {
            throw Failure("not JSON: line \(error.line), column \(error.column): \(error.reason)")
        }
        if let array = value.array { return try readJSON(array) }
        if let log = value.object, log["runs"] != nil { return try readSARIF(log) }
        throw Failure("neither a json report (an array) nor a SARIF log (an object with 'runs')")
    }

    private static func readJSON(_ array: [JSONValue]) throws(Failure) -> Report {
        var findings: [Finding] = []
        for (index, element) in array.enumerated() {
            let object = Fields(element.object ?? [:], at: "finding \(index + 1)")
            var finding = Finding(
                path: try object.string("file"),
                start: SourceLocation(line: try object.position("line"), column: try object.position("column")),
                end: SourceLocation(line: try object.position("endLine"), column: try object.position("endColumn")),
                ruleID: try object.string("rule"), severity: try object.severity("severity"),
                message: try object.string("message"), title: object.optionalString("title"))
            // A report written before findings had contexts, or an unknown one, reads as none.
            finding.context = object.optionalString("context").flatMap(SiteContext.init(rawValue:))
            findings.append(finding)
        }
        return Report(format: .json, findings: findings, fileCount: nil)
    }

    private static func readSARIF(_ log: [String: JSONValue]) throws(Failure) -> Report {
        let runs = log["runs"]?.array?.compactMap(\.object) ?? []
        guard runs.count == log["runs"]?.array?.count else { throw Failure("'runs' is not a list of runs") }
        var findings: [Finding] = []
        var fileCount = 0
        for (runIndex, run) in runs.enumerated() {
            let runFields = Fields(run, at: "run \(runIndex + 1)")
            let runFileCount = try Fields(run["properties"]?.object ?? [:], at: "run \(runIndex + 1) properties")
                .optionalCount("fileCount") ?? 0
            // Millions of runs of 2^40 files each would pass Int.max: the count stops there.
            let (sum, overflows) = fileCount.addingReportingOverflow(runFileCount)
            fileCount = overflows ? Int.max : sum
            for (index, element) in (run["results"]?.array ?? []).enumerated() {
                findings.append(try sarifFinding(element, at: "\(runFields.place), result \(index + 1)"))
            }
        }
        return Report(format: .sarif, findings: findings, fileCount: fileCount)
    }

    private static func sarifFinding(_ element: JSONValue, at place: String) throws(Failure) -> Finding {
        let result = Fields(element.object ?? [:], at: place)
        let message = try result.object("message")
        let location = try result.list("locations").first.map { Fields($0.object ?? [:], at: place) }
        guard let physical = try location?.object("physicalLocation") else { throw Failure("\(place): no location") }
        let region = try physical.object("region")
        let sourceLine = physical.optionalObject("contextRegion")?.optionalObject("snippet")?.optionalString("text")
        let startLine = try region.position("startLine")
        let endLine = try region.optionalPosition("endLine") ?? startLine
        let startColumn = CharacterColumns.byteColumn(ofScalarColumn: try region.optionalPosition("startColumn") ?? 1, in: sourceLine)
        let endColumn = try region.optionalPosition("endColumn") ?? 1
        let properties = result.optionalObject("properties")
        var fix: [TextEdit] = []
        for change in result.optionalList("fixes").flatMap({ Fields($0.object ?? [:], at: place).optionalList("artifactChanges") }) {
            for replacement in Fields(change.object ?? [:], at: place).optionalList("replacements") {
                let fields = Fields(replacement.object ?? [:], at: place)
                let deleted = try fields.object("deletedRegion")
                let offset = try deleted.count("byteOffset")
                let inserted = fields.optionalObject("insertedContent")?.optionalString("text") ?? ""
                fix.append(TextEdit(range: offset..<offset + (try deleted.count("byteLength")), replacement: Array(inserted.utf8)))
            }
        }
        var finding = Finding(
            path: try path(ofURI: try physical.object("artifactLocation").string("uri")),
            start: SourceLocation(line: startLine, column: startColumn),
            end: SourceLocation(line: endLine, column: endLine == startLine
                ? CharacterColumns.byteColumn(ofScalarColumn: endColumn, in: sourceLine) : endColumn),
            ruleID: try result.string("ruleId"), severity: try result.severity("level"),
            message: try message.string("text"), title: properties?.optionalString("title"), fix: fix,
            suggestion: properties?.optionalString("suggestion"), sourceLine: sourceLine)
        finding.context = properties?.optionalString("context").flatMap(SiteContext.init(rawValue:))
        return finding
    }

    /// The path a SARIF artifact URI names: percent escapes undone, a `file://` prefix dropped.
    static func path(ofURI uri: String) throws(Failure) -> String {
        var text = uri
        if text.hasPrefix("file://") { text.removeFirst("file://".count) }
        guard let decoded = text.removingPercentEncoding else { throw Failure("bad URI '\(uri)'") }
        return decoded
    }

    /// Typed access to a JSON object's members, with errors that say where.
    private struct Fields {
        var members: [String: JSONValue]
        var place: String

        init(_ members: [String: JSONValue], at place: String) {
            self.members = members
            self.place = place
        }

        func string(_ key: String) throws(Failure) -> String {
            guard let value = members[key]?.string else { throw Failure("\(place): '\(key)' is not a string") }
            return value
        }

        func optionalString(_ key: String) -> String? { members[key]?.string }

        /// A line or column: from 1.
        func position(_ key: String) throws(Failure) -> Int {
            guard let value = try optionalPosition(key) else { throw Failure("\(place): '\(key)' is not a whole number") }
            return value
        }

        func optionalPosition(_ key: String) throws(Failure) -> Int? { try optionalNumber(key, from: 1) }

        /// A byte offset, a length or a number of files: from 0.
        func count(_ key: String) throws(Failure) -> Int {
            guard let value = try optionalCount(key) else { throw Failure("\(place): '\(key)' is not a whole number") }
            return value
        }

        func optionalCount(_ key: String) throws(Failure) -> Int? { try optionalNumber(key, from: 0) }

        /// Bounded so that no sum made of two of them later (an edit's end, a column past a
        /// line's end) can overflow: a report is outside input.
        private static let largestNumber = 1 << 40

        private func optionalNumber(_ key: String, from smallest: Int) throws(Failure) -> Int? {
            guard case .number(let value)? = members[key], value.rounded() == value else { return nil }
            guard value >= Double(smallest), value <= Double(Self.largestNumber) else {
                let shown = abs(value) < 0x1p53 ? String(Int(value)) : String(describing: value)
                throw Failure("\(place): '\(key)' is \(shown); it must be a whole number from \(smallest) to \(Self.largestNumber)")
            }
            return Int(value)
        }

        func severity(_ key: String) throws(Failure) -> Severity {
            let text = try string(key)
            guard let severity = Severity(rawValue: text) else { throw Failure("\(place): unknown severity '\(text)'") }
            return severity
        }

        func object(_ key: String) throws(Failure) -> Fields {
            guard let value = optionalObject(key) else { throw Failure("\(place): '\(key)' is not an object") }
            return value
        }

        func optionalObject(_ key: String) -> Fields? {
            members[key]?.object.map { Fields($0, at: place) }
        }

        func list(_ key: String) throws(Failure) -> [JSONValue] {
            guard let value = members[key]?.array else { throw Failure("\(place): '\(key)' is not a list") }
            return value
        }

        func optionalList(_ key: String) -> [JSONValue] { members[key]?.array ?? [] }
    }
}

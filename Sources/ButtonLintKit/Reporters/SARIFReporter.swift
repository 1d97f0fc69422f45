/// SARIF 2.1.0 as GitHub code scanning reads it: the rules with their documentation, then one
/// result per finding with a repository-relative location (`%SRCROOT%`), a character region, the
/// source line as context, a fingerprint that survives lines moving and, for `title-case`, the
/// fix. The run's `properties.fileCount` and each result's `properties` (title, suggestion, context) let
/// `buttonlint merge` read a shard's report back without loss (`ReportReader`).
struct SARIFReporter: Reporter {
    let name = "sarif"

    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRootID = "%SRCROOT%"
    static let fingerprintKey = "buttonlint/v1"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(context: context)
    }

    /// Writes the run's head before the first result and closes the arrays at the end, so the
    /// document is whole whichever way the findings are split into writes.
    private struct Stream: ReportStream {
        var context: ReportContext
        var rules: [RuleDescription]
        var ruleIndex: [String: Int]
        var fingerprint = ReportFingerprint()
        var hasResults = false

        init(context: ReportContext) {
            self.context = context
            rules = context.rules + [RuleRegistry.ioDescription]
            ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        }

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                output += hasResults ? ",\n        " : head() + "\n        "
                hasResults = true
                output += result(finding)
            }
            return output
        }

        func finish() -> String {
            (hasResults ? "\n      ]" : head() + "]") + "\n    }\n  ]\n}\n"
        }

        /// Everything before the first result, ending in `"results": [`.
        func head() -> String {
            var run: [(String, String)] = [
                ("tool", JSONWriter.object([("driver", driver())])),
                ("columnKind", JSONWriter.string("unicodeCodePoints")),
            ]
            if let root = context.repositoryPaths.repositoryRoot ?? context.repositoryPaths.currentDirectory {
                let uri = "file://" + SARIFReporter.uriPath(PathNormalizer.normalize(root)) + (root.hasSuffix("/") ? "" : "/")
                run.append(("originalUriBaseIds",
                            JSONWriter.object([(SARIFReporter.sourceRootID, JSONWriter.object([("uri", JSONWriter.string(uri))]))])))
            }
            run.append(("properties", JSONWriter.object([("fileCount", String(context.fileCount))])))
            let runHead = run.map { "      " + JSONWriter.string($0.0) + ": " + $0.1 + ",\n" }.joined()
            return "{\n  \"$schema\": \(JSONWriter.string(SARIFReporter.schemaURI)),\n  \"version\": \"2.1.0\",\n"
                + "  \"runs\": [\n    {\n" + runHead + "      \"results\": ["
        }

        func driver() -> String {
            let ruleObjects = rules.map { "\n          " + SARIFReporter.rule($0) }.joined(separator: ",")
            return "{\"name\":\(JSONWriter.string(ToolInfo.name)),\"version\":\(JSONWriter.string(ToolInfo.version)),"
                + "\"semanticVersion\":\(JSONWriter.string(ToolInfo.version)),"
                + "\"informationUri\":\(JSONWriter.string(ToolInfo.informationURI)),\"rules\":[\(ruleObjects)]}"
        }

        mutating func result(_ finding: Finding) -> String {
            let path = context.repositoryPaths.relative(finding.path)
            let columns = CharacterColumns.scalarColumns(of: finding)
            var region: [(String, String)] = [
                ("startLine", String(finding.start.line)), ("startColumn", String(columns.start)),
                ("endLine", String(finding.end.line)), ("endColumn", String(columns.end)),
            ]
            var physical: [(String, String)] = [("artifactLocation", artifactLocation(path))]
            physical.append(("region", JSONWriter.object(region)))
            if let line = finding.sourceLine {
                region = [("startLine", String(finding.start.line)),
                          ("snippet", JSONWriter.object([("text", JSONWriter.string(line))]))]
                physical.append(("contextRegion", JSONWriter.object(region)))
            }
            var members: [(String, String)] = [("ruleId", JSONWriter.string(finding.ruleID))]
            if let index = ruleIndex[finding.ruleID] { members.append(("ruleIndex", String(index))) }
            members += [
                ("level", JSONWriter.string(finding.severity.rawValue)),
                ("message", JSONWriter.object([("text", JSONWriter.string(finding.message))])),
                ("locations", "[" + JSONWriter.object([("physicalLocation", JSONWriter.object(physical))]) + "]"),
                ("partialFingerprints", JSONWriter.object([
                    (SARIFReporter.fingerprintKey, JSONWriter.string(fingerprint.next(finding, relativePath: path))),
                ])),
            ]
            if !finding.fix.isEmpty { members.append(("fixes", "[" + fix(finding, path: path) + "]")) }
            var properties: [(String, String)] = []
            if let title = finding.title { properties.append(("title", JSONWriter.string(title))) }
            if let suggestion = finding.suggestion { properties.append(("suggestion", JSONWriter.string(suggestion))) }
            if let context = finding.context { properties.append(("context", JSONWriter.string(context.rawValue))) }
            if !properties.isEmpty { members.append(("properties", JSONWriter.object(properties))) }
            return JSONWriter.object(members)
        }

        func artifactLocation(_ path: String) -> String {
            // A path outside the repository stays absolute: a `file` URI with no base.
            guard !path.hasPrefix("/") else {
                return JSONWriter.object([("uri", JSONWriter.string("file://" + SARIFReporter.uriPath(path)))])
            }
            return JSONWriter.object([("uri", JSONWriter.string(SARIFReporter.uriPath(path))),
                                      ("uriBaseId", JSONWriter.string(SARIFReporter.sourceRootID))])
        }

        /// The edits as byte ranges of the file (SARIF regions may count bytes), one replacement each.
        func fix(_ finding: Finding, path: String) -> String {
            let replacements = finding.fix.map { edit in
                JSONWriter.object([
                    ("deletedRegion", JSONWriter.object([("byteOffset", String(edit.range.lowerBound)),
                                                         ("byteLength", String(edit.range.count))])),
                    ("insertedContent", JSONWriter.object([
                        ("text", JSONWriter.string(String(decoding: edit.replacement, as: UTF8.self))),
                    ])),
                ])
            }
            var members: [(String, String)] = []
            if let suggestion = finding.suggestion {
                members.append(("description", JSONWriter.object([("text", JSONWriter.string("Write '\(suggestion)'"))])))
            }
            members.append(("artifactChanges", "[" + JSONWriter.object([
                ("artifactLocation", artifactLocation(path)),
                ("replacements", "[" + replacements.joined(separator: ",") + "]"),
            ]) + "]"))
            return JSONWriter.object(members)
        }
    }

    /// A rule's `reportingDescriptor`: names, descriptions, help from its rationale and examples,
    /// and its default level.
    static func rule(_ rule: RuleDescription) -> String {
        JSONWriter.object([
            ("id", JSONWriter.string(rule.id)),
            ("name", JSONWriter.string(rule.name.filter { !$0.isWhitespace })),
            ("shortDescription", JSONWriter.object([("text", JSONWriter.string(rule.summary))])),
            ("fullDescription", JSONWriter.object([("text", JSONWriter.string(rule.rationale.isEmpty ? rule.summary : rule.rationale))])),
            ("help", JSONWriter.object([("text", JSONWriter.string(helpText(rule))),
                                        ("markdown", JSONWriter.string(helpMarkdown(rule)))])),
            ("defaultConfiguration", JSONWriter.object([("level", JSONWriter.string(rule.defaultSeverity.rawValue))])),
            ("properties", JSONWriter.object([("tags", "[\"style\",\"hig\"]"), ("precision", "\"high\"")])),
        ])
    }

    static func helpText(_ rule: RuleDescription) -> String {
        var text = rule.summary
        if !rule.rationale.isEmpty { text += "\n\n" + rule.rationale }
        for (heading, examples) in [("Triggers:", rule.triggeringExamples), ("Does not trigger:", rule.nonTriggeringExamples)]
        where !examples.isEmpty {
            text += "\n\n" + heading + "\n" + examples.map { "\n" + exampleCode($0) }.joined(separator: "\n")
        }
        return text
    }

    static func helpMarkdown(_ rule: RuleDescription) -> String {
        var text = "**\(rule.name)**: \(rule.summary)"
        if !rule.rationale.isEmpty { text += "\n\n" + rule.rationale }
        for (heading, examples) in [("Triggers", rule.triggeringExamples), ("Does not trigger", rule.nonTriggeringExamples)]
        where !examples.isEmpty {
            text += "\n\n**\(heading)**\n" + examples.map { "\n```swift\n" + exampleCode($0) + "\n```" }.joined()
        }
        return text
    }

    /// An example as code: without the `↓` that marks where tests expect the finding.
    private static func exampleCode(_ example: String) -> String {
        example.filter { $0 != "↓" }
    }

    /// A path as a URI reference: every byte outside RFC 3986's unreserved set and `/` percent-encoded.
    static func uriPath(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }
}

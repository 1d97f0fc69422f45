@testable import ButtonLintKit

/// Lints `code` as the file `Test.swift` with every rule on (opt-in rules included).
func lintAllRules(_ code: String, path: String = "Test.swift") -> [Finding] {
    var configuration = Configuration()
    configuration.enabledOptInRules = Set(RuleRegistry.descriptions.map(\.id))
    return Linter(configuration: configuration).lint(SourceFile(path: path, text: code))
}

/// An example with `↓` marking where findings must point: the code without the markers and
/// the byte offsets the markers stood at.
struct MarkedExample {
    let code: String
    let markers: [Int]

    init(_ example: String) {
        var code = ""
        var markers: [Int] = []
        for character in example {
            if character == "↓" { markers.append(code.utf8.count) } else { code.append(character) }
        }
        self.code = code
        self.markers = markers
    }

    func location(of marker: Int) -> SourceLocation {
        SourceFile(path: "Test.swift", text: code).location(of: marker)
    }
}

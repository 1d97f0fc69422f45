import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// `buttonlint --fix` over an untrusted checkout, end to end: the files it may write are fixed,
/// the others are kept byte for byte and named, and nothing outside the tree changes.
@Suite struct HostileFixCommandTests {
    @Test func fixInACheckoutWithLinksAndLockedFiles() throws {
        let outside = try TemporaryFolder()
        try outside.write("Secret.swift", "Button(\"secret\")\n")
        try outside.write("Shared/Shared.swift", "Button(\"shared\")\n")
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "Button(\"save\")\n")
        try folder.write("Locked.swift", "Button(\"locked\")\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.path + "/Locked.swift")
        try folder.link("Link.swift", to: outside.path + "/Secret.swift")
        try folder.link("Vendor", to: outside.path + "/Shared")

        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(input: [], currentDirectory: folder.path),
                                        makeLint: { _ in capitalizeFirstLetterLint }, lex: testLexer)
        #expect(command.run(arguments: ["--fix", "--jobs", "2"]) == 1)   // the io findings are errors

        #expect(try folder.read("A.swift") == "Button(\"Save\")\n")
        #expect(try folder.read("Locked.swift") == "Button(\"locked\")\n")
        #expect(try outside.read("Secret.swift") == "Button(\"secret\")\n")
        #expect(try outside.read("Shared/Shared.swift") == "Button(\"shared\")\n")
        let lines = output.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Locked.swift:1:1: error: ") && $0.contains("read-only") })
        for linked in ["Link.swift", "Vendor/Shared.swift"] {
            #expect(output.error.contains("\(linked):1:8: fix not applied: the file was reached through a symbolic link"))
        }
        #expect(output.error.contains("Fixed 1 finding in 1 file."))
    }
}

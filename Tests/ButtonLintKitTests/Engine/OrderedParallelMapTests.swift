import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct OrderedParallelMapTests {
    @Test func resultsComeInItemOrderWhateverTheWorkers() {
        let items = Array(0..<1000)
        for jobs in [1, 4] {
            var emitted: [Int] = []
            OrderedParallelMap.forEach(items, jobs: jobs, window: 64, transform: { item in
                if item % 7 == 0 { usleep(50) }  // uneven work, so workers finish out of order
                return item * 2
            }, emit: { emitted.append($0) })
            #expect(emitted == items.map { $0 * 2 })
        }
    }

    @Test func dumpLiteralsReportsAnUnreadableFileAndGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.swift", "let a = \"a\"")
        try folder.link("b.swift", to: "missing.swift")
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path), lex: testLexer)
        #expect(command.run(arguments: ["dump-literals"]) == 1)
        #expect(output.error.hasPrefix("b.swift:1:1: error: cannot read file: No such file or directory"))
    }
}

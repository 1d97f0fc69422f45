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
}

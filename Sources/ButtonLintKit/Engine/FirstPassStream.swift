import Dispatch
import Foundation

/// The first pass fed by a walk as it goes (`FileWalker.walk(_:from:found:)`): workers read the
/// files the walk has found while it lists the next folders, so no core waits for the walk.
/// Every Swift file found is screened and checked for accessors (the walk cannot tell yet which
/// files a configuration or shard leaves out). `finish(sources:)` waits for the workers and
/// files what they learnt under the sorted list's indices.
final class FirstPassStream: @unchecked Sendable {
    private let provider: SourceProvider
    /// Bounds the files left open for the lint pass.
    private let budget: OpenFileBudget
    private let condition = NSCondition()
    private let workers = DispatchGroup()
    /// Found files not yet taken by a worker, from `queueStart` on.
    private var queue: [WalkedFile] = []
    private var queueStart = 0
    private var isWalkDone = false
    /// What the workers learnt, by `foundIndex` (candidate files in no order).
    private var learnt = FirstPass.Learnt(count: 0)

    /// Files a worker takes at a time.
    private static let batch = 8

    /// Starts `jobs - 1` workers, which wait for files: the walking thread is the last one
    /// (it reads files itself whenever the queue is full, and once the walk is done), so a run
    /// has no more threads, nor allocator arenas, than workers.
    convenience init(provider: SourceProvider, jobs: Int) {
        self.init(provider: provider, jobs: jobs, budget: .shared)
    }

    init(provider: SourceProvider, jobs: Int, budget: OpenFileBudget) {
        self.provider = provider
        self.budget = budget
        for _ in 1..<max(1, jobs) {
            DispatchQueue.global().async(group: workers) { self.work() }
        }
    }

    /// Found files the queue holds before the walking thread reads some itself: listing is much
    /// faster than reading, and a large tree's files would otherwise wait here all at once.
    private static let queueLimit = 1024

    /// Files the walk found (`found`): queued for the workers. While the queue is full, the
    /// walking thread reads queued files itself.
    func add(_ files: [WalkedFile]) {
        while let batch = take(ifQueueHolds: Self.queueLimit) { process(batch) }
        condition.lock()
        if queueStart > 0, queueStart * 2 > queue.count {
            queue.removeFirst(queueStart)
            queueStart = 0
        }
        queue += files
        if let last = files.last, Int(last.foundIndex) >= learnt.verdicts.count {
            learnt.verdicts += repeatElement(FirstPass.Verdict.unscreened.rawValue,
                                             count: Int(last.foundIndex) + 1 - learnt.verdicts.count)
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the workers once the walk is done, and gives what they found about `sources`
    /// (the walk's sorted Swift files).
    func finish(sources: [WalkedFile]) -> FirstPass {
        condition.lock()
        isWalkDone = true
        condition.broadcast()
        condition.unlock()
        work()
        workers.wait()
        let verdicts = learnt.verdicts
        // Found order to sorted order; a file found twice (through a link) keeps its sorted entry.
        var sortedIndex = [Int32](repeating: -1, count: verdicts.count)
        for (index, file) in sources.enumerated() where Int(file.foundIndex) < verdicts.count {
            sortedIndex[Int(file.foundIndex)] = Int32(index)
        }
        let candidates = learnt.takeCandidates { sortedIndex[Int($0)] >= 0 ? sortedIndex[Int($0)] : nil }
        var sortedReports: [Int32: FileReport] = [:]
        for (found, report) in learnt.reports where sortedIndex[Int(found)] >= 0 { sortedReports[sortedIndex[Int(found)]] = report }
        let sortedVerdicts = sources.map { Int($0.foundIndex) < verdicts.count ? verdicts[Int($0.foundIndex)] : 0 }
        // Files left open for the lint pass, by sorted index; an entry dropped from the list is closed.
        var openFiles: [KeptOpenFiles.Entry] = []
        openFiles.reserveCapacity(learnt.openFiles.count)
        for (found, descriptor) in learnt.openFiles {
            if sortedIndex[Int(found)] >= 0 {
                openFiles.append((sortedIndex[Int(found)], descriptor))
            } else {
                close(descriptor)
                budget.release()
            }
        }
        learnt.openFiles = []
        return FirstPass(files: sources, accessorCandidates: candidates, verdicts: sortedVerdicts, reports: sortedReports,
                         keptOpen: KeptOpenFiles(openFiles, budget: budget))
    }

    private func work() {
        while let files = take() { process(files) }
    }

    private func process(_ files: [WalkedFile]) {
        var reads: [(file: WalkedFile, read: FirstPass.FileRead)] = []
        for file in files where !ProjectPass.isCatalogName(file) {
            reads.append((file, FirstPass.read(file, provider: provider, screens: true, budget: budget)))
        }
        condition.lock()
        defer { condition.unlock() }
        for (file, read) in reads { learnt.record(read, at: Int32(file.foundIndex)) }
    }

    /// A few queued files when the queue holds at least `count`, else nil at once (the walking
    /// thread never waits for files: only it adds them).
    private func take(ifQueueHolds count: Int) -> [WalkedFile]? {
        condition.lock()
        defer { condition.unlock() }
        return queue.count - queueStart >= count ? nextBatch() : nil
    }

    /// The next few files, or nil once the walk is done and none are left.
    private func take() -> [WalkedFile]? {
        condition.lock()
        defer { condition.unlock() }
        while queueStart == queue.count && !isWalkDone { condition.wait() }
        return queueStart < queue.count ? nextBatch() : nil
    }

    /// Takes up to `batch` queued files; the lock is held.
    private func nextBatch() -> [WalkedFile] {
        let end = min(queue.count, queueStart + Self.batch)
        defer { queueStart = end }
        // A copy: a slice would keep the queue's storage shared, so the next `add` copied it.
        return Array(queue[queueStart..<end])
    }
}

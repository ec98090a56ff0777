import Foundation
import Synchronization
import Testing
@testable import TimeCircuitsRender

/// The threads painting is shared out to (`WorkerThreads`, behind `Parallel.forEach`): every part
/// of every share runs once, whatever shares other threads make at the same time, and no part
/// outlives its share (the closure would escape, which the runtime stops the process for).
@Suite("Worker threads")
struct WorkerThreadsTests {
    @Test("shares from eight threads at once, 300 each of up to 40 parts: every part runs exactly once")
    func everyPartOnce() {
        let pool = WorkerThreads(threads: 3)
        let runs = Mutex([Int](repeating: 0, count: 8 * 300 * 40))
        DispatchQueue.concurrentPerform(iterations: 8) { caller in
            for share in 0..<300 {
                let parts = share % 40 + 1
                let base = (caller * 300 + share) * 40
                pool.forEach(parts) { part in runs.withLock { $0[base + part] += 1 } }
            }
        }
        let counts = runs.withLock { $0 }
        for caller in 0..<8 {
            for share in 0..<300 {
                let base = (caller * 300 + share) * 40
                let parts = share % 40 + 1
                #expect(counts[base..<base + parts].allSatisfy { $0 == 1 }, "caller \(caller) share \(share)")
                #expect(counts[(base + parts)..<(base + 40)].allSatisfy { $0 == 0 })
            }
        }
    }

    @Test("a share returns only when its last part has: what the parts wrote is all there")
    func returnsAfterTheLastPart() {
        let pool = WorkerThreads(threads: 2)
        for _ in 0..<500 {
            let done = Mutex(0)
            pool.forEach(7) { _ in
                usleep(20)
                done.withLock { $0 += 1 }
            }
            #expect(done.withLock { $0 } == 7)
        }
    }
}

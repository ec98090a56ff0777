import FoundationEssentials

/// Work spread over the machine's cores, for painting whose parts touch disjoint pixels: the
/// rows of a texture, the lights of different rows of the face. Returns when every part is done.
enum Parallel {
    /// Runs `body` for each index in `0..<count`, on as many cores as there are. The parts must
    /// not write what another reads or writes: that is the caller's promise, which the compiler
    /// cannot check for the raw pixel pointers they share, hence the unchecked wrapper.
    static func forEach(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        workers.forEach(count, body)
    }

    /// The threads beside the caller's, one fewer than the cores, started at the first share.
    private static let workers = WorkerThreads(threads: max(0, cores - 1))

    /// The least painting, in pixels covered, worth sharing out: below it one thread paints it
    /// sooner than another can be started or woken to help (see the bench notes).
    static let worthSharingPixels = 40_000.0

    /// The cores this process may run on.
    /// Read once: FoundationEssentials reads the cgroup's quota files at each ask.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `0..<total` cut into about `parts` consecutive ranges, none empty.
    static func chunks(of total: Int, parts: Int) -> [Range<Int>] {
        let n = max(1, min(parts, total))
        return (0..<n).map { i in (total * i / n)..<(total * (i + 1) / n) }
    }
}

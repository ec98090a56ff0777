import CLinux

/// How the window's heap gives memory back, and how many heaps it keeps.
///
/// glibc raises its mmap threshold each time a block it mapped on its own is freed (up to
/// 32 MB), and from then on blocks of that size come from the heap and stay resident when freed.
/// A clock frees images of a few hundred kilobytes once painted (the brushed metal's textures,
/// the icon's sizes, the old size's pictures at a relayout), so at 520×335 about 0.3 MB of freed
/// heap stayed resident for good. A fixed threshold keeps every block from `ownMappingFrom` up
/// mapped on its own, given back when freed.
///
/// And one arena for every thread. glibc gives each thread that allocates an arena of its own,
/// whose freed memory stays with it: the launch's background thread and the painting workers
/// each kept one (about 0.45 MB at 520×335, 0.24 MB of it resident beside a main heap with room
/// to spare). Their pictures are mapped on their own (above), so what they share is small blocks,
/// and two cores hardly ever wait on each other's lock: one arena took 0.4 MB off the idle
/// window's peak and left the relayouts' times where they were (bench notes, issue 52).
enum HeapPolicy {
    /// glibc's own starting threshold, kept rather than tuned: a higher one left more resident.
    static let ownMappingFrom: Int32 = 128 * 1024

    /// glibc's arenas, all threads together.
    static let arenas: Int32 = 1

    /// Before any thread starts, so that every arena follows it.
    static func apply() {
        _ = mallopt(M_MMAP_THRESHOLD, ownMappingFrom)
        _ = mallopt(M_ARENA_MAX, arenas)
    }
}

import CLinux

/// How the window's heap gives memory back. glibc raises its mmap threshold each time a block
/// it mapped on its own is freed (up to 32 MB), and from then on blocks of that size come from
/// the heap and stay resident when freed. A clock frees images of a few hundred kilobytes once
/// painted (the brushed metal's textures, the icon's sizes, the old size's pictures at a
/// relayout), so at 520×335 about 0.3 MB of freed heap stayed resident for good. A fixed
/// threshold keeps every block from `ownMappingFrom` up mapped on its own, given back when freed.
enum HeapPolicy {
    /// glibc's own starting threshold, kept rather than tuned: a higher one left more resident.
    static let ownMappingFrom: Int32 = 128 * 1024

    /// Before any thread starts, so that every arena follows it.
    static func apply() {
        _ = mallopt(M_MMAP_THRESHOLD, ownMappingFrom)
    }
}

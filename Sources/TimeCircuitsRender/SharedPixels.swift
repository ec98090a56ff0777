import CCairo

/// An image surface's pixels, for painting disjoint parts of them on several threads at once:
/// each thread draws through its own surface over the same memory, so Cairo's per-surface state
/// is never shared. The surface must outlive every copy.
struct SharedPixels: @unchecked Sendable {
    let surface: OpaquePointer

    var width: Int { Int(cairo_image_surface_get_width(surface)) }
    var height: Int { Int(cairo_image_surface_get_height(surface)) }
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// The pixels, for code that writes them directly before Cairo paints again (`markDirty`).
    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface)! }
    func markDirty() { cairo_surface_mark_dirty(surface) }

    /// A new surface over the same pixels, same size, format and stride.
    func sharingPixels() -> ImageSurface {
        ImageSurface(owning: cairo_image_surface_create_for_data(
            cairo_image_surface_get_data(surface), cairo_image_surface_get_format(surface),
            cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
            cairo_image_surface_get_stride(surface))!)
    }
}

import CCairo

/// Glyph outlines made at one size, and scaled here to every size the clock draws text at.
///
/// Cairo makes a scaled font for each size and transformation text is drawn with, and keeps up
/// to 256 of them, each with the outlines of every glyph it drew. The face's text scales with the
/// window, so a window resized by hand passes through a new size at each step, and each size left
/// its fonts behind for good: 4 MB after 90 s of random input, most of what a storm of input
/// grew by (issue 44, from heaptrack). Unhinted outlines are the same shapes at every size, so
/// scaling them here draws the same text, and cairo holds one scaled font per face, whatever the
/// window's size.
final class TextOutlines {
    /// Pixels an em at which outlines are made. FreeType gives their points in 1/64 pixel of this
    /// size, finer than at any size the clock draws at.
    static let em = 1024.0

    /// An unbounded surface, never drawn on: cairo drops glyphs that fall outside a bounded
    /// target's extents even from a path, and a line at this size runs thousands of pixels long.
    private let scratch: OpaquePointer
    private let cr: OpaquePointer

    init() {
        scratch = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        cr = cairo_create(scratch)
        // Grey antialiasing and no hinting: outlines and advances then scale linearly with the
        // size, and renders are the same whatever the screen's subpixel order.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        cairo_set_font_size(cr, Self.em)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(scratch)
    }

    /// How far `text` advances the pen, in ems of the label face.
    func advance(_ text: String, bold: Bool) -> Double {
        LabelFont.select(on: cr, bold: bold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance / Self.em
    }

    /// Adds `text`'s outlines to `target`'s path in its user space: the baseline's left end at
    /// (`x`, `y`), `width` and `height` pixels an em across and up (a wider face is drawn wider).
    func append(_ text: String, bold: Bool, to target: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        LabelFont.select(on: cr, bold: bold)
        cairo_new_path(cr)
        cairo_move_to(cr, 0, 0)
        cairo_text_path(cr, text)
        guard let path = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(path) }
        cairo_new_path(cr)
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return }
        let (sx, sy) = (width / Self.em, height / Self.em)
        var i = 0
        let count = Int(path.pointee.num_data)
        while i < count {
            let length = Int(data[i].header.length)
            for k in (i + 1)..<(i + max(length, 1)) {
                data[k].point.x = x + data[k].point.x * sx
                data[k].point.y = y + data[k].point.y * sy
            }
            i += max(length, 1)
        }
        cairo_append_path(target, path)
    }
}

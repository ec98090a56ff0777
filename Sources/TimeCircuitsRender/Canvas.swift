import CCairo
import TimeCircuitsCore

/// The one place Cairo's C API is called for drawing: a small Swift face over a `cairo_t`.
///
/// Everything the painter does goes through here, so the rest of the renderer reads as geometry
/// and colour, not pointer plumbing.
public final class Canvas {
    /// The underlying context; exposed for the shell, which must flush and blit it.
    public let cr: OpaquePointer

    /// Draws on `surface`, which the caller keeps alive for the canvas's lifetime.
    public init(surface: OpaquePointer) {
        // Text is drawn from `TextOutlines`, which sets its own font options.
        cr = cairo_create(surface)
    }

    deinit { cairo_destroy(cr) }

    /// Where text's outlines come from, made on the first text drawn.
    private lazy var outlines = TextOutlines()

    /// The image in memory this canvas draws on, when it draws on one without a transformation:
    /// other canvases over the same pixels may then paint disjoint parts of it at once.
    func sharedImageTarget() -> SharedPixels? {
        let target = cairo_get_target(cr)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0, m.x0 == 0, m.y0 == 0 else { return nil }
        cairo_surface_flush(target)
        return SharedPixels(surface: target)
    }

    /// The image this canvas draws on, for code that writes its pixels directly, when it can:
    /// an ARGB32 or RGB24 image (with no device offset) drawn on untransformed but for a
    /// whole-pixel translation, under no clip or a clip of whole pixels. Nil otherwise.
    func pixelTarget() -> PixelTarget? {
        let target = cairo_get_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        let tx = m.x0, ty = m.y0
        guard dx == 0, dy == 0, m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0, tx == tx.rounded(), ty == ty.rounded(),
              abs(tx) < 1e6, abs(ty) < 1e6 else { return nil }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        // The clip as whole pixels: intersected with the surface, so that no clip at all (which
        // Cairo cannot list) reads as the whole surface; a clip with partly covered pixels
        // cannot be listed, and the caller paints through Cairo instead.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_clip(cr)
        let list = cairo_copy_clip_rectangle_list(cr)!
        cairo_restore(cr)
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let region = (0..<Int(list.pointee.num_rectangles)).map { i in
            let r = list.pointee.rectangles[i]
            return PixelBox(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height))
        }
        cairo_surface_flush(target)
        return PixelTarget(surface: target, data: cairo_image_surface_get_data(target)!,
                           stride: Int(cairo_image_surface_get_stride(target)), offset: (Int(tx), Int(ty)), region: region)
    }

    /// Pixels were written behind Cairo's back (by canvases sharing them): drop its caches.
    func pixelsChanged() { cairo_surface_mark_dirty(cairo_get_target(cr)) }

    /// Finishes drawing, so the pixels are all in memory.
    func flush() { cairo_surface_flush(cairo_get_target(cr)) }

    public func save() { cairo_save(cr) }
    public func restore() { cairo_restore(cr) }

    /// Runs `body` with state saved and restored around it.
    public func withState(_ body: () -> Void) {
        cairo_save(cr); body(); cairo_restore(cr)
    }

    public func setColor(_ c: RGB, alpha: Double = 1) {
        cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha)
    }

    public func setOperator(_ op: cairo_operator_t) { cairo_set_operator(cr, op) }
    public func translate(_ dx: Double, _ dy: Double) { cairo_translate(cr, dx, dy) }
    public func scale(_ k: Double) { cairo_scale(cr, k, k) }

    /// Replaces the pixels inside `rects` (all of them when nil) with `image`'s, its origin at
    /// `origin`: how cached layers are restored under what is painted again.
    public func replace(with image: ImageSurface, at origin: Point = Point(0, 0), in rects: [Rect]? = nil) {
        withState {
            if let rects {
                for r in rects { rect(r) }
                clip()
            }
            setOperator(CAIRO_OPERATOR_SOURCE)
            setSource(image, at: origin)
            paint()
        }
    }

    // MARK: Paths

    public func rect(_ r: Rect) { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }

    public func roundedRect(_ r: Rect, radius: Double) {
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0 else { return rect(r) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    public func polygon(_ p: Polygon) {
        guard let first = p.points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for q in p.points.dropFirst() { cairo_line_to(cr, q.x, q.y) }
        cairo_close_path(cr)
    }

    public func circle(_ c: Circle) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, c.center.x, c.center.y, c.radius, 0, 2 * .pi)
        cairo_close_path(cr)
    }

    public func moveTo(_ p: Point) { cairo_move_to(cr, p.x, p.y) }
    public func lineTo(_ p: Point) { cairo_line_to(cr, p.x, p.y) }

    public func fill() { cairo_fill(cr) }
    public func stroke(width: Double) { cairo_set_line_width(cr, width); cairo_stroke(cr) }
    public func clip() { cairo_clip(cr) }

    /// Clips to `area` but for `holes`, boxes of whole pixels inside it that share no pixel. Cairo
    /// keeps such a clip as a region of boxes, so painting through it makes no mask.
    func clip(excluding holes: [PixelBox], within area: Rect) {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        rect(area)
        for h in holes { cairo_rectangle(cr, Double(h.x), Double(h.y), Double(h.width), Double(h.height)) }
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
    public func paint(alpha: Double = 1) { cairo_paint_with_alpha(cr, alpha) }

    // MARK: Gradients and images

    /// A linear gradient from `p0` to `p1` through the given stops (offset, colour, alpha).
    public func setLinearGradient(_ p0: Point, _ p1: Point, _ stops: [(Double, RGB, Double)]) {
        let pat = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)
        for (o, c, a) in stops { cairo_pattern_add_color_stop_rgba(pat, o, c.r, c.g, c.b, a) }
        cairo_set_source(cr, pat)
        cairo_pattern_destroy(pat)
    }

    /// A radial gradient between two circles through the given stops.
    public func setRadialGradient(_ c0: Circle, _ c1: Circle, _ stops: [(Double, RGB, Double)]) {
        let pat = cairo_pattern_create_radial(c0.center.x, c0.center.y, c0.radius,
                                              c1.center.x, c1.center.y, c1.radius)
        for (o, c, a) in stops { cairo_pattern_add_color_stop_rgba(pat, o, c.r, c.g, c.b, a) }
        cairo_set_source(cr, pat)
        cairo_pattern_destroy(pat)
    }

    /// Paints `surface` with its top-left at `origin`.
    public func setSource(_ surface: ImageSurface, at origin: Point) {
        cairo_set_source_surface(cr, surface.surface, origin.x, origin.y)
    }

    /// Fills with `color` through the alpha of `mask` placed at `origin`.
    public func mask(_ mask: ImageSurface, at origin: Point, color: RGB, alpha: Double) {
        cairo_set_source_rgba(cr, color.r, color.g, color.b, alpha)
        cairo_mask_surface(cr, mask.surface, origin.x, origin.y)
    }

    /// Fills with `color` through the alpha of `mask`, drawn `factor` times larger with its
    /// top-left at `origin` (smoothly interpolated: used for glow blurred at low resolution).
    public func mask(_ mask: ImageSurface, at origin: Point, scaledBy factor: Double, color: RGB, alpha: Double) {
        cairo_set_source_rgba(cr, color.r, color.g, color.b, alpha)
        let pattern = cairo_pattern_create_for_surface(mask.surface)
        var m = cairo_matrix_t()
        // Pattern matrices map user space to pattern space: the inverse of the placement.
        cairo_matrix_init_scale(&m, 1 / factor, 1 / factor)
        cairo_matrix_translate(&m, -origin.x, -origin.y)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    // MARK: Text

    /// Draws `text` in the label face (wide, bold sans, like embossed DYMO tape), its capitals
    /// `capHeight` tall, centred in `box`, letter-spaced by `tracking` × cap height, squeezed
    /// horizontally if it would not fit.
    public func label(_ text: String, in box: Rect, capHeight: Double, tracking: Double = 0.18,
                      expansion: Double = 1.22) {
        guard !text.isEmpty, capHeight > 0 else { return }
        // DejaVu Sans capitals are 0.729 em tall.
        let size = capHeight / LabelFont.capHeightPerEm
        let chars = text.map(String.init)
        let advances = chars.map { outlines.advance($0, bold: true) * size * expansion }
        let gap = tracking * capHeight
        let natural = advances.reduce(0, +) + gap * Double(max(chars.count - 1, 0))
        let squeeze = min(1, box.width * 0.94 / max(natural, 1e-9))
        var x = box.midX - natural * squeeze / 2
        let baseline = box.midY + capHeight / 2
        cairo_save(cr)
        cairo_translate(cr, x, baseline)
        cairo_scale(cr, squeeze, 1)
        x = 0
        for (ch, adv) in zip(chars, advances) {
            outlines.append(ch, bold: true, to: cr, x: x, y: 0, width: size * expansion, height: size)
            x += adv + gap
        }
        fillText()
        cairo_restore(cr)
    }
}

extension Canvas {
    /// Horizontal placement of running text.
    public enum Alignment: Sendable { case left, center, right }

    /// Plain running text (settings overlay, menus): `text` in the label family, its capitals
    /// `capHeight` tall, vertically centred in `box`, cut with an ellipsis if wider than the box.
    /// Returns the width drawn.
    @discardableResult
    public func text(_ text: String, in box: Rect, capHeight: Double, bold: Bool = false,
                     align: Alignment = .left) -> Double {
        guard !text.isEmpty, capHeight > 0, box.width > 0 else { return 0 }
        let size = capHeight / LabelFont.capHeightPerEm
        func advance(_ text: String) -> Double { outlines.advance(text, bold: bold) * size }
        var shown = text
        var width = advance(shown)
        if width > box.width {
            // Drop characters until it fits with an ellipsis: a clipped glyph reads as a bug.
            var chars = Array(text)
            while !chars.isEmpty, advance(String(chars) + "…") > box.width { chars.removeLast() }
            shown = String(chars) + "…"
            width = advance(shown)
        }
        let x: Double = switch align {
        case .left: box.minX
        case .center: box.midX - width / 2
        case .right: box.maxX - width
        }
        outlines.append(shown, bold: bold, to: cr, x: x, y: box.midY + capHeight / 2, width: size, height: size)
        fillText()
        return width
    }

    /// Fills the glyph outlines the text calls added to the path.
    ///
    /// Text is filled as outlines by Cairo's own rasterizer, never shown through FreeType's glyph
    /// bitmaps: FreeType's rasterizer and its antialiasing change between releases (Debian 12's
    /// 2.12 and Debian 13's 2.13 differed in up to 120/255 at label edges), while Cairo fills a
    /// path the same on 1.16 and 1.18, as the LEDs show. The outlines are the font's own (no
    /// hinting), so a render is the same on every release the project supports.
    private func fillText() {
        cairo_fill(cr)
    }

    /// How wide `text` would be drawn by `text(_:in:capHeight:bold:)`, uncut.
    public func textWidth(_ text: String, capHeight: Double, bold: Bool = false) -> Double {
        outlines.advance(text, bold: bold) * capHeight / LabelFont.capHeightPerEm
    }

    /// Loads the label font before anything is painted with it: its files read and parsed by
    /// FreeType (half a millisecond), which a shell can let happen on another core while it
    /// connects to the server and lays the face out. The pixels are the same whichever thread
    /// loaded it.
    public static func loadFonts() {
        let image = ImageSurface(width: 1, height: 1, format: .a8)
        _ = Canvas(surface: image.surface).textWidth("A", capHeight: 10, bold: true)
    }

}

/// The lettering of labels and plates.
enum LabelFont {
    /// Shipped by fonts-dejavu-core, which the Makefile installs, so renders match everywhere.
    static let family = "DejaVu Sans"
    static let capHeightPerEm = 0.729

    /// Where fonts-dejavu-core puts the two faces (the files `fc-match "DejaVu Sans"` names).
    static let regularFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The faces, read from their files once a process, on first use. Read through FreeType
    /// rather than found by fontconfig: its first lookup reads the whole font configuration
    /// (4 ms, a sixth of a launch, and its memory for the clock's life) to find these same files.
    /// Text is filled from the glyphs' outlines, unhinted, so the pixels are fontconfig's.
    /// Nil where a file is missing: the family is then looked up by name, as before.
    private static let faces: Faces = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { return Faces(regular: nil, bold: nil) }
        // The library and faces live as long as the process: cairo holds the faces.
        func face(_ path: String) -> OpaquePointer? {
            var face: FT_Face?
            guard tc_open_font_face(library, path, &face) == 0, let face else { return nil }
            let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)
            guard cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else { return nil }
            return cairoFace
        }
        return Faces(regular: face(regularFile), bold: face(boldFile))
    }()

    /// Cairo's font faces are reference-counted and may be used from any thread (cairo locks
    /// the FreeType face while it reads glyphs), and these are never released.
    private struct Faces: @unchecked Sendable {
        let regular: OpaquePointer?
        let bold: OpaquePointer?
    }

    /// Makes the label face current on `cr`.
    static func select(on cr: OpaquePointer, bold: Bool) {
        if let face = bold ? faces.bold : faces.regular {
            cairo_set_font_face(cr, face)
        } else {
            cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        }
    }
}

/// An image's pixels as `Canvas.pixelTarget()` hands them out: device pixels, the canvas's
/// whole-pixel translation, and its clip as whole-pixel rectangles that do not overlap.
struct PixelTarget {
    let surface: OpaquePointer
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// Add to user coordinates for device pixels.
    let offset: PixelBox.Point
    let region: [PixelBox]

    /// Tells Cairo the pixels in `box` were written behind its back.
    func changed(_ box: PixelBox) {
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
    }
}

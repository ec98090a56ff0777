import CCairo
import CX11
import Glibc
import TimeCircuitsCore
import TimeCircuitsRender

/// The colon of every row at each brightness, held by the X server.
///
/// Each level is one sheet: the colon damage rectangle of every row whose colon follows the
/// clock, stacked top to bottom, painted from one picture's base (the background and lights,
/// whose glow reaches into the colon's area) with the colon over it. A colon tick is then a copy
/// of each row's strip from the sheet to the window: a few dozen bytes of requests and no pixels
/// over the wire. Sheets belong to what the base holds under the strips, so the set is rebuilt
/// when that changes.
final class ColonSprites {
    /// Each such row's colon damage rectangle in the picture, and where it sits in a sheet.
    private let strips: [(picture: Rect, sheetOrigin: Point)]
    private let sheetWidth: Int
    private let sheetHeight: Int
    /// The base under the strips, stacked as in a sheet: what every sheet starts from, kept
    /// apart from the base, which a new picture may repaint in place.
    private let under: ImageSurface?
    private let painter: FacePainter
    private let rows: [RowLights]
    private let display: DisplayConnection
    private let drawable: Drawable
    private let gc: GC
    private var sheets: [Double: ServerPicture] = [:]

    init(display: DisplayConnection, drawable: Drawable, gc: GC, layout: FaceLayout, painter: FacePainter,
         base: ImageSurface, rows: [RowLights]) {
        self.display = display
        self.drawable = drawable
        self.gc = gc
        self.painter = painter
        self.rows = rows
        let bounds = Rect(x: 0, y: 0, width: Double(base.width), height: Double(base.height))
        var strips: [(Rect, Point)] = []
        var y = 0.0, width = 0.0
        for row in layout.rows where row.slot < rows.count && rows[row.slot].colon == nil {
            guard let r = row.colonDamage.intersection(bounds) else { continue }
            strips.append((r, Point(0, y)))
            y += r.height
            width = max(width, r.width)
        }
        self.strips = strips
        sheetWidth = Int(width)
        sheetHeight = Int(y)
        guard sheetWidth > 0, sheetHeight > 0 else {
            under = nil
            return
        }
        let under = ImageSurface(width: sheetWidth, height: sheetHeight)
        let c = Canvas(surface: under.surface)
        for strip in self.strips {
            c.replace(with: base, at: Point(strip.sheetOrigin.x - strip.picture.minX, strip.sheetOrigin.y - strip.picture.minY),
                      in: [Self.sheetRect(strip)])
        }
        self.under = under
    }

    /// Copies the colon at `level` to each of `targets`, at the picture's own coordinates, on
    /// `connection` when given (a step handed to the server) else on the sprites' own.
    func show(level: Double, on targets: [Drawable], gc: GC, connection: OpaquePointer? = nil) {
        guard let sheet = sheet(for: level) else { return }
        for target in targets {
            for strip in strips {
                sheet.copy(Self.sheetRect(strip), to: target, at: strip.picture.origin, gc: gc, on: connection)
            }
        }
    }

    /// Hands `steps` to `server`: each copies the colon at its level to each of `targets` on the
    /// server's own connection, at its instant.
    func hand(_ steps: [ColonStep], to server: ServerColon, on targets: [Drawable]) {
        warm(steps.map { ColonLevels.quantized($0.level) })
        server.hand(steps) { level in
            show(level: ColonLevels.quantized(level), on: targets, gc: server.gc, connection: server.connection)
        }
    }

    /// Whether these sheets also hold for `base` showing `rows`: the same rows' colons follow the
    /// clock and the base is the same under every strip, as at most minute changes, since the
    /// digits' glow stays inside their windows. Then the new minute costs no colon painting at all.
    func fit(_ base: ImageSurface, rows: [RowLights]) -> Bool {
        guard rows.map({ $0.colon == nil }) == self.rows.map({ $0.colon == nil }) else { return false }
        guard let under else { return true }
        return under.withPixels { old, oldStride in
            base.withPixels { new, stride in
                strips.allSatisfy { strip in
                    let r = strip.picture
                    let bytes = Int(r.width) * 4
                    return (0..<Int(r.height)).allSatisfy { dy in
                        memcmp(old + (Int(strip.sheetOrigin.y) + dy) * oldStride + Int(strip.sheetOrigin.x) * 4,
                               new + (Int(r.minY) + dy) * stride + Int(r.minX) * 4, bytes) == 0
                    }
                }
            }
        }
    }

    /// Where `strip` sits in a sheet.
    private static func sheetRect(_ strip: (picture: Rect, sheetOrigin: Point)) -> Rect {
        Rect(x: strip.sheetOrigin.x, y: strip.sheetOrigin.y, width: strip.picture.width, height: strip.picture.height)
    }

    /// Renders the sheets for `levels` now, so the ticks that show them later cost only a copy.
    func warm(_ levels: [Double]) {
        for level in levels { _ = sheet(for: level) }
    }

    private func sheet(for level: Double) -> ServerPicture? {
        if let s = sheets[level] { return s }
        guard let under else { return nil }
        let image = ImageSurface(width: sheetWidth, height: sheetHeight)
        let c = Canvas(surface: image.surface)
        c.replace(with: under)
        for strip in strips {
            c.withState {
                c.translate(strip.sheetOrigin.x - strip.picture.minX, strip.sheetOrigin.y - strip.picture.minY)
                c.rect(strip.picture)
                c.clip()
                painter.paintColon(level: level, of: rows, within: [strip.picture], on: c)
            }
        }
        let sheet = ServerPicture(display: display, drawable: drawable, gc: gc, width: sheetWidth, height: sheetHeight)
        sheet.upload(image, rects: [Rect(x: 0, y: 0, width: Double(sheetWidth), height: Double(sheetHeight))])
        sheets[level] = sheet
        return sheet
    }
}

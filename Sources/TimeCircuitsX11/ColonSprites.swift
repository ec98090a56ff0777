import CCairo
import CX11
import Glibc
import TimeCircuitsCore
import TimeCircuitsRender

/// The colon of every row at each brightness, held by the X server.
///
/// Each level is one sheet: the colon damage rectangle of every row that shows a readout, stacked
/// top to bottom, painted from one minute's base (the background and digits, whose glow reaches
/// into the colon's area) with the colon over it. A colon tick is then a copy of each row's strip
/// from the sheet to the window: a few dozen bytes of requests and no pixels over the wire.
/// Sheets belong to one base, so the set is rebuilt when the digits change.
final class ColonSprites {
    /// Each shown row's colon damage rectangle in the picture, and where it sits in a sheet.
    private let strips: [(picture: Rect, sheetOrigin: Point)]
    private let sheetWidth: Int
    private let sheetHeight: Int
    private var base: ImageSurface
    private let painter: FacePainter
    private let rowsShown: [Bool]
    private let display: DisplayConnection
    private let drawable: Drawable
    private let gc: GC
    private var sheets: [Double: ServerPicture] = [:]

    init(display: DisplayConnection, drawable: Drawable, gc: GC, layout: FaceLayout, painter: FacePainter,
         base: ImageSurface, rows: [RowContent]) {
        self.display = display
        self.drawable = drawable
        self.gc = gc
        self.base = base
        self.painter = painter
        rowsShown = rows.map { $0.readout != nil }
        let bounds = Rect(x: 0, y: 0, width: Double(base.width), height: Double(base.height))
        var strips: [(Rect, Point)] = []
        var y = 0.0, width = 0.0
        for row in layout.rows where row.slot < rowsShown.count && rowsShown[row.slot] {
            guard let r = row.colonDamage.intersection(bounds) else { continue }
            strips.append((r, Point(0, y)))
            y += r.height
            width = max(width, r.width)
        }
        self.strips = strips
        sheetWidth = Int(width)
        sheetHeight = Int(y)
    }

    /// Copies the colon at `level` to each of `targets`, at the picture's own coordinates.
    func show(level: Double, on targets: [Drawable], gc: GC) {
        guard let sheet = sheet(for: level) else { return }
        for target in targets {
            for strip in strips {
                sheet.copy(Rect(x: strip.sheetOrigin.x, y: strip.sheetOrigin.y, width: strip.picture.width, height: strip.picture.height),
                           to: target, at: strip.picture.origin, gc: gc)
            }
        }
    }

    /// Takes `next` as the base if it is the same as the current one under every strip, as it is
    /// at most minute changes: the digits' glow stays inside their windows, so the sheets
    /// already rendered still hold and the new minute costs no colon painting at all.
    func adopt(_ next: ImageSurface, rows: [RowContent]) -> Bool {
        guard next.width == base.width, next.height == base.height,
              rows.map({ $0.readout != nil }) == rowsShown else { return false }
        let same = base.withPixels { old, stride in
            next.withPixels { new, _ in
                strips.allSatisfy { strip in
                    let r = strip.picture
                    let bytes = Int(r.width) * 4
                    return (Int(r.minY)..<Int(r.maxY)).allSatisfy { y in
                        let offset = y * stride + Int(r.minX) * 4
                        return memcmp(old + offset, new + offset, bytes) == 0
                    }
                }
            }
        }
        if same { base = next }
        return same
    }

    /// Renders the sheets for `levels` now, so the ticks that show them later cost only a copy.
    func warm(_ levels: [Double]) {
        for level in levels { _ = sheet(for: level) }
    }

    private func sheet(for level: Double) -> ServerPicture? {
        if let s = sheets[level] { return s }
        guard sheetWidth > 0, sheetHeight > 0 else { return nil }
        let image = ImageSurface(width: sheetWidth, height: sheetHeight)
        let c = Canvas(surface: image.surface)
        for strip in strips {
            c.withState {
                let dx = strip.sheetOrigin.x - strip.picture.minX, dy = strip.sheetOrigin.y - strip.picture.minY
                c.translate(dx, dy)
                c.replace(with: base, in: [strip.picture])
                c.rect(strip.picture)
                c.clip()
                painter.paintColon(level: level, rowsShown: rowsShown, on: c)
            }
        }
        let sheet = ServerPicture(display: display, drawable: drawable, gc: gc, width: sheetWidth, height: sheetHeight)
        sheet.upload(image, rects: [Rect(x: 0, y: 0, width: Double(sheetWidth), height: Double(sheetHeight))])
        sheets[level] = sheet
        return sheet
    }
}

import CCairo
import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsRender

/// The face as the renderer painted it before it was made fast (Tests/References/, rendered by the
/// code of commit 0e03844, their text renewed when labels became filled outlines, issue 26, and
/// when the outlines came from one size and were scaled, issue 44: at most 13/255 at text edges):
/// every state here must still come out within `tolerance` of those pixels, channel by channel.
/// A faster paint path that drifts further has changed the prop.
///
/// Exact to 2/255 on every release the suite runs on (Debian 12's Cairo 1.16 and Debian 13's
/// 1.18, `make test-debian13`): text is filled by Cairo as outlines (`Canvas.fillText`), not
/// rasterized by FreeType, whose antialiasing changes between releases, so no region needs a
/// looser measure, and a change of 3/255 in one pixel anywhere is still caught (below).
///
/// Each state is built as `timecircuits render` builds it (a model at a frozen instant, an
/// animation started before it), so the references double as what the command writes.
/// `TC_RECORD_REFERENCES=dir` also writes each render into `dir`, to inspect or to renew them.
@Suite("Reference renders")
struct ReferenceRenderTests {
    /// Most a channel may differ from the reference, in 1/255 steps.
    static let tolerance = 2
    static let film = try! FrozenDate.parse("1985-10-26T01:21:00-07:00")
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("References")

    /// One reference: a face state at a size, and the part of it kept (all of it when nil).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let width: Int, height: Int
        var overrides = LaunchOverrides(frozen: ReferenceRenderTests.film)
        var animation: (name: AnimationName, time: Double, seed: UInt64)?
        var colon: Double?
        var overlayOpen = false
        /// A crop, so a 4K face can be checked without keeping all of its pixels in the repository.
        var crop: (x: Int, y: Int, width: Int, height: Int)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "day-colon-lit-520x335", width: 520, height: 335, colon: ColonClock.fullLevel),
        Case(name: "day-colon-dim-520x335", width: 520, height: 335, colon: ColonClock.dimLevel),
        Case(name: "night-520x335", width: 520, height: 335,
             overrides: LaunchOverrides(frozen: film, twentyFourHour: true, night: true)),
        Case(name: "brightness-3-520x335", width: 520, height: 335,
             overrides: LaunchOverrides(frozen: film, brightness: 3), colon: ColonClock.fullLevel),
        Case(name: "power-on-1.1s-520x335", width: 520, height: 335, animation: (.powerOn, 1.1, 1)),
        Case(name: "time-travel-1.6s-520x335", width: 520, height: 335, animation: (.timeTravel, 1.6, 7)),
        Case(name: "overlay-open-520x335", width: 520, height: 335, colon: ColonClock.fullLevel, overlayOpen: true),
        Case(name: "off-shape-333x215", width: 333, height: 215, colon: ColonClock.fullLevel),
        Case(name: "day-colon-lit-1920x1240", width: 1920, height: 1240, colon: ColonClock.fullLevel),
        Case(name: "time-travel-2.2s-1920x1240", width: 1920, height: 1240, animation: (.timeTravel, 2.2, 3),
             colon: ColonClock.dimLevel),
        // The top row's time half at 4K: HiDPI glow radii, lamps and colon, a fifth of the pixels.
        Case(name: "day-colon-lit-3840x2480-crop", width: 3840, height: 2480, colon: ColonClock.fullLevel,
             crop: (x: 1900, y: 120, width: 1800, height: 640)),
    ]

    /// The state rendered as `timecircuits render` renders it: a model at the frozen instant.
    static func render(_ c: Case) -> ImageSurface {
        let instant = c.overrides.frozen!
        var model = ClockModel(setup: ClockSetup(file: nil, overrides: c.overrides, localZone: .current, zones: .system), width: c.width, height: c.height, seed: 0)
        if let a = c.animation { model.play(a.name, startedAt: instant.addingTimeInterval(-a.time), seed: a.seed) }
        let lighting = model.lighting(at: instant)
        let img: ImageSurface
        switch model.frame(at: instant).picture {
        case .clock(var content):
            content.colonLevel = c.colon ?? content.colonLevel
            img = FaceRenderer.image(width: c.width, height: c.height, content: content, lighting: lighting)
        case .animation(let frame, let level):
            img = FaceRenderer.image(width: c.width, height: c.height, frame: frame, colonLevel: c.colon ?? level,
                                     lighting: lighting)
        case .bigDigits(let content):
            img = FaceRenderer.image(width: c.width, height: c.height, bigDigits: content, lighting: lighting)
        }
        if c.overlayOpen {
            var overlay = OverlayPicture.fixture(cities: model.face.cities, width: c.width, height: c.height)
            _ = overlay.follow(.key(.ctrlComma))
            OverlayPainter(overlay: overlay, instant: instant, zones: ShownZones(resolver: .system)).paint(on: Canvas(surface: img.surface))
        }
        guard let crop = c.crop else { return img }
        let part = ImageSurface(width: crop.width, height: crop.height)
        Canvas(surface: part.surface).replace(with: img, at: Point(Double(-crop.x), Double(-crop.y)))
        return part
    }

    @Test("every state renders within 2/255 of its reference", arguments: cases)
    func matchesReference(_ c: Case) throws {
        let img = Self.render(c)
        if let dir = ProcessInfo.processInfo.environment["TC_RECORD_REFERENCES"] {
            try img.writePNG(to: "\(dir)/\(c.name).png")
        }
        let path = Self.references.appendingPathComponent("\(c.name).png").path
        let reference = try #require(Self.load(path), "no reference at \(path)")
        #expect(reference.width == img.width && reference.height == img.height)
        let d = Self.difference(img, reference)
        #expect(d.over == 0,
                "\(c.name): \(d.over) of \(img.width * img.height) pixels differ by more than \(Self.tolerance)/255, at most \(d.max)/255 (first at \(d.first.map { "\($0.x),\($0.y)" } ?? "-"))")
    }

    @Test("the comparison sees a change of 3/255 in one channel of one pixel")
    func comparisonIsSharp() throws {
        let c = Self.cases[0]
        let reference = try #require(Self.load(Self.references.appendingPathComponent("\(c.name).png").path))
        let img = Self.render(c)
        img.withPixels { p, stride in
            let at = p + 100 * stride + 200 * 4 + 1
            at.pointee = at.pointee > 127 ? at.pointee - 3 : at.pointee + 3
        }
        img.markDirty()
        let d = Self.difference(img, reference)
        #expect(d.over == 1 && d.max == 3 && d.first?.x == 200 && d.first?.y == 100)
    }

    @Test("the comparison sees a change of 3/255 in one pixel of a lit LED")
    func ledChangeIsSeen() throws {
        let c = Self.cases[0]
        let reference = try #require(Self.load(Self.references.appendingPathComponent("\(c.name).png").path))
        let img = Self.render(c)
        // The first pixel of the top row's MONTH window whose red is a lit segment's (BGRA bytes).
        let lit = img.withPixels { p, stride -> (x: Int, y: Int)? in
            for y in 40..<90 {
                for x in 20..<150 where p[y * stride + x * 4 + 2] > 230 && p[y * stride + x * 4 + 1] < 160 {
                    p[y * stride + x * 4 + 2] -= 3
                    return (x, y)
                }
            }
            return nil
        }
        img.markDirty()
        let at = try #require(lit, "a lit segment in the MONTH window")
        let d = Self.difference(img, reference)
        #expect(d.over == 1 && d.max == 3 && d.first?.x == at.x && d.first?.y == at.y)
    }

    static func load(_ path: String) -> ImageSurface? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let png = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(png) }
        guard cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else { return nil }
        let img = ImageSurface(width: Int(cairo_image_surface_get_width(png)), height: Int(cairo_image_surface_get_height(png)))
        let c = Canvas(surface: img.surface)
        c.setOperator(CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(c.cr, png, 0, 0)
        c.paint()
        return img
    }

    /// Pixels with a channel more than `tolerance` away, the largest difference, the first such pixel.
    static func difference(_ a: ImageSurface, _ b: ImageSurface) -> (over: Int, max: Int, first: (x: Int, y: Int)?) {
        guard a.width == b.width, a.height == b.height else { return (a.width * a.height, 255, nil) }
        var over = 0, most = 0
        var first: (x: Int, y: Int)?
        a.withPixels { pa, sa in
            b.withPixels { pb, sb in
                for y in 0..<a.height {
                    let ra = pa + y * sa, rb = pb + y * sb
                    for x in 0..<a.width {
                        var worst = 0
                        for ch in 0..<4 { worst = max(worst, abs(Int(ra[x * 4 + ch]) - Int(rb[x * 4 + ch]))) }
                        most = max(most, worst)
                        if worst > tolerance {
                            over += 1
                            if first == nil { first = (x, y) }
                        }
                    }
                }
            }
        }
        return (over, most, first)
    }
}

import Foundation
import Testing
import TimeCircuitsCore
@testable import TimeCircuitsRender

/// Frames of the animations, night mode, brightness and the 24-hour clock, rendered headless and
/// sampled where the layout says the segments, lamps and panels are.
@Suite("Animation and lighting rendering")
struct AnimationRenderTests {
    typealias T = FaceRenderTests
    static let size = (width: 520, height: 335)
    static let layout = FaceLayout(width: size.width, height: size.height)
    static let rows = T.content.rows

    static func render(_ frame: AnimationFrame) -> ImageSurface {
        FaceRenderer.image(width: size.width, height: size.height, frame: frame, colonLevel: 1)
    }

    static func render(lighting: Lighting, hourCycle: HourCycle = .twelve) -> ImageSurface {
        FaceRenderer.image(width: size.width, height: size.height,
                           content: FaceContent(cities: T.cities, at: T.film, colonLevel: 1, hourCycle: hourCycle, zones: ShownZones(resolver: .system)),
                           lighting: lighting)
    }

    static func bytes(_ img: ImageSurface, height: Int = size.height) -> [UInt8] {
        img.withPixels { p, stride in Array(UnsafeBufferPointer(start: p, count: stride * height)) }
    }

    @Test("a power-on frame lights exactly the letters it spells: TIME on red, the rest dark")
    func powerOnFrame() throws {
        let frame = try #require(PowerOnSequence.frame(at: 0.7, target: Self.rows))
        let img = Self.render(frame)
        let red = Self.layout.rows[0]
        let month = red.windows.first { $0.field == .month }!
        // T on the first 14-segment cell: its top bar and centre verticals, not its sides.
        #expect(T.sample(img, month.cells[0].bars[.a]!.centroid).luma > 0.45)
        #expect(T.sample(img, month.cells[0].bars[.i]!.centroid).luma > 0.45)
        #expect(T.sample(img, month.cells[0].bars[.f]!.centroid).luma < 0.3)
        // Nothing on the amber row yet, not even its lamps.
        let amber = Self.layout.rows[2]
        for w in amber.windows { for cell in w.cells { for bar in cell.bars.values {
            #expect(T.sample(img, bar.centroid).luma < 0.3)
        } } }
        #expect(T.sample(img, amber.amLamp.center).luma < 0.3 && T.sample(img, amber.pmLamp.center).luma < 0.3)
    }

    @Test("the end of an animation is the clock itself, pixel for pixel, rows without a city included",
          arguments: [3, 1])
    func lastFrameIsTheClock(cities: Int) throws {
        let rows = Self.rows.prefix(cities) + Array(repeating: RowContent.dark, count: 3 - cities)
        let frame = AnimationFrame(rows: rows.map { RowLights(readout: $0.readout) }, plates: rows.map(\.plateName))
        let animated = Self.render(frame)
        let clock = FaceRenderer.image(width: Self.size.width, height: Self.size.height, content: FaceContent(rows: Array(rows), colonLevel: 1))
        #expect(Self.bytes(animated) == Self.bytes(clock))
    }

    @Test("repainting only the changed rows of a frame gives the pixels of painting it afresh",
          arguments: [(520, 335), (1040, 670), (333, 215), (90, 58)])
    func partialRepaint(width: Int, height: Int) throws {
        let painter = FacePainter(layout: FaceLayout(width: width, height: height))
        let plates = Self.rows.map(\.plateName)
        let background = ImageSurface(width: width, height: height)
        painter.paintBackground(plates: plates, on: Canvas(surface: background.surface))
        func fresh(_ rows: [RowLights], colon: Double) -> ImageSurface {
            let img = ImageSurface(width: width, height: height)
            let c = Canvas(surface: img.surface)
            c.replace(with: background)
            painter.paintLights(rows, colonLevel: colon, on: c)
            return img
        }
        // Steps of the power-on (one row at a time) and of a travel to the same cities (any rows),
        // the colon blinking meanwhile.
        var frames: [(AnimationFrame, Double)] = []
        for t in stride(from: 0.3, to: 3.3, by: 0.35) {
            frames.append((try #require(PowerOnSequence.frame(at: t, target: Self.rows)), t.truncatingRemainder(dividingBy: 1) < 0.5 ? 1 : 0))
        }
        for t in stride(from: 0.1, to: 2.8, by: 0.3) {
            frames.append((try #require(TimeTravelSequence.frame(at: t, from: Self.rows, to: Self.rows, seed: 11)), 1))
        }
        let shown = fresh(frames[0].0.rows, colon: frames[0].1)
        var repainted = 0.0
        for (previous, next) in zip(frames, frames.dropFirst()) {
            let change = ReadoutChange.between(previous.0.rows, next.0.rows, colon: (previous.1, next.1))
            let rects = painter.repaintLights(next.0.rows, colonLevel: next.1, change: change, background: background,
                                              on: Canvas(surface: shown.surface))
            repainted += rects.reduce(0) { $0 + $1.width * $1.height }
            #expect(Self.bytes(shown, height: height) == Self.bytes(fresh(next.0.rows, colon: next.1), height: height))
        }
        #expect(repainted < Double(width * height * (frames.count - 1)) / 3, "steps repaint what they change, not the face")
    }

    @Test("a fading word is dimmer than a lit one and brighter than a dark one")
    func fades() {
        func brightness(_ level: Double) -> Double {
            let f = AnimationFrame(rows: [.dark, .dark, RowLights(text: "ON", start: 0, level: level)], plates: [nil, nil, nil])
            let cell = Self.layout.rows[2].windows[0].cells[0]
            return T.sample(Self.render(f), cell.bars[.a]!.centroid).luma
        }
        let (off, half, full) = (brightness(0), brightness(0.5), brightness(1))
        #expect(off < half && half < full, "\(off) \(half) \(full)")
    }

    @Test("night mode darkens the panels and the LEDs but keeps them lit and tinted")
    func night() {
        let day = Self.render(lighting: .full), night = Self.render(lighting: Lighting(night: true))
        let row = Self.layout.rows[1]
        let panel = Point(row.panel.minX + 6, row.panel.midY)
        #expect(T.sample(night, panel).luma < T.sample(day, panel).luma * 0.5)
        let bar = row.windows.first { $0.field == .year }!.cells[1].bars[.b]!.centroid  // the 9 of 1985
        let lit = T.sample(night, bar)
        #expect(lit.luma < T.sample(day, bar).luma && lit.luma > 0.15 && T.isTinted(lit, slot: 1), "\(lit)")
    }

    @Test("lower brightness dims the lit segments step by step, not the panels")
    func brightness() {
        let bar = Self.layout.rows[0].windows.first { $0.field == .year }!.cells[1].bars[.b]!.centroid
        let panel = Point(Self.layout.rows[0].panel.minX + 6, Self.layout.rows[0].panel.midY)
        let lumas = [10, 6, 2].map { T.sample(Self.render(lighting: Lighting(brightness: $0)), bar).luma }
        #expect(lumas[0] > lumas[1] && lumas[1] > lumas[2] && lumas[2] > 0.05, "\(lumas)")
        #expect(T.sample(Self.render(lighting: Lighting(brightness: 2)), panel) .luma == T.sample(Self.render(lighting: .full), panel).luma)
    }

    @Test("the 24-hour clock shows 16 for 4 PM and lights neither lamp")
    func twentyFourHour() {
        let pm = try! FrozenDate.parse("1985-10-26T16:21:00-04:00")  // 4:21 PM in New York
        let img = FaceRenderer.image(width: Self.size.width, height: Self.size.height,
                                     content: FaceContent(cities: T.cities, at: pm, colonLevel: 1, hourCycle: .twentyFour, zones: ShownZones(resolver: .system)))
        let red = Self.layout.rows[0]
        let hour = red.windows.first { $0.field == .hour }!
        // "1": B and C lit, E dark; "6": E lit.
        #expect(T.sample(img, hour.cells[0].bars[.b]!.centroid).luma > 0.45)
        #expect(T.sample(img, hour.cells[0].bars[.e]!.centroid).luma < 0.3)
        #expect(T.sample(img, hour.cells[1].bars[.e]!.centroid).luma > 0.45)
        for row in Self.layout.rows {
            #expect(T.sample(img, row.amLamp.center).luma < 0.3 && T.sample(img, row.pmLamp.center).luma < 0.3)
        }
    }
}

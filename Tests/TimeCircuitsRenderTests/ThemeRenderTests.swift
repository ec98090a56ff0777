import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage
@testable import TimeCircuitsRender

/// Each theme painted at the film's instant (1985-10-26 01:21, top row MIN reading 21): its
/// reference render (Tests/References/theme-NAME-520x335.png) holds the look, and samples at bar
/// centroids hold what a theme must keep whatever its look: lit bars stand out from unlit ones,
/// in their row's colour. `TC_RECORD_REFERENCES=dir` writes every render here into `dir`, at three
/// sizes and at night, to look at or to renew the references.
@Suite("Theme rendering")
struct ThemeRenderTests {
    static let film = try! FrozenDate.parse("1985-10-26T01:21:00-07:00")
    static let zones = ["America/Los_Angeles", "Europe/London", "Asia/Tokyo"]

    static func content(width: Int, height: Int, night: Bool = false) -> (FaceContent, Lighting) {
        let model = ClockModel(setup: ClockSetup(file: nil, overrides: LaunchOverrides(frozen: film, night: night), localZone: .current, zones: .system),
                               width: width, height: height, seed: 0)
        guard case .clock(var content) = model.frame(at: film).picture else { fatalError("the film's instant shows the clock") }
        content.colonLevel = ColonClock.fullLevel
        return (content, model.lighting(at: film))
    }

    static func render(_ theme: ThemeName, width: Int = 520, height: Int = 335, night: Bool = false,
                       colors: RowColors? = nil) -> ImageSurface {
        let (content, lighting) = content(width: width, height: height, night: night)
        return FaceRenderer.image(width: width, height: height, content: content, lighting: lighting,
                                  theme: Theme.named(theme, colors: colors))
    }

    /// The pixel at the centre of `segment` in cell `cell` of `field`'s window on row `slot`.
    static func centroid(_ layout: FaceLayout, slot: Int, field: Field, cell: Int, segment: Segment) -> (x: Int, y: Int) {
        let window = layout.rows[slot].windows.first { $0.field == field }!
        let c = window.cells[cell].bars[segment]!.centroid
        return (Int(c.x), Int(c.y))
    }

    static func pixel(_ img: ImageSurface, _ at: (x: Int, y: Int)) -> (r: Int, g: Int, b: Int) {
        img.withPixels { p, stride in
            let px = p + at.y * stride + at.x * 4
            return (Int(px[2]), Int(px[1]), Int(px[0]))
        }
    }

    @Test("every theme renders within 2/255 of its reference", arguments: ThemeName.allCases)
    func matchesReference(_ theme: ThemeName) throws {
        let img = Self.render(theme)
        if let dir = ProcessInfo.processInfo.environment["TC_RECORD_REFERENCES"] {
            try img.writePNG(to: "\(dir)/theme-\(theme.rawValue)-520x335.png")
            for (w, h) in [(333, 215), (1040, 670), (1920, 1240)] {
                try Self.render(theme, width: w, height: h).writePNG(to: "\(dir)/theme-\(theme.rawValue)-\(w)x\(h).png")
            }
            try Self.render(theme, width: 1040, height: 670, night: true).writePNG(to: "\(dir)/theme-\(theme.rawValue)-night-1040x670.png")
            let timer = TimerContent(timer: CountdownTimer(duration: 1080, state: .running(endsAt: 1100)), presets: .standard,
                                     at: 1000, wall: Self.film, zone: Zone(identifier: "UTC")!, cycle: .twelve)
            try FaceRenderer.image(width: 1040, height: 670, bigDigits: timer.picture, theme: Theme.named(theme))
                .writePNG(to: "\(dir)/theme-\(theme.rawValue)-timer-1040x670.png")
        }
        let path = ReferenceRenderTests.references.appendingPathComponent("theme-\(theme.rawValue)-520x335.png").path
        let reference = try #require(ReferenceRenderTests.load(path), "no reference at \(path)")
        let d = ReferenceRenderTests.difference(img, reference)
        #expect(d.over == 0, "\(theme): \(d.over) pixels differ by more than 2/255, at most \(d.max)/255")
    }

    @Test("lit bars stand out from unlit ones in their row's colour, in every theme and size",
          arguments: ThemeName.allCases, [(520, 335), (1920, 1240)])
    func litAgainstUnlit(_ theme: ThemeName, size: (Int, Int)) {
        let img = Self.render(theme, width: size.0, height: size.1)
        let layout = FaceLayout(width: size.0, height: size.1)
        // MIN reads 21 on every row: the 2's top bar is lit, its lower right bar is not. The
        // prop's bar is white-hot at its centre, so a row's colour shows as its leading channel.
        for slot in 0..<3 {
            let lit = Self.pixel(img, Self.centroid(layout, slot: slot, field: .minute, cell: 0, segment: .a))
            let unlit = Self.pixel(img, Self.centroid(layout, slot: slot, field: .minute, cell: 0, segment: .c))
            let distance = abs(lit.r - unlit.r) + abs(lit.g - unlit.g) + abs(lit.b - unlit.b)
            #expect(distance > 90, "\(theme) row \(slot): lit \(lit) and unlit \(unlit) are too alike")
            switch slot {
            case 0: #expect(lit.r > lit.g + 30 && lit.r > lit.b + 30, "\(theme): the top row's lit bar \(lit) is not red")
            case 1: #expect(lit.g > lit.r + 30 && lit.g > lit.b + 30, "\(theme): the middle row's lit bar \(lit) is not green")
            default: #expect(lit.r >= lit.g && lit.g > lit.b + 30, "\(theme): the bottom row's lit bar \(lit) is not amber")
            }
        }
    }

    @Test("row colours given by the user light the bars in them", arguments: ThemeName.allCases)
    func userColours(_ theme: ThemeName) throws {
        let colors = try #require(RowColors.parse("red, red, #2a7bff"))
        let img = Self.render(theme, colors: colors)
        let layout = FaceLayout(width: 520, height: 335)
        let middle = Self.pixel(img, Self.centroid(layout, slot: 1, field: .minute, cell: 0, segment: .a))
        let bottom = Self.pixel(img, Self.centroid(layout, slot: 2, field: .minute, cell: 0, segment: .a))
        #expect(middle.r > middle.g + 40, "\(theme): the middle row asked red shows \(middle)")
        #expect(bottom.b > bottom.r + 30 && bottom.b > bottom.g, "\(theme): the bottom row asked blue shows \(bottom)")
    }

    @Test("a bar going out halfway through its ease is between lit and unlit", arguments: ThemeName.allCases)
    func easingHalfway(_ theme: ThemeName) throws {
        let (content, lighting) = Self.content(width: 520, height: 335)
        var before = content.rows
        for i in before.indices { before[i].readout?.minute = 20 }
        func shot(_ t: Double) throws -> ImageSurface {
            let frame = try #require(SegmentEase.frame(at: t, from: before, to: content.rows, duration: Theme.easeDuration))
            return FaceRenderer.image(width: 520, height: 335, frame: frame, colonLevel: 1, lighting: lighting,
                                      theme: Theme.named(theme))
        }
        let (start, middle, end) = (try shot(0), try shot(Theme.easeDuration / 2), try shot(Theme.easeDuration * 0.999))
        if let dir = ProcessInfo.processInfo.environment["TC_RECORD_REFERENCES"] {
            try middle.writePNG(to: "\(dir)/theme-\(theme.rawValue)-easing-520x335.png")
        }
        // MIN 20 → 21: the second cell's top bar goes out, its right bars stay lit.
        let layout = FaceLayout(width: 520, height: 335)
        for slot in 0..<3 {
            let going = Self.centroid(layout, slot: slot, field: .minute, cell: 1, segment: .a)
            let (a, m, b) = (Self.pixel(start, going), Self.pixel(middle, going), Self.pixel(end, going))
            let span = abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b)
            let fromStart = abs(a.r - m.r) + abs(a.g - m.g) + abs(a.b - m.b)
            let fromEnd = abs(b.r - m.r) + abs(b.g - m.g) + abs(b.b - m.b)
            #expect(span > 90 && fromStart > span / 5 && fromEnd > span / 5,
                    "\(theme) row \(slot): lit \(a), halfway \(m), out \(b)")
            let staying = Self.centroid(layout, slot: slot, field: .minute, cell: 1, segment: .b)
            // Lit throughout, it loses only the glow its neighbour threw on it.
            let (s0, s1) = (Self.pixel(start, staying), Self.pixel(end, staying))
            #expect(abs(s0.r - s1.r) + abs(s0.g - s1.g) + abs(s0.b - s1.b) < span / 4,
                    "\(theme) row \(slot): a bar lit throughout changes from \(s0) to \(s1)")
        }
    }

    @Test("each theme has its own look: no two render alike")
    func themesDiffer() {
        let images = ThemeName.allCases.map { Self.render($0) }
        for i in images.indices {
            for j in images.indices where j > i {
                let d = ReferenceRenderTests.difference(images[i], images[j])
                #expect(d.over > 520 * 335 / 4, "\(ThemeName.allCases[i]) and \(ThemeName.allCases[j]) look alike")
            }
        }
    }
}

import Testing
@testable import TimeCircuitsCore

/// SpeakerClock's rule held to figures: the timer's and stopwatch's digits take the window first,
/// in a row when it is wide and stacked when it is tall, with the chrome around them.
@Suite("Big digits: the timer and stopwatch fill the window")
struct BigDigitsLayoutTests {
    static let timer = BigDigitsShape(windows: ["MIN", "SEC"], presets: 3, bar: true, lamps: true)
    static let hours = BigDigitsShape(windows: ["HR", "MIN", "SEC"], presets: 3, bar: true, lamps: true)
    static let stopwatch = BigDigitsShape(windows: ["MIN", "SEC"], fraction: "1/100", laps: 4)

    /// Everything the layout places, for the containment checks.
    static func parts(_ l: BigDigitsLayout) -> [Rect] {
        l.windows.map(\.rect) + l.windows.map(\.label.rect) + [l.bar, l.status?.rect].compactMap { $0 } + l.presets.map(\.rect)
            + l.lampLabels.map(\.rect) + l.laps.map(\.rect) + l.lamps.map(\.bounds)
    }

    @Test("a presenter's screen: the timer's digits are at least half of 1920×1080, in one row")
    func wide() {
        let l = BigDigitsLayout(width: 1920, height: 1080, shape: Self.timer)
        #expect(!l.stacked)
        #expect(l.digitHeight >= 540, "\(l.digitHeight)")
        #expect(l.windows[0].rect.midY == l.windows[1].rect.midY && l.colons.count == 1)
        #expect(l.shown == l.shape, "everything fits at this size")
    }

    @Test("a portrait screen: MIN over SEC, each at least 28% of 1080×1920, the colon gone")
    func tall() {
        let l = BigDigitsLayout(width: 1080, height: 1920, shape: Self.timer)
        #expect(l.stacked && l.colons.isEmpty)
        #expect(l.digitHeight >= 0.28 * 1920, "\(l.digitHeight)")
        #expect(l.windows[0].rect.maxY < l.windows[1].rect.minY, "MIN above SEC")
        #expect(l.windows[0].name == "MIN" && l.windows[1].name == "SEC")
    }

    @Test("the stopwatch at 1920×1080: minutes and seconds at least 45% of the height, hundredths smaller under SEC, laps beside them")
    func stopwatch() throws {
        let l = BigDigitsLayout(width: 1920, height: 1080, shape: Self.stopwatch)
        #expect(l.digitHeight >= 0.45 * 1080, "\(l.digitHeight)")
        let fraction = try #require(l.windows.last)
        #expect(fraction.name == "1/100" && fraction.cells[0].box.height < l.digitHeight / 2)
        #expect(fraction.rect.minY > l.windows[1].rect.maxY && abs(fraction.rect.maxX - l.windows[1].rect.maxX) < 1)
        #expect(l.laps.count >= 3 && l.laps.allSatisfy { $0.rect.maxX < fraction.rect.minX })
    }

    @Test("the layout switches where the other arrangement gives bigger digits, so they never shrink at the switch")
    func switchesAtTheCrossover() {
        var last: BigDigitsLayout?
        // From tall to wide a pixel of width at a time at a fixed height (a stack's digits shrink
        // a little as the widening chassis grows its chrome, about a tenth of a pixel a step).
        for w in 500...1600 {
            let l = BigDigitsLayout(width: w, height: 800, shape: Self.timer)
            if let last, last.stacked != l.stacked {
                #expect(last.stacked && !l.stacked, "tall to wide, once")
                #expect(l.digitHeight >= last.digitHeight - 1, "no shrink at \(w): \(last.digitHeight) → \(l.digitHeight)")
            }
            last = l
        }
        #expect(BigDigitsLayout(width: 600, height: 900, shape: Self.timer).stacked)
        #expect(!BigDigitsLayout(width: 1200, height: 600, shape: Self.timer).stacked)
    }

    @Test("everything stays inside the panel and nothing overlaps, at every shape and size", arguments: [
        (260, 168), (520, 335), (700, 1200), (1040, 670), (1920, 1080), (1080, 1920), (3840, 2160), (300, 900), (1600, 300),
    ])
    func inside(width: Int, height: Int) {
        for shape in [Self.timer, Self.hours, Self.stopwatch] {
            let l = BigDigitsLayout(width: width, height: height, shape: shape)
            let parts = Self.parts(l).filter { $0.width > 0 && $0.height > 0 }
            for p in parts {
                #expect(l.panel.insetBy(-0.5, -0.5).contains(p), "\(width)×\(height) \(shape.windows): \(p) outside \(l.panel)")
            }
            for (i, a) in parts.enumerated() {
                for b in parts[(i + 1)...] where a.intersection(b).map({ $0.width > 0.5 && $0.height > 0.5 }) ?? false {
                    Issue.record("\(width)×\(height) \(shape.windows): \(a) overlaps \(b)")
                }
            }
        }
    }

    @Test("at small sizes the chrome steps aside, lamps first, rather than shrink the digits")
    func chromeStepsAside() {
        let small = BigDigitsLayout(width: 300, height: 190, shape: Self.timer)
        #expect(!small.shown.lamps, "the lamps go first")
        #expect(small.lamps.isEmpty && small.lampLabels.isEmpty)
        let roomy = BigDigitsLayout(width: 1040, height: 670, shape: Self.timer)
        #expect(roomy.shown == Self.timer && roomy.lamps.count == 3)
        // The chrome keeps a readable size: plates are no smaller than at the natural size.
        #expect(roomy.status!.rect.height >= BigDigitsLayout(width: 520, height: 335, shape: Self.timer).status!.rect.height)
    }

    @Test("the chassis fills the window whatever its shape; the clock's stays aspect-locked and centred")
    func enclosures() {
        let filling = Enclosure(filling: 700, height: 1200)
        #expect(filling.face == Rect(x: 0, y: 0, width: 700, height: 1200))
        let clock = Enclosure(width: 700, height: 1200)
        #expect(abs(clock.face.width / clock.face.height - FaceLayout.aspect) < 1e-9)
        #expect(Enclosure(filling: 10000, height: 10000).scale == Enclosure.fillingScales.upperBound)
    }

    @Test("a press between two windows of a row counts for the nearer one; the fraction takes no wheel")
    func hits() {
        let l = BigDigitsLayout(width: 1040, height: 670, shape: Self.timer)
        let gap = Point((l.windows[0].rect.maxX + l.windows[1].rect.minX) / 2 - 1, l.windows[0].rect.midY)
        #expect(l.window(at: gap)?.name == "MIN")
        let s = BigDigitsLayout(width: 1040, height: 670, shape: Self.stopwatch)
        #expect(s.window(at: s.windows[2].rect.center) == nil)
    }
}

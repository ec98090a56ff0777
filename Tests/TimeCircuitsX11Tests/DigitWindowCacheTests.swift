import Testing
import TimeCircuitsCore
import TimeCircuitsRender
@testable import TimeCircuitsX11

/// The digit panes' cache: its budget goes to the panes that change most often.
@Suite("Digit pane cache: the budget goes to the panes that change most")
struct DigitWindowCacheTests {
    static func content(_ minutes: String, _ seconds: String, phase: TimerPhase = .green) -> BigDigitsContent {
        BigDigitsContent(shape: BigDigitsShape(windows: ["MIN", "SEC"]), fields: [Array(minutes), Array(seconds)], phase: phase,
                         plates: BigDigitsPlates(status: ""))
    }

    static func keep(_ cache: inout DigitWindowCache, _ layout: BigDigitsLayout, _ content: BigDigitsContent,
                     window i: Int, pane k: Int, from image: ImageSurface) -> Bool {
        let key = DigitWindowCache.key(i, k, content)
        cache.keep(key, from: image, rect: layout.windows[i].panes[k].pixelBounds)
        return cache.patch(for: key) != nil
    }

    @Test("at 1920×1080 a minute's first second, which changes MIN too, leaves room for all ten pictures of the last digit of SEC")
    func lastDigitFirst() {
        let layout = BigDigitsLayout(width: 1920, height: 1080, shape: BigDigitsShape(windows: ["MIN", "SEC"]))
        let image = ImageSurface(width: 1920, height: 1080)
        var cache = DigitWindowCache(layout: layout)
        // 59:00 → 58:59: every pane changes, the slowest first.
        let first = Self.content("58", "59")
        #expect(!Self.keep(&cache, layout, first, window: 0, pane: 1, from: image), "MIN's units: a picture a minute, not worth a megabyte")
        let tens = "543210".filter { Self.keep(&cache, layout, Self.content("58", "\($0)9"), window: 1, pane: 0, from: image) }
        #expect(tens.count < 6, "SEC's tens: only what is left beside the units' ten pictures, not all six")
        for d in "0123456789" {
            #expect(Self.keep(&cache, layout, Self.content("58", "5\(d)"), window: 1, pane: 1, from: image), "SEC's units \(d)")
        }
    }

    @Test("at the natural size every pane of MIN and SEC fits; a new phase's pictures replace the old phase's")
    func smallFacesKeepEverything() {
        let layout = BigDigitsLayout(width: 520, height: 335, shape: BigDigitsShape(windows: ["MIN", "SEC"]))
        let image = ImageSurface(width: 520, height: 335)
        var cache = DigitWindowCache(layout: layout)
        #expect(Self.keep(&cache, layout, Self.content("12", "34"), window: 0, pane: 0, from: image))
        #expect(Self.keep(&cache, layout, Self.content("12", "34"), window: 1, pane: 1, from: image))
        let amber = Self.content("12", "34", phase: .amber)
        #expect(Self.keep(&cache, layout, amber, window: 1, pane: 1, from: image))
        #expect(cache.patch(for: DigitWindowCache.key(1, 1, Self.content("12", "34"))) == nil, "the green picture is gone")
    }
}

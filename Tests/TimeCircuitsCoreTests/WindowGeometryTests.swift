import Testing
@testable import TimeCircuitsCore

@Suite("Window geometry")
struct WindowGeometryTests {
    @Test("X-style geometry strings parse", arguments: [
        ("520x335+10+20", WindowGeometry(width: 520, height: 335, x: .fromStart(10), y: .fromStart(20))),
        ("1040X670", WindowGeometry(width: 1040, height: 670)),
        ("=800x600-0-0", WindowGeometry(width: 800, height: 600, x: .fromEnd(0), y: .fromEnd(0))),
        ("+5-7", WindowGeometry(x: .fromStart(5), y: .fromEnd(7))),
    ])
    func parses(text: String, expected: WindowGeometry) throws {
        #expect(try WindowGeometry.parse(text) == expected)
    }

    @Test("malformed geometry is one clear error", arguments: ["", "=", "abc", "520x", "x335", "0x335", "520x335+1",
                                                           "520x335+1+2+3", "99999x10", "520*335", "-5+5x3"])
    func rejects(text: String) {
        #expect(throws: InputError.self) { try WindowGeometry.parse(text) }
        do { _ = try WindowGeometry.parse(text) } catch {
            #expect(error.message.hasPrefix("invalid geometry"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("negative offsets count from the right and bottom, and pick the matching gravity")
    func origin() throws {
        let g = try WindowGeometry.parse("100x50-10-20")
        #expect(g.origin(screenWidth: 1000, screenHeight: 800, windowWidth: 100, windowHeight: 50)! == (890, 730))
        #expect(g.gravity == .southEast)
        #expect(try WindowGeometry.parse("+3+4").gravity == .northWest)
        #expect(try WindowGeometry.parse("-3+4").gravity == .northEast)
        #expect(try WindowGeometry.parse("+3-4").gravity == .southWest)
        #expect(try WindowGeometry.parse("100x50").origin(screenWidth: 1, screenHeight: 1, windowWidth: 1, windowHeight: 1) == nil)
    }

    @Test("the default size is 520×335 at 96 dpi and scales with Xft.dpi")
    func defaultSize() {
        #expect(WindowSizing.defaultSize(dpi: nil) == (520, 335))
        #expect(WindowSizing.defaultSize(dpi: 96) == (520, 335))
        #expect(WindowSizing.defaultSize(dpi: 192) == (1040, 670))
        #expect(WindowSizing.defaultSize(dpi: 144) == (780, 503))
        // Nonsense dpi is ignored; a screen too small shrinks the window along the face's shape.
        #expect(WindowSizing.defaultSize(dpi: 5000) == (520, 335))
        #expect(WindowSizing.defaultSize(dpi: 384, screenWidth: 1280, screenHeight: 800) == (1242, 800))
    }

    @Test("Xft.dpi is read from the resource string as xrdb prints it")
    func xftDPI() {
        #expect(WindowSizing.xftDPI(resources: "Xft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n") == 144)
        #expect(WindowSizing.xftDPI(resources: "Xft*dpi: 120.5") == 120.5)
        #expect(WindowSizing.xftDPI(resources: "*background:\tblack\n") == nil)
        #expect(WindowSizing.xftDPI(resources: "Xft.dpi:\tlots\n") == nil)
        #expect(WindowSizing.xftDPI(resources: "") == nil)
    }

    @Test("size hints: a legible minimum and min = max aspect equal to the face's")
    func sizeHints() {
        let h = WindowSizing.sizeHints
        #expect(h.aspectNumerator == 104 && h.aspectDenominator == 67)
        #expect(abs(Double(h.aspectNumerator) / Double(h.aspectDenominator) - FaceLayout.aspect) < 1e-12)
        #expect(h.minWidth == 208 && h.minHeight == 134)
        #expect(abs(Double(h.minWidth) / Double(h.minHeight) - FaceLayout.aspect) < 0.01)
    }
}

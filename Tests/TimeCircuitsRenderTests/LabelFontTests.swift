import Foundation
import Testing
@testable import TimeCircuitsRender

/// The label fonts are read through FreeType from their files, not mapped: a mapped font kept
/// the 64 KB blocks around every page FreeType touched resident for the clock's life.
@Suite("Label fonts")
struct LabelFontTests {
    @Test func theFontFilesAreReadNotMapped() throws {
        Canvas.loadFonts()
        let image = ImageSurface(width: 200, height: 40)
        let width = Canvas(surface: image.surface).textWidth("HONG KONG", capHeight: 20, bold: true)
        #expect(width > 100, "the bold face measures the text as DejaVu Sans Bold does")
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        #expect(!maps.contains(LabelFont.regularFile))
        #expect(!maps.contains(LabelFont.boldFile))
    }
}

import Foundation
import Testing
@testable import TimeCircuitsCore

@Suite("App icon")
struct AppIconTests {
    @Test("three windows top to bottom in row order, four rivets in the corners", arguments: AppIcon.themeSizes)
    func geometry(side: Int) {
        let icon = AppIcon(side: side)
        #expect(icon.windows.map(\.slot) == [0, 1, 2])
        let tops = icon.windows.map(\.rect.minY)
        #expect(tops == tops.sorted())
        for (a, b) in zip(icon.windows, icon.windows.dropFirst()) { #expect(!a.rect.intersects(b.rect)) }
        for w in icon.windows { #expect(icon.tile.contains(w.rect)) }
        #expect(icon.rivets.count == 4)
        let centre = Point(Double(side) / 2, Double(side) / 2)
        // One rivet in each quadrant, all inside the tile.
        let quadrants = Set(icon.rivets.map { ($0.center.x < centre.x ? 0 : 1) + ($0.center.y < centre.y ? 0 : 2) })
        #expect(quadrants == [0, 1, 2, 3])
    }

    @Test("digits from the digit size up, one lit bar a window below it")
    func smallIconsUseBars() {
        let big = AppIcon(side: AppIcon.digitMinimumSide)
        #expect(big.windows.map { String($0.digits.map(\.character)) } == AppIcon.readouts)
        let small = AppIcon(side: AppIcon.digitMinimumSide - 1)
        #expect(small.windows.allSatisfy { $0.digits.isEmpty && $0.bar != nil })
    }

    @Test("bad sizes and variants are one line naming what is accepted")
    func badInput() {
        for bad in ["0", "-3", "1025", "big", ""] {
            #expect(throws: InputError.self) { try AppIcon.parseSide(bad) }
        }
        #expect((try? AppIcon.parseSide("16")) == 16)
        do {
            _ = try AppIcon.Variant.parse("neon")
            Issue.record("neon accepted")
        } catch {
            #expect(error.message.contains("standard, dark, tinted") && !error.message.contains("\n"))
        }
        #expect((try? AppIcon.Variant.parse("Dark")) == .dark)
    }
}

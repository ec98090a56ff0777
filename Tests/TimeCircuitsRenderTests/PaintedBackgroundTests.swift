import Foundation
import Synchronization
import Testing
import TimeCircuitsCore
@testable import TimeCircuitsRender

/// The background a drag paints ahead on a thread of its own (issue 52): given up between its
/// parts once another size is wanted, and lit when asked, with the very pixels the window would
/// paint itself.
@Suite("Background painted ahead")
struct PaintedBackgroundTests {
    static let content = FaceContent(cities: CityCatalogue.defaultIDs.map { CityCatalogue.standard.city(id: $0)! },
                                     at: try! FrozenDate.parse("1985-10-26T01:21:00-07:00"), colonLevel: 0,
                                     zones: ShownZones(resolver: .system))
    static let lights = AnimationFrame(content)
    static let key = PaintedBackground.Key(width: 600, height: 387, lighting: .full, theme: .prop, plates: lights.plates)

    @Test("asked to stop, it stops at the next part and gives no background; never asked, it paints every part")
    func abandoned() {
        let asked = Mutex(0)
        #expect(PaintedBackground(Self.key, lights: Self.lights, abandon: {
            asked.withLock { n in
                n += 1
                return n > 2
            }
        }) == nil)
        // Stopped early: the metal's panels and each band's rows would ask a dozen times or more.
        #expect(asked.withLock { $0 } <= 5)
        let whole = Mutex(0)
        #expect(PaintedBackground(Self.key, lights: nil, abandon: { whole.withLock { $0 += 1 }; return false }) != nil)
        #expect(whole.withLock { $0 } > asked.withLock { $0 })
    }

    @Test("painted in memory another size was painted in before, it is the same background as on a new image")
    func memoryPaintedAgain() throws {
        let memory = try #require(PixelMemory(bytes: 700 * 452 * 4))
        let other = PaintedBackground.Key(width: 700, height: 452, lighting: .full, theme: .prop, plates: Self.lights.plates)
        do {
            // Painted and let go, as a drag's size is when the next one comes.
            let first = try #require(PaintedBackground(other, lights: Self.lights, memory: memory, abandon: { false }))
            #expect(first.image.memory === memory)
        }
        let again = try #require(PaintedBackground(Self.key, lights: nil, memory: memory, abandon: { false }))
        #expect(again.image.memory === memory)
        #expect(ReadoutRepaintTests.bytes(again.image) == ReadoutRepaintTests.bytes(PaintedBackground(Self.key).image))
        // Too small for the size: a new image instead.
        let small = try #require(PixelMemory(bytes: 100))
        #expect(PaintedBackground(Self.key, lights: nil, memory: small, abandon: { false })?.image.memory == nil)
    }

    @Test("lit ahead, it holds the pixels of the background lit afterwards, and the background kept under the lights")
    func litAhead() throws {
        let ahead = try #require(PaintedBackground(Self.key, lights: Self.lights, abandon: { false }))
        let lit = try #require(ahead.lit)
        #expect(lit.lights == Self.lights)
        let plain = PaintedBackground(Self.key)
        #expect(ReadoutRepaintTests.bytes(plain.image) != ReadoutRepaintTests.bytes(ahead.image))
        let painter = FacePainter(layout: FaceLayout(width: Self.key.width, height: Self.key.height))
        _ = painter.light(plain.image, with: Self.lights)
        #expect(ReadoutRepaintTests.bytes(plain.image) == ReadoutRepaintTests.bytes(ahead.image))
        // Other plates are another background: not lit with them.
        var other = Self.lights
        other.plates = other.plates.map { _ in "ELSEWHERE" }
        #expect(PaintedBackground(Self.key, lights: other, abandon: { false })?.lit == nil)
    }
}

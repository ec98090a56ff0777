import Foundation
import Testing
import TimeCircuitsCore
@testable import TimeCircuitsRender

/// The icon's pixels: the right size, lit windows in the row colours, rivets where the geometry
/// puts them, transparent corners, and three variants that really differ.
@Suite("App icon render")
struct AppIconRenderTests {
    static func hue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> String {
        let r = Int(p.r), g = Int(p.g), b = Int(p.b)
        if r > g + 40 && r > b + 40 && g < r * 3 / 5 { return "red" }
        if g > r + 40 && g > b + 40 { return "green" }
        if r > b + 60 && g > b + 30 && g >= r * 2 / 5 { return "amber" }
        return "other"
    }

    /// The most saturated pixel inside `rect`: the gel colour of a lit bar (its centre line is
    /// nearly white, like a real LED's hot core).
    static func mostColoured(_ image: ImageSurface, in rect: Rect) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func chroma(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int { Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) }
        var best = image.pixel(x: Int(rect.midX), y: Int(rect.midY))
        for y in Int(rect.minY.rounded(.up))..<Int(rect.maxY) {
            for x in Int(rect.minX.rounded(.up))..<Int(rect.maxX) {
                let p = image.pixel(x: x, y: y)
                if chroma(p) > chroma(best) { best = p }
            }
        }
        return best
    }

    @Test("the standard icon's windows glow red, green and amber; its corners are transparent", arguments: [16, 32, 128, 512])
    func standard(side: Int) {
        let image = AppIconPainter.image(side: side, variant: .standard)
        #expect(image.width == side && image.height == side)
        // The tile's rounded corner leaves the very corner (mostly) see-through.
        #expect(image.pixel(x: 0, y: 0).a < 128)
        let icon = AppIcon(side: side)
        #expect(icon.windows.map { Self.hue(Self.mostColoured(image, in: $0.rect)) } == ["red", "green", "amber"])
        for rivet in icon.rivets {
            #expect(image.pixel(x: Int(rivet.center.x), y: Int(rivet.center.y)).a == 255)
        }
    }

    @Test("dark is darker metal than standard, and tinted has no colour")
    func variants() {
        let side = 128
        let icon = AppIcon(side: side)
        let probe = Point(icon.tile.midX, (icon.windows[0].rect.maxY + icon.windows[1].rect.minY) / 2)
        func metal(_ v: AppIcon.Variant) -> Int {
            let p = AppIconPainter.image(side: side, variant: v).pixel(x: Int(probe.x), y: Int(probe.y))
            return Int(p.r) + Int(p.g) + Int(p.b)
        }
        #expect(metal(.dark) < metal(.standard))
        let tinted = AppIconPainter.image(side: side, variant: .tinted)
        for w in icon.windows {
            let p = Self.mostColoured(tinted, in: w.rect)
            #expect(max(p.r, p.g, p.b) - min(p.r, p.g, p.b) < 24, "window \(w.slot): \(p)")
        }
    }
}

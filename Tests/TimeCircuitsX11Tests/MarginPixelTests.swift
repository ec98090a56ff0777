import CX11
import Foundation
import Testing
@testable import TimeCircuitsX11

/// The margin's pixel is worked out rather than asked for (a round trip at launch): on a real
/// server's TrueColor visual it must be exactly the pixel `XAllocColor` answers.
@Suite("Margin pixel without a round trip", .serialized, .xvfb)
struct MarginPixelTests {
    var server: XvfbServer { XvfbServer.shared! }

    @Test("for every 16-bit value of each channel's ramp edges and 500 random colours, the pixel worked out is XAllocColor's")
    func sameAsAllocColor() throws {
        let x = try XClient(display: server.name)
        let screen = XDefaultScreen(x.dpy)
        let visual = try #require(XDefaultVisual(x.dpy, screen)).pointee
        #expect(visual.`class` == TrueColor)
        var generator = SystemRandomNumberGenerator()
        // The values either side of each step of an 8-bit ramp, where rounding decides, and random ones.
        let edges = (0...255).flatMap { i -> [UInt16] in
            let mid = Double(i) * 257 + 128.5
            return [mid - 1, mid, mid + 1].map { UInt16(min(65535, max(0, $0))) }
        }
        let colors = edges.map { ($0, UInt16(65535 - Int($0)), $0) }
            + (0..<500).map { _ in (UInt16.random(in: 0...65535, using: &generator), UInt16.random(in: 0...65535, using: &generator),
                                    UInt16.random(in: 0...65535, using: &generator)) }
        var wrong: [(UInt16, UInt16, UInt16)] = []
        for (r, g, b) in colors {
            var color = XColor()
            color.red = r; color.green = g; color.blue = b
            let worked = ChassisMargin.trueColorPixel(color, visual: visual)
            XAllocColor(x.dpy, XDefaultColormap(x.dpy, screen), &color)
            if worked != color.pixel { wrong.append((r, g, b)) }
        }
        #expect(wrong.isEmpty, "\(wrong.count) colours differ, e.g. \(wrong.prefix(5))")
    }
}

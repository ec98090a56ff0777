import CX11
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsRender
@testable import TimeCircuitsX11

/// Each minute rendered ahead is painted into the one base, which holds it until the edge; the
/// server's copy gets what differs from the picture showing. Through the window's real paint path on a real X server, whatever the
/// minutes do (a new hour, a step back, a minute skipped), the picture shown at each edge must be
/// the headless render of that minute, pixel for pixel.
@Suite("Minutes rendered ahead", .serialized, .xvfb)
struct MinuteAheadTests {
    var server: XvfbServer { XvfbServer.shared! }

    /// `drawable`'s pixels as 0xRRGGBB.
    static func pixels(of drawable: Drawable, on display: DisplayConnection, width: Int, height: Int) -> [UInt32]? {
        guard let img = XGetImage(display.pointer, drawable, 0, 0, UInt32(width), UInt32(height), UInt(bitPattern: -1), ZPixmap)
        else { return nil }
        defer { _ = img.pointee.f.destroy_image(img) }
        let stride = Int(img.pointee.bytes_per_line)
        let raw = UnsafeRawPointer(img.pointee.data!)
        return (0..<(width * height)).map { i in
            raw.loadUnaligned(fromByteOffset: (i / width) * stride + (i % width) * 4, as: UInt32.self) & 0xFF_FFFF
        }
    }

    static func render(_ content: FaceContent, width: Int, height: Int) -> [UInt32] {
        let img = FaceRenderer.image(width: width, height: height, content: content)
        return img.withPixels { data, stride in
            (0..<(width * height)).map { i in
                UnsafeRawPointer(data).loadUnaligned(fromByteOffset: (i / width) * stride + (i % width) * 4, as: UInt32.self) & 0xFF_FFFF
            }
        }
    }

    @Test("every minute made ahead shows its headless render: a new hour, a step back and forth, a minute skipped")
    func matchesFreshRenders() throws {
        let width = 260, height = 168
        let start = try FrozenDate.parse("2026-11-23T09:57:00Z")
        let fixture = try BackBufferFixture(server: server, width: width, height: height, start: start)
        // 09:58, 09:59, 10:00 (every HOUR window), 10:01, back to 10:00 and on again, 10:04.
        for m in [1, 2, 3, 4, 3, 4, 5, 7, 8] {
            let minute = start.addingTimeInterval(Double(m) * 60)
            fixture.showMinute(minute)
            try Self.expect(fixture, shows: minute, "minute +\(m)")
        }
    }

    /// The buffer's picture is the headless render of `minute`, pixel for pixel.
    static func expect(_ fixture: BackBufferFixture, shows minute: Date, _ what: String,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        XSync(fixture.display.pointer, 0)
        let (width, height) = (fixture.buffer.width, fixture.buffer.height)
        let shown = try #require(pixels(of: fixture.buffer.pixmap, on: fixture.display, width: width, height: height),
                                 sourceLocation: sourceLocation)
        let expected = render(fixture.clock.content(at: minute), width: width, height: height)
        let differing = zip(shown, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(what): \(differing) pixels differ from the headless render", sourceLocation: sourceLocation)
    }

    @Test("a minute made ahead and not shown leaves no trace: the picture sent again before its edge is the minute showing, and another minute shown instead is that minute")
    func minuteAheadNotShown() throws {
        let width = 260, height = 168
        let start = try FrozenDate.parse("2026-11-23T09:57:00Z")
        let fixture = try BackBufferFixture(server: server, width: width, height: height, start: start)
        func expectShows(_ minute: Date, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try Self.expect(fixture, shows: minute, what, sourceLocation: sourceLocation)
        }
        func prepare(_ minute: Date) {
            let content = fixture.clock.content(at: minute)
            fixture.buffer.prepare(AnimationFrame(content), colonLevel: content.colonLevel, levels: fixture.levels)
        }
        // 10:00 made ahead (every HOUR window), then the whole picture sent again before its
        // edge, as opening or closing the settings panel does.
        prepare(start.addingTimeInterval(180))
        fixture.buffer.setOverlay(nil)
        try expectShows(start, "sent again before the edge")
        // Made ahead again, and a step of the clock shows 10:04 instead.
        prepare(start.addingTimeInterval(180))
        let other = start.addingTimeInterval(420)
        let content = fixture.clock.content(at: other)
        _ = fixture.buffer.present(AnimationFrame(content), colonLevel: content.colonLevel)
        try expectShows(other, "another minute at the edge")
        fixture.showMinute(start.addingTimeInterval(480))
        try expectShows(start.addingTimeInterval(480), "the minute after")
    }
}

import CX11
import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsX11

/// A back buffer on the suite's server, showing the default cities at `start` with the step
/// colon, driven by the test rather than the event loop: the window's real paint path with an
/// injected clock.
final class BackBufferFixture {
    let display: DisplayConnection
    let window: ClockWindow
    let gc: GC
    let clock: FaceChoices
    let buffer: BackBuffer
    let levels: [Double]

    init(server: XvfbServer, width: Int, height: Int, start: Date) throws {
        display = try DisplayConnection(name: server.name)
        window = ClockWindow(display: display, width: width, height: height, origin: (x: 0, y: 0))
        gc = try #require(XCreateGC(display.pointer, window.id, 0, nil))
        // As the event loop's GC: otherwise every copy queues a NoExpose event nobody reads.
        XSetGraphicsExposures(display.pointer, gc, 0)
        let cities = CityCatalogue.defaultIDs.compactMap(CityCatalogue.standard.city(id:))
        clock = FaceChoices(cities: cities, readouts: .live, colon: .step, localZone: .current, zones: .system)
        let first = clock.content(at: start)
        buffer = BackBuffer(display: display, window: window.id, gc: gc, width: width, height: height,
                            lights: AnimationFrame(first), colonLevel: first.colonLevel)
        levels = ColonLevels.levels(for: clock.colon)
    }

    deinit { XFreeGC(display.pointer, gc) }

    /// Renders `minute` ahead, as the loop does a second before it, then shows its edge.
    func showMinute(_ minute: Date) {
        let content = clock.content(at: minute)
        buffer.prepare(AnimationFrame(content), colonLevel: content.colonLevel, levels: levels)
        _ = buffer.present(AnimationFrame(content), colonLevel: content.colonLevel)
    }
}

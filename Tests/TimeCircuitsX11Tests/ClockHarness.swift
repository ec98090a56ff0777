import DesktopTestSupport
import CX11
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// Launching the real clock on the suite's Xvfb and comparing its window with headless renders:
/// shared by every suite that tests the window.
struct ClockHarness {
    /// The instant every frozen test shows: the film's departure from 1985.
    static let film = "1985-10-26T01:21:00-07:00"
    static let filmDate = try! FrozenDate.parse(film)
    static let defaultCities = CityCatalogue.defaultIDs.map { CityCatalogue.standard.city(id: $0)! }

    /// The right-click menu as a default window of `width`×`height` lays it out when opened at
    /// `anchor`: as wide as its English titles need, so a click aimed from it lands where the
    /// window drew the item (a bare `OverlayLayout` assumes the narrowest menu).
    static func menu(width: Int, height: Int, at anchor: Point) -> ContextMenuLayout {
        var overlay = OverlayPicture.fixture(cities: defaultCities, width: width, height: height)
        _ = overlay.follow(.press(.right, at: anchor))
        return overlay.menuLayout!
    }

    let server: XvfbServer

    /// A running clock and the test's view of its window.
    struct Running {
        let clock: ClockProcess
        let x: XClient
        let window: Window
    }

    /// Starts `timecircuits window --display … --frozen-date <film> ARGS` with `environment`
    /// added, and waits until its window is mapped. Without the power-on sequence and the
    /// time-travel transition unless `animations`: most tests compare the clock itself.
    func launch(_ extra: [String] = [], frozen: Bool = true, animations: Bool = false,
                environment: [String: String] = [:]) throws -> Running {
        var args = ["window", "--display", server.name]
        if frozen { args += ["--frozen-date", Self.film] }
        if !animations { args += ["--no-animations"] }
        return try launch(arguments: args + extra, environment: environment)
    }

    /// Starts `timecircuits ARGUMENTS` exactly so, and waits until its window is mapped.
    func launch(arguments: [String], environment: [String: String]) throws -> Running {
        let clock = try ClockProcess(arguments, environment: environment)
        let x = try XClient(display: server.name)
        let window = eventually { x.window(pid: clock.pid).flatMap { x.isViewable($0) ? $0 : nil } }
        guard let window else {
            _ = clock.stop(signal: SIGKILL)
            throw XvfbError(message: "no window appeared; stderr: \(clock.stderr)")
        }
        return Running(clock: clock, x: x, window: window)
    }

    /// Runs xdotool against the suite's server and waits for it: XTest input, delivered to the
    /// focused window like a real keyboard's and mouse's. A UTF-8 locale, or it cannot type "São".
    func xdotool(_ arguments: [String]) throws {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("tc-xdotool-\(UUID().uuidString).err").path
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let tool = try SpawnedProcess(["xdotool"] + arguments, environment: ["DISPLAY": server.name, "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"],
                                    stderrPath: errors)
        let status = tool.waitForExit()
        try #require(status == 0, "xdotool \(arguments.joined(separator: " ")) exited \(String(describing: status)): \(tool.stderr)")
    }

    /// The headless render of the frozen instant at `width`×`height`, colon lit or dim.
    static func reference(width: Int, height: Int, lit: Bool, cities: [City] = defaultCities,
                          at instant: Date = filmDate, hourCycle: HourCycle = .twelve,
                          lighting: Lighting = .full, rows: [RowContent]? = nil, theme: Theme = .prop) -> Screenshot {
        let level = lit ? ColonClock.fullLevel : ColonClock.dimLevel
        let content = rows.map { FaceContent(rows: $0, colonLevel: level) }
            ?? FaceContent(cities: cities, at: instant, colonLevel: level, hourCycle: hourCycle, zones: ShownZones(resolver: .system))
        let img = FaceRenderer.image(width: width, height: height, content: content, lighting: lighting, theme: theme)
        var pixels = [UInt32](repeating: 0, count: width * height)
        img.withPixels { data, stride in
            for y in 0..<height {
                for x in 0..<width {
                    pixels[y * width + x] = UnsafeRawPointer(data).loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF
                }
            }
        }
        return Screenshot(width: width, height: height, pixels: pixels)
    }

    /// Waits until a screenshot of the window equals the headless render of `cities` at that
    /// size, pixel for pixel, with the colon either lit or dim (the colon follows the real clock,
    /// so either may be showing). Returns which, or records how the last screenshot differed.
    static func expectMatchesRender(_ r: Running, width: Int, height: Int, cities: [City] = defaultCities,
                                    at instant: Date = filmDate, hourCycle: HourCycle = .twelve,
                                    lighting: Lighting = .full, rows: [RowContent]? = nil, theme: Theme = .prop,
                                    timeout: TimeInterval = Patience.seconds,
                                    sourceLocation: SourceLocation = #_sourceLocation) -> (shot: Screenshot, lit: Bool)? {
        let lit = reference(width: width, height: height, lit: true, cities: cities, at: instant, hourCycle: hourCycle, lighting: lighting,
                            rows: rows, theme: theme)
        let dim = reference(width: width, height: height, lit: false, cities: cities, at: instant, hourCycle: hourCycle, lighting: lighting,
                            rows: rows, theme: theme)
        var last: Screenshot?
        let found = eventually(timeout: timeout) { () -> (Screenshot, Bool)? in
            guard let shot = r.x.screenshot(r.window), shot.width == width, shot.height == height else { return nil }
            last = shot
            if shot == lit { return (shot, true) }
            if shot == dim { return (shot, false) }
            return nil
        }
        if found == nil, let last, let dir = ProcessInfo.processInfo.environment["TC_DUMP_FAILED_SHOTS"] {
            // For a failure on another release: what the window showed, beside what was expected.
            let name = "\(dir)/shot-\(Int(Date().timeIntervalSince1970 * 1000))"
            try? last.writePPM(to: name + "-window.ppm")
            try? lit.writePPM(to: name + "-expected.ppm")
        }
        if found == nil {
            let detail = last.map { "against lit: \($0.difference(from: lit)); against dim: \($0.difference(from: dim))" }
                ?? "no screenshot of size \(width)x\(height)"
            Issue.record("window never matched the headless render at \(width)x\(height): \(detail)", sourceLocation: sourceLocation)
        }
        return found
    }
}

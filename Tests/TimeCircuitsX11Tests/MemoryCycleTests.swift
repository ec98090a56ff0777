import CX11
import Foundation
import Testing
import TimeCircuitsCore

/// Each thing a user does again and again, done again and again on the real window: after a
/// warm-up, the clock's memory and its X resources stay where they were (issue 44). Each cycle
/// waits until the window really showed both ends of it, so no step is merged away.
@Suite("Memory over repeated actions", .serialized, .xvfb)
struct MemoryCycleTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }

    static let width = 520, height = 335
    /// How long to go on: `make test`'s short form, or `make soak`'s (`TC_SOAK_SECONDS` set).
    struct Length {
        var warmUp: Int, measured: Int
        /// Resident growth allowed over the measured cycles. Measured: 0–100 KB over 30 cycles of
        /// any action; the leak of issue 44 grew 30–50 KB a cycle.
        var allowedGrowthKB: Int

        static let short = Length(warmUp: 4, measured: 12, allowedGrowthKB: 256)
        static let soak = Length(warmUp: 10, measured: 60, allowedGrowthKB: 512)
        static var chosen: Length { ProcessInfo.processInfo.environment[SoakTests.secondsVariable] == nil ? .short : .soak }
    }

    /// One repeated action, from the face at rest back to it.
    enum Action: String, CaseIterable, CustomTestStringConvertible {
        case settingsPanel, timerFace, stopwatchFace, resize, travelAndReturn, themes
        var testDescription: String { rawValue }
    }

    /// A pixel count past which two pictures of the face are different screens, not the colon's
    /// blink: the colon's dots are well under 1 % of the window.
    static func differs(_ a: Screenshot, _ b: Screenshot, byMoreThan fraction: Double) -> Bool {
        guard a.width == b.width, a.height == b.height else { return true }
        let count = zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
        return Double(count) > fraction * Double(a.pixels.count)
    }

    /// Drives one clock through `action`'s cycles.
    struct Driver {
        let harness: ClockHarness
        let r: ClockHarness.Running
        let action: Action
        /// The face at rest, against which each cycle's two ends are told apart.
        var rest: Screenshot?

        func shot() -> Screenshot? { r.x.screenshot(r.window) }

        func relayouts() -> Int { r.clock.trace("relayout").count }

        /// Waits until the window looks changed from the rest (`away`) or like it again.
        func waitFor(away: Bool, _ what: String) throws {
            guard let rest else { return }
            let seen = eventually { () -> Bool? in
                guard let s = shot() else { return nil }
                let far = MemoryCycleTests.differs(s, rest, byMoreThan: 0.03)
                let near = !MemoryCycleTests.differs(s, rest, byMoreThan: 0.01)
                return (away ? far : near) ? true : nil
            }
            try #require(seen != nil, "\(action): the window never showed \(what)")
        }

        /// Does `keys` and waits for `relayouts` more relayouts than before.
        func relayout(after keys: () throws -> Void, _ what: String) throws {
            let before = relayouts()
            try keys()
            try #require(eventually { relayouts() > before ? true : nil } != nil, "\(action): no relayout for \(what)")
        }

        func key(_ keys: String...) throws {
            try harness.xdotool(["windowfocus", "--sync", String(r.window), "key", "--delay", "20"] + keys)
        }

        /// The menu's entry `item`, clicked: the menu opened where the face's middle is.
        func menu(_ item: ContextMenuItem) throws {
            let anchor = Point(Double(MemoryCycleTests.width / 2), Double(MemoryCycleTests.height / 2))
            let layout = ClockHarness.menu(width: MemoryCycleTests.width, height: MemoryCycleTests.height, at: anchor)
            let target = try #require(layout.items.first { $0.item == item }).frame.center
            try harness.xdotool(["mousemove", "--window", String(r.window), String(Int(anchor.x)), String(Int(anchor.y)), "click", "3",
                                 "mousemove", "--window", String(r.window), String(Int(target.x)), String(Int(target.y)), "click", "1"])
        }

        func cycle() throws {
            switch action {
            case .settingsPanel:
                try key("ctrl+comma"); try waitFor(away: true, "the panel")
                try key("Escape", "Escape"); try waitFor(away: false, "the face again")
            case .timerFace:
                try key("ctrl+t"); try waitFor(away: true, "the timer")
                try key("ctrl+t"); try waitFor(away: false, "the clock again")
            case .stopwatchFace:
                try key("ctrl+s"); try waitFor(away: true, "the stopwatch")
                try key("ctrl+s"); try waitFor(away: false, "the clock again")
            case .resize:
                try relayout(after: { r.x.resize(r.window, width: 2 * MemoryCycleTests.width, height: 2 * MemoryCycleTests.height) },
                             "the larger size")
                try relayout(after: { r.x.resize(r.window, width: MemoryCycleTests.width, height: MemoryCycleTests.height) },
                             "the first size")
                try waitFor(away: false, "the face at its first size")
            case .travelAndReturn:
                try key("t"); try waitFor(away: true, "the trip")
                try key("r"); try waitFor(away: false, "the present again")
            case .themes:
                // Four steps of the menu's Theme entry go round the themes, back to the prop.
                for _ in 0..<4 { try relayout(after: { try menu(.theme) }, "a theme") }
                try waitFor(away: false, "the prop's theme again")
            }
        }
    }

    @Test("after a warm-up, doing it again and again grows neither the clock's memory nor its X resources", arguments: Action.allCases)
    func comesBack(_ action: Action) throws {
        var extra = ["--geometry", "\(Self.width)x\(Self.height)+0+0"]
        // The trip and the return play their sequences: the sequences' pictures must come back too.
        if action == .travelAndReturn { extra += ["--mode", "movie"] }
        let r = try harness.launch(extra, animations: action == .travelAndReturn,
                                   environment: ["TIMECIRCUITS_TRACE_TIMING": "1", "TZ": "UTC"])
        defer { _ = r.clock.stop() }
        try #require(eventually { r.x.screenshot(r.window).map { $0.width == Self.width ? true : nil } ?? nil } != nil)

        var driver = Driver(harness: harness, r: r, action: action)
        if action == .travelAndReturn {
            // The first trip leaves LAST TIME DEPARTED where every later one leaves it: the rest
            // is the face after it.
            let frames = r.clock.trace("frame").count
            try driver.key("t")
            try #require(eventually { r.clock.trace("frame").count > frames ? true : nil } != nil, "no trip")
            try driver.key("r")
        }
        // The rest: two pictures a blink apart that agree but for the colon, with no animation's
        // frame painted between them (the power-on sequence has long still moments).
        var previous: (shot: Screenshot, frames: Int)?
        driver.rest = eventually(timeout: 30, interval: 0.3) { () -> Screenshot? in
            guard let shot = driver.shot() else { return nil }
            let frames = r.clock.trace("frame").count
            defer { previous = (shot, frames) }
            guard let previous, previous.frames == frames, !Self.differs(previous.shot, shot, byMoreThan: 0.01) else { return nil }
            return shot
        }
        try #require(driver.rest != nil, "the face never settled")
        let length = Length.chosen
        for _ in 0..<length.warmUp { try driver.cycle() }
        var before = try #require(try ClockFootprint.of(pid: r.clock.pid, display: server.name))
        for _ in 0..<length.measured { try driver.cycle() }
        var after = try #require(try ClockFootprint.of(pid: r.clock.pid, display: server.name))
        print("\(action) × \(length.measured): \(before) → \(after)")
        if after.residentKB - before.residentKB > length.allowedGrowthKB {
            // A heap's one step is not a leak: one face's pixels (0.7 MB at this size) can stay
            // behind once, where a loaded machine's timing put a free between two allocations.
            // What grows again and again grows over the next round as well.
            before = after
            for _ in 0..<length.measured { try driver.cycle() }
            after = try #require(try ClockFootprint.of(pid: r.clock.pid, display: server.name))
            print("\(action) × \(length.measured) again: \(before) → \(after)")
        }

        #expect(after.residentKB - before.residentKB <= length.allowedGrowthKB,
                "\(action) × \(length.measured): from \(before) to \(after)")
        #expect(after.serverCounts == before.serverCounts, "\(action): X resources from \(before) to \(after)")
        #expect(after.serverBytes <= before.serverBytes, "\(action): X server bytes from \(before) to \(after)")
        #expect(!r.clock.stderr.contains("X error"), "\(r.clock.stderr.suffix(500))")
    }
}

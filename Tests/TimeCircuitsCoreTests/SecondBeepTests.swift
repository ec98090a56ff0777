import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// The beep on the second: off never ticks, on ticks every whole second, 30 and 60 tick for that
/// long after a time travel, a return or a typed destination; each tick is handed over just
/// before its edge, once, and the loop wakes for it.
@Suite("The beep on the second: modes, edges, the window a trip opens, the setting")
struct SecondBeepTests {
    static let utc = Zone(identifier: "UTC")!
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000.3)  // .3 past a whole second

    /// The edges handed over by a loop that wakes when `nextWake` says, from `start` for `seconds`.
    static func edges(_ beep: inout SecondBeep, from start: Date, seconds: Double) -> [Date] {
        var now = start, handed: [Date] = []
        let end = start.addingTimeInterval(seconds)
        while now < end {
            if let edge = beep.due(at: now) { handed.append(edge) }
            guard let wake = beep.nextWake(after: now), wake < end else { break }
            // A loop wakes at its deadline or a hair after: never before.
            now = max(wake, now.addingTimeInterval(0.001))
        }
        return handed
    }

    @Test("off: no tick and no wake")
    func off() {
        var beep = SecondBeep(mode: .off)
        beep.arm(at: Self.t0)
        #expect(beep.nextWake(after: Self.t0) == nil)
        #expect(Self.edges(&beep, from: Self.t0, seconds: 10).isEmpty)
    }

    @Test("on: every whole second, each handed over lead before its edge, none twice")
    func on() {
        var beep = SecondBeep(mode: .on)
        #expect(abs(beep.nextWake(after: Self.t0)!.timeIntervalSince1970 - (1_795_000_001 - SecondBeep.lead)) < 1e-6)
        let handed = Self.edges(&beep, from: Self.t0, seconds: 10)
        #expect(handed == (1...10).map { Date(timeIntervalSince1970: 1_795_000_000 + Double($0)) })
        #expect(Set(handed).count == handed.count)
    }

    @Test("a tick the loop reaches late is still played within stale, and skipped past it")
    func late() {
        var beep = SecondBeep(mode: .on)
        #expect(beep.due(at: Date(timeIntervalSince1970: 1_795_000_001.05)) == Date(timeIntervalSince1970: 1_795_000_001))
        #expect(beep.due(at: Date(timeIntervalSince1970: 1_795_000_001.06)) == nil, "not twice")
        var other = SecondBeep(mode: .on)
        #expect(other.due(at: Date(timeIntervalSince1970: 1_795_000_001.3)) == nil, "a tick 0.3 s late is not played")
        #expect(abs(other.nextWake(after: Date(timeIntervalSince1970: 1_795_000_001.3))!.timeIntervalSince1970 - (1_795_000_002 - SecondBeep.lead)) < 1e-6)
    }

    @Test("30 and 60: silent until a trip, then that many seconds of ticks, then silent and no wake", arguments: [BeepMode.thirtySeconds, .sixtySeconds])
    func timed(mode: BeepMode) throws {
        var beep = SecondBeep(mode: mode)
        #expect(beep.nextWake(after: Self.t0) == nil)
        beep.arm(at: Self.t0)
        let window = try #require(mode.window)
        let handed = Self.edges(&beep, from: Self.t0, seconds: window + 20)
        #expect(handed.count == Int(window), "\(handed.count) ticks")
        #expect(handed.last! <= Self.t0.addingTimeInterval(window))
        #expect(beep.nextWake(after: Self.t0.addingTimeInterval(window + 1)) == nil)
        // A trip 0.9 s into a second: the next edge is too close to be heard on time; the window
        // still holds as many ticks as it has seconds.
        var late = SecondBeep(mode: mode)
        let t = Date(timeIntervalSince1970: 1_795_000_000.9)
        late.arm(at: t)
        let ticks = Self.edges(&late, from: t, seconds: window + 20)
        #expect(ticks.first == Date(timeIntervalSince1970: 1_795_000_002) && ticks.count == Int(window))
        // Another trip opens the window again.
        beep.arm(at: Self.t0.addingTimeInterval(100))
        #expect(Self.edges(&beep, from: Self.t0.addingTimeInterval(100), seconds: 5).count == 5)
    }

    @Test("the setting, the menu's entry, ctl and D-Bus words")
    func words() throws {
        #expect(BeepMode.allCases.map(\.rawValue) == ["off", "on", "30", "60"])
        #expect(BeepMode.off.next == .on && BeepMode.sixtySeconds.next == .off)
        let parsed = SettingsFile.parse("version = 1\ncities = london\nbeep = 30\n")
        #expect(parsed.settings.sound.beep == .thirtySeconds && parsed.warnings.isEmpty)
        let bad = SettingsFile.parse("version = 1\ncities = london\nbeep = loud\n")
        #expect(bad.settings.sound.beep == .off)
        #expect(bad.warnings.count == 1 && bad.warnings[0].contains("line 3: beep \"loud\" is not off, on, 30 or 60"), "\(bad.warnings)")
        #expect(!SettingsFile.serialize(Settings.defaults()).contains("beep"), "off is a fresh install's: not written")
        var sixty = Settings.defaults()
        sixty.sound.beep = .sixtySeconds
        #expect(SettingsFile.serialize(sixty).contains("beep = 60\n"))
        #expect(try ControlVerb.parse(["beep", "60"]) == .command(.beep(.sixtySeconds)))
        #expect(throws: InputError.self) { try ControlVerb.parse(["beep", "2"]) }
        #expect(try ControlCommand.decode(method: "SetBeep", arguments: [.string("on")]) == .beep(.on))
        #expect(ControlCommand.beep(.thirtySeconds).call.method == "SetBeep")
    }

    // MARK: In the clock

    static func beeps(_ effects: [ClockEffect]) -> [Date] {
        effects.compactMap { if case .playBeep(let at, _) = $0 { at } else { nil } }
    }

    /// Runs the model's loop from `start` for `seconds`, waking when it says: the ticks asked for.
    static func run(_ m: inout ClockModel, from start: Date, seconds: Double) -> [Date] {
        var now = start, heard: [Date] = []
        let end = start.addingTimeInterval(seconds)
        while now < end {
            heard += beeps(m.handle(.tick, at: now))
            guard let wake = m.nextWake(after: now, colonHandedOff: true) else { break }
            now = max(wake, now.addingTimeInterval(0.001))
        }
        return heard
    }

    @Test("the clock with beep 30: T opens thirty seconds of ticks, R and a typed destination open them again")
    func clockTimed() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.sound.beep = .thirtySeconds }, mode: .movie)
        #expect(Self.run(&m, from: Self.t0, seconds: 5).isEmpty, "nothing before a trip")
        let t1 = Self.t0.addingTimeInterval(5)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.t)), at: t1)
        let ticks = Self.run(&m, from: t1, seconds: 40)
        #expect(ticks.count == 30, "\(ticks.count) ticks after T")
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 1 })
        let t2 = t1.addingTimeInterval(50)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.r)), at: t2)
        #expect(Self.run(&m, from: t2, seconds: 3).count == 3, "R opens them again")
        var typed = ClockFixture.model(at: Self.t0, settings: { $0.sound.beep = .sixtySeconds }, mode: .movie)
        for digit in "10261985" { _ = typed.handle(.key(KeyPress(baseKeysym: Keysym.digits.lowerBound + UInt32(digit.wholeNumberValue!))), at: t1) }
        _ = typed.handle(.key(KeyPress(baseKeysym: Keysym.returnKey)), at: t1)
        #expect(Self.run(&typed, from: t1, seconds: 4).count == 4, "a typed destination opens them")
    }

    @Test("the clock with beep on ticks with the prop's sounds off; the menu steps the mode and saves it; ctl sets it")
    func clockOnAndMenu() throws {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.sound.beep = .on }, mode: .movie)
        #expect(!m.face.display.sounds)
        #expect(Self.run(&m, from: Self.t0, seconds: 3).count == 3)
        #expect(m.status(at: Self.t0).beep == .on)
        // The menu's Beep entry: on → 30.
        _ = m.handle(.pointer(.button(3, pressed: true, at: Point(10, 10), root: Point(10, 10))), at: Self.t0)
        #expect(m.panel.title(of: .beep) == "Beep: On")
        let frame = try #require(m.panel.menuLayout?.frame(of: .beep))
        let effects = m.handle(.pointer(.button(1, pressed: true, at: frame.center, root: frame.center)), at: Self.t0)
            + m.handle(.pointer(.button(1, pressed: false, at: frame.center, root: frame.center)), at: Self.t0)
        let saved = effects.compactMap { if case .saveSettings(let c) = $0 { c.mine.sound.beep } else { nil } }
        #expect(saved == [.thirtySeconds], "\(effects)")
        #expect(m.sounds.choices.beep == .thirtySeconds && m.sounds.beep.mode == .thirtySeconds)
        _ = m.handle(.control(.beep(.off)), at: Self.t0)
        #expect(m.sounds.beep.mode == .off && m.nextWake(after: Self.t0, colonHandedOff: true).map { $0 > Self.t0.addingTimeInterval(1) } ?? true)
    }
}

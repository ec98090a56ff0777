import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Control: commands from D-Bus and ctl, checked and carried out like keys")
struct ControlCommandTests {
    static let utc = Zone(identifier: "UTC")!
    static let t0 = try! FrozenDate.parse("2026-11-23T09:15:40Z")
    static func city(_ id: String) -> City { CityCatalogue.standard.city(id: id)! }
    static let d1955 = CivilDateTime(year: 1955, month: 11, day: 5, hour: 6, minute: 0)!
    static let d2015 = CivilDateTime(year: 2015, month: 10, day: 21, hour: 16, minute: 29)!

    // MARK: Decoding

    @Test("every command goes out as its D-Bus call and comes back the same")
    func roundTrip() throws {
        let commands: [ControlCommand] = [
            .settings(shown: true), .settings(shown: false), .cities([Self.city("tokyo"), Self.city("paris")]),
            .mode(.movie), .mode(.world), .destination(Self.d1955), .travel(to: Self.d2015), .travel(to: nil),
            .returnToPresent, .face(.timer), .face(.clock), .startTimer(seconds: 18 * 60), .startTimer(seconds: nil),
            .startTimer(seconds: 3723), .pauseTimer, .resumeTimer, .cancelTimer, .night(true), .night(false),
            .brightness(1), .brightness(10), .twentyFourHour(true), .theme(.neon), .theme(.prop), .activate, .quit,
            .face(.stopwatch), .stopwatch(.start), .stopwatch(.stop), .stopwatch(.lap), .stopwatch(.reset), .stopwatch(.startStop),
            .sounds(true), .sounds(false), .beep(.off), .beep(.on), .beep(.thirtySeconds), .beep(.sixtySeconds), .speak,
            .departAt(Self.d2015), .departAt(nil), .displayMode(.full), .displayMode(.minimal), .displayMode(.room),
            .addReminder(try Reminder.parse("05-12 18:30 Mom's birthday").get()), .addReminder(try Reminder.parse("31 monthly").get()),
            .removeReminder(2),
            .addTimer(seconds: 240, cycle: nil, name: "Tea", start: true), .addTimer(seconds: 0, cycle: .pomodoro, name: "", start: false),
        ] + ControlCommand.NamedTimerVerb.allCases.map { .namedTimer($0, "Tea") }
        for command in commands {
            let (method, arguments) = command.call
            #expect(try ControlCommand.decode(method: method, arguments: arguments) == command, "\(method)")
        }
        // Every method of the table is some command's call.
        #expect(Set(commands.map(\.call.method)) == Set(ControlInterface.methods.map(\.name)))
    }

    @Test("bad calls are one line naming what is accepted", arguments: [
        ("SetMode", [ControlArgument.string("cinema")], "expected world or movie"),
        ("SetDestination", [.string("1955-13-05T06:00")], "like 1955-11-05T06:00"),
        ("SetDestination", [.string("0000-12-25T00:00")], "from 0001 to 9999"),
        ("Travel", [.string("tomorrow")], "like 1955-11-05T06:00"),
        ("StartTimer", [.string("99h")], "23:59:59"),
        ("StartTimer", [.string("-5m")], "negative"),
        ("SetBrightness", [.uint(0)], "1–10"),
        ("SetBrightness", [.uint(4_000_000_000)], "1–10"),
        ("SetCities", [.strings([])], "no cities"),
        ("SetCities", [.strings(["tokio"])], "did you mean tokyo"),
        ("SetCities", [.strings(["paris", "paris"])], "twice"),
        ("SetCities", [.strings(["paris", "rome", "oslo", "lima"])], "at most 3"),
        ("ShowFace", [.string("alarm")], "clock, timer or stopwatch"),
        ("LapStopwatch", [.string("now")], "takes ()"),
        ("SetMode", [.boolean(true)], "takes (s)"),
        ("Quit", [.string("now")], "takes ()"),
        ("SetTheme", [.string("red")], "expected prop, neon, neumorphic or classic"),
        ("SetTheme", [.boolean(true)], "takes (s)"),
        ("SetColors", [.string("red")], "no method"),
    ])
    func refusals(method: String, arguments: [ControlArgument], says: String) {
        #expect(throws: InputError.self) { try ControlCommand.decode(method: method, arguments: arguments) }
        do { _ = try ControlCommand.decode(method: method, arguments: arguments) } catch {
            #expect(error.message.contains(says), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("ctl verbs read into the same commands; bad ones are refused before anything is sent")
    func verbs() throws {
        #expect(try ControlVerb.parse(["travel", "1955-11-05T06:00"]) == .command(.travel(to: Self.d1955)))
        #expect(try ControlVerb.parse(["travel"]) == .command(.travel(to: nil)))
        #expect(try ControlVerb.parse(["return"]) == .command(.returnToPresent))
        #expect(try ControlVerb.parse(["timer", "18m"]) == .command(.startTimer(seconds: 1080)))
        #expect(try ControlVerb.parse(["timer", "pause"]) == .command(.pauseTimer))
        #expect(try ControlVerb.parse(["timer", "resume"]) == .command(.resumeTimer))
        #expect(try ControlVerb.parse(["timer", "cancel"]) == .command(.cancelTimer))
        #expect(try ControlVerb.parse(["timer", "start"]) == .command(.startTimer(seconds: nil)))
        #expect(try ControlVerb.parse(["night", "on"]) == .command(.night(true)))
        #expect(try ControlVerb.parse(["24h", "off"]) == .command(.twentyFourHour(false)))
        #expect(try ControlVerb.parse(["brightness", "4"]) == .command(.brightness(4)))
        #expect(try ControlVerb.parse(["mode", "movie"]) == .command(.mode(.movie)))
        #expect(try ControlVerb.parse(["cities", "tokyo,paris"]) == .command(.cities([Self.city("tokyo"), Self.city("paris")])))
        #expect(try ControlVerb.parse(["settings", "show"]) == .command(.settings(shown: true)))
        #expect(try ControlVerb.parse(["face", "timer"]) == .command(.face(.timer)))
        #expect(try ControlVerb.parse(["raise"]) == .command(.activate))
        #expect(try ControlVerb.parse(["quit"]) == .command(.quit))
        #expect(try ControlVerb.parse(["status", "--json"]) == .status(json: true))
        for bad in [[], ["fly"], ["night", "maybe"], ["night"], ["brightness", "11"], ["timer", "12:75"], ["return", "now"],
                    ["travel", "1955-11-05T06:00", "extra"], ["cities", "a,b,c,d"], ["status", "--xml"], ["mode", "world", "movie"]] {
            #expect(throws: InputError.self, "\(bad)") { try ControlVerb.parse(bad) }
        }
    }

    @Test("one bus name per X server: the screen and the unix: prefix do not make another clock")
    func displayNames() {
        #expect(ControlInterface.busName(display: ":0") == "io.github.timecircuits.Clock.display_0")
        #expect(ControlInterface.busName(display: ":0.1") == ControlInterface.busName(display: ":0"))
        #expect(ControlInterface.busName(display: "unix:0") == ControlInterface.busName(display: ":0"))
        #expect(ControlInterface.busName(display: ":1") != ControlInterface.busName(display: ":0"))
        #expect(ControlInterface.busName(display: "host.example:10.0") == "io.github.timecircuits.Clock.display_host_2Eexample_10")
        // Each element of a bus name: [A-Za-z0-9_], not starting with a digit.
        for display in [":0", "a-b:3", "ünï:7", "weird name:99", ""] {
            let elements = ControlInterface.busName(display: display).split(separator: ".")
            #expect(elements.allSatisfy { e in e.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !e.first!.isNumber },
                    "\(display)")
        }
    }

    // MARK: Carrying out

    @Test("a command does what its key does: night, 24-hour and mode by the keys' own paths, saved alike")
    func sameAsKeys() {
        var byKey = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        var byCall = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        let keyed = byKey.handle(ClockFixture.key(Keysym.n), at: Self.t0)
        let called = byCall.handle(.control(.night(true)), at: Self.t0)
        #expect(keyed == called)
        #expect(byCall.face.isNight(at: Self.t0))
        // Already on: nothing to do, nothing saved.
        #expect(byCall.handle(.control(.night(true)), at: Self.t0).isEmpty)
        #expect(byCall.handle(.control(.twentyFourHour(true)), at: Self.t0).contains { if case .saveSettings(let s) = $0 { s.mine.display.hourCycle == .twentyFour } else { false } })
        #expect(byCall.face.display.hourCycle == .twentyFour)
        _ = byCall.handle(.control(.mode(.movie)), at: Self.t0)
        #expect(byCall.face.movie.mode == .movie)
        #expect(byCall.animation != nil, "changing mode travels, as the menu's Movie Mode does")
    }

    @Test("brightness is set in one step and saved once; cities travel, replace the panel's and are saved")
    func brightnessAndCities() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        let effects = m.handle(.control(.brightness(3)), at: Self.t0)
        #expect(effects.filter { if case .saveSettings = $0 { true } else { false } }.count == 1)
        #expect(m.face.display.brightness == 3 && m.lighting(at: Self.t0).brightness == 3)
        let cities = [Self.city("tokyo"), Self.city("paris")]
        let saved = m.handle(.control(.cities(cities)), at: Self.t0)
        #expect(saved.contains { if case .saveSettings(let s) = $0 { s.mine.cities == cities } else { false } })
        #expect(m.face.cities == cities && m.panel.cities == cities)
        if case .timeTravel? = m.animation?.kind {} else { Issue.record("no time travel to the new cities") }
        #expect(m.status(at: Self.t0).rows.map(\.id) == ["tokyo", "paris"])
    }

    @Test("travel to a date from the world clock: movie mode, the destination set, one journey, state saved")
    func travelToDate() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, overrides: LaunchOverrides(noIntro: true, noAnimations: true),
                                   keepsTimer: true, boot: 100)
        let effects = m.handle(.control(.travel(to: Self.d2015)), at: Self.t0)
        #expect(m.face.movie.mode == .movie)
        #expect(m.face.movie.destination == Self.d2015)
        let rows = m.status(at: Self.t0).rows
        #expect(rows.map(\.role) == ["destination", "present", "departed"])
        #expect(rows[1].year == 2015 && rows[1].month == "OCT" && rows[1].day == 21, "PRESENT TIME is where we went")
        #expect(rows[2].year == 2026, "LAST TIME DEPARTED is the present we left")
        #expect(effects.contains { if case .saveState(let s) = $0 { s.mine.destination == Self.d2015 } else { false } })
        // Return comes back to the real present; in the world clock it is refused.
        _ = m.handle(.control(.returnToPresent), at: Self.t0)
        #expect(m.status(at: Self.t0).rows[1].year == 2026)
        var world = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        #expect(world.refusal(of: .returnToPresent) != nil)
        #expect(world.handle(.control(.returnToPresent), at: Self.t0).isEmpty)
    }

    @Test("travel with animations plays one journey from the world rows")
    func travelAnimation() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        let before = m.content(at: Self.t0).rows
        _ = m.handle(.control(.travel(to: Self.d1955)), at: Self.t0)
        guard case .timeTravel(let from, _)? = m.animation?.kind else { Issue.record("no journey"); return }
        #expect(from == before)
    }

    @Test("the timer: start with a duration on the timer face, pause, resume, cancel; refusals say why")
    func timer() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        #expect(m.refusal(of: .pauseTimer) == "no countdown is running")
        let started = m.handle(.control(.startTimer(seconds: 90)), at: Self.t0, boot: 200)
        #expect(m.shown == .timer && started.contains { $0.isRelayout })
        #expect(m.timer.state == .running(endsAt: 290))
        #expect(started.contains { if case .saveTimer(let r) = $0 { r.mine.timer.duration == 90 } else { false } })
        #expect(m.refusal(of: .startTimer(seconds: nil)) != nil)
        #expect(m.refusal(of: .resumeTimer) == "the timer is not paused")
        _ = m.handle(.control(.pauseTimer), at: Self.t0, boot: 230)
        #expect(m.timer.state == .paused(remaining: 60))
        #expect(m.status(at: Self.t0).timerState == .paused && m.status(at: Self.t0).timerRemaining == 60)
        _ = m.handle(.control(.resumeTimer), at: Self.t0, boot: 300)
        #expect(m.timer.state == .running(endsAt: 360))
        _ = m.handle(.control(.cancelTimer), at: Self.t0, boot: 301)
        #expect(m.timer.state == .set && m.timer.duration == 90)
        _ = m.handle(.control(.startTimer(seconds: nil)), at: Self.t0, boot: 400)
        #expect(m.timer.state == .running(endsAt: 490))
        // The rows' commands bring the clock face back.
        _ = m.handle(.control(.travel(to: nil)), at: Self.t0, boot: 401)
        #expect(m.shown == .clock)
    }

    @Test("settings shown and hidden, the face switched, activate and quit become the shell's effects")
    func windowCommands() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        let shown = m.handle(.control(.settings(shown: true)), at: Self.t0)
        #expect(m.overlay.isOpen && shown.contains(.followPointer(true)))
        #expect(m.handle(.control(.settings(shown: true)), at: Self.t0).isEmpty)
        _ = m.handle(.control(.settings(shown: false)), at: Self.t0)
        #expect(!m.overlay.isOpen)
        _ = m.handle(.control(.face(.timer)), at: Self.t0)
        #expect(m.shown == .timer)
        // As Ctrl+comma does, the panel opens over whichever face shows.
        _ = m.handle(.control(.settings(shown: true)), at: Self.t0)
        #expect(m.shown == .timer && m.overlay.isOpen)
        _ = m.handle(.control(.settings(shown: false)), at: Self.t0)
        #expect(m.handle(.control(.activate), at: Self.t0) == [.activateWindow(enabled: m.chosen.window.enabled)])
        #expect(m.handle(.control(.quit), at: Self.t0) == [.quit])
    }

    // MARK: Status

    @Test("status: rows as now --json shows them; changed properties; the timer's running-out")
    func status() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, keepsTimer: true, boot: 100)
        let s0 = m.status(at: Self.t0, boot: 100)
        #expect(s0.rows == ReadoutRow.rows(of: m.face, at: Self.t0))
        #expect(s0.rows.first?.zone == "America/New_York")
        _ = m.handle(.control(.startTimer(seconds: 2)), at: Self.t0, boot: 100)
        let s1 = m.status(at: Self.t0, boot: 100)
        #expect(Set(s1.changedProperties(since: s0)) == ["Face", "TimerState", "TimerDuration", "TimerRemaining", "Timers"])
        // Running down is not a change worth a message a second.
        let s2 = m.status(at: Self.t0, boot: 101)
        #expect(s2.timerRemaining == 1 && s2.changedProperties(since: s1).isEmpty)
        _ = m.handle(.tick, at: Self.t0 + 2, boot: 102)
        let s3 = m.status(at: Self.t0 + 2, boot: 102)
        #expect(s3.timerFinished(since: s2) && !s3.timerFinished(since: s3))
        #expect(s3.changedProperties(since: s2).contains("TimerState"))
    }
}

import Foundation
import DesktopTestSupport
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("The prop's sounds, as made")
struct SoundSynthesisTests {
    @Test("every effect is made, heard, within full scale, and the same each time")
    func everyEffect() {
        for effect in SoundEffect.all {
            let samples = SoundSynthesis.samples(effect)
            #expect(samples.count > SoundSynthesis.sampleRate / 20, "\(effect) too short")
            let peak = samples.map { abs(Int($0)) }.max() ?? 0
            #expect(peak > 10_000 && peak < 32_000, "\(effect) peaks at \(peak)")
            #expect(SoundSynthesis.samples(effect) == samples, "\(effect) differs between two makings")
        }
    }

    @Test("each keypad digit sounds its own two tones and not another digit's")
    func keypadPitches() {
        var pairs: Set<[Double]> = []
        for digit in 0...9 {
            let samples = SoundSynthesis.samples(.key(digit))
            let (low, high) = SoundSynthesis.keyTones(digit)
            pairs.insert([low, high])
            let own = min(toneLevel(samples, low), toneLevel(samples, high))
            for other in [697.0, 770, 852, 941, 1209, 1336, 1477] where other != low && other != high {
                #expect(toneLevel(samples, other) < own / 10, "digit \(digit) holds \(other) Hz")
            }
        }
        #expect(pairs.count == 10)
    }

    @Test("the travel's sounds follow its pictures: the departure rises, the return falls, each as long as its part")
    func travelTiming() {
        let departure = SoundSynthesis.samples(.departure)
        let back = SoundSynthesis.samples(.returnToPresent)
        let rate = Double(SoundSynthesis.sampleRate)
        #expect(abs(Double(departure.count) / rate - (TimeTravelSequence.flickerEnd + 0.05)) < 0.01)
        let quarter = departure.count / 4
        let early = Array(departure[0..<quarter]), late = Array(departure[(3 * quarter)...])
        #expect(toneLevel(early, 300) > toneLevel(late, 300) && toneLevel(late, 1500) > toneLevel(early, 1500))
        let backEarly = Array(back[0..<quarter]), backLate = Array(back[(3 * quarter)...])
        #expect(toneLevel(backEarly, 1500) > toneLevel(backLate, 1500))
        let journey = SoundSynthesis.samples(.travel)
        #expect(abs(Double(journey.count) / rate - (TimeTravelSequence.arrival - TimeTravelSequence.flickerEnd)) < 0.01)
    }

    @Test("a WAV file: RIFF header, 16-bit mono at 44.1 kHz, the samples after it")
    func wav() {
        let bytes = SoundSynthesis.wav(.enter)
        let samples = SoundSynthesis.samples(.enter)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        #expect(u32(24) == 44_100 && bytes[22] == 1 && bytes[34] == 16)
        #expect(u32(40) == samples.count * 2 && bytes.count == 44 + samples.count * 2 && u32(4) == bytes.count - 8)
        #expect(Int16(bitPattern: UInt16(bytes[44]) | UInt16(bytes[45]) << 8) == samples[0])
    }

    @Test("the alarm swells from about a fifth to full over its first 30 seconds, and stays full")
    func swell() {
        #expect(abs(AlarmSwell.decibels(after: 0) - AlarmSwell.startDecibels) < 0.01)
        #expect(AlarmSwell.decibels(after: 10) < AlarmSwell.decibels(after: 20))
        #expect(abs(AlarmSwell.decibels(after: 30)) < 0.001 && abs(AlarmSwell.decibels(after: 300)) < 0.001)
    }

    @Test("a volume in percent as libcanberra's decibels; 0 plays nothing")
    func volume() {
        var c = SoundChoices()
        #expect(c.decibels == 0)
        c.volume = 50
        #expect(abs(c.decibels! + 6.02) < 0.01)
        c.volume = 0
        #expect(c.decibels == nil)
    }

    @Test("a user's path: ~ is their home, a relative one is read from the settings folder")
    func paths() {
        let p = SoundPaths(environment: ["HOME": "/home/marty", "XDG_CACHE_HOME": "/var/cache/m"], uid: 1000)
        #expect(p.expand("~/sounds/x.ogg") == "/home/marty/sounds/x.ogg")
        #expect(p.expand("x.ogg") == "/home/marty/.config/timecircuits/x.ogg")
        #expect(p.expand("/usr/share/sounds/a.oga") == "/usr/share/sounds/a.oga")
        #expect(p.builtIn(.key(7)) == "/var/cache/m/timecircuits/sounds-\(SoundSynthesis.recipeVersion)/key-7.wav")
    }
}

@Suite("When the clock is heard: the model's sound effects")
struct SoundModelTests {
    static let utc = Zone(identifier: "UTC")!
    static let t0 = try! FrozenDate.parse("2026-11-23T09:15:40Z")
    static func digit(_ d: Int) -> ClockInput { ClockFixture.key(Keysym.digits.lowerBound + UInt32(d)) }

    /// Settings with the sounds on (or off), the chime and the timer's end sound as given.
    static func soundSettings(on: Bool = true, chime: Bool = false, timerEnd: Bool = true) -> (inout Settings) -> Void {
        { settings in
            settings.display.sounds = on
            settings.sound.chime = chime
            settings.sound.timerEnd = timerEnd
        }
    }

    static func sounds(_ effects: [ClockEffect]) -> [SoundEffect] {
        effects.compactMap(\.sound)
    }

    /// The sounds heard ticking at 60 Hz from `start` for `seconds`.
    static func heard(_ m: inout ClockModel, from start: Date, seconds: Double) -> [(Double, SoundEffect)] {
        stride(from: 0.0, through: seconds, by: 1.0 / 60).flatMap { t in
            sounds(m.handle(.tick, at: start.addingTimeInterval(t))).map { (t, $0) }
        }
    }

    @Test("the power-on sounds as it starts")
    func powerOn() {
        var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(), overrides: LaunchOverrides(), launched: false)
        #expect(Self.sounds(m.handle(.launch, at: Self.t0)) == [.powerOn])
        #expect(Self.heard(&m, from: Self.t0, seconds: 4).isEmpty, "once only")
    }

    @Test("a time travel: the departure at once, the journey as the flicker ends, the arrival as the rows land")
    func travel() {
        var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(), mode: .world)
        #expect(Self.sounds(m.handle(ClockFixture.key(Keysym.t), at: Self.t0)) == [.departure])
        let heard = Self.heard(&m, from: Self.t0, seconds: 3.5)
        #expect(heard.map(\.1) == [.travel, .arrival])
        #expect(abs(heard[0].0 - TimeTravelSequence.flickerEnd) < 0.02 && abs(heard[1].0 - TimeTravelSequence.arrival) < 0.02)
    }

    @Test("a key during the travel ends it and its sound; T again starts another")
    func skipped() {
        var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(), mode: .world)
        _ = m.handle(ClockFixture.key(Keysym.t), at: Self.t0)
        let effects = m.handle(ClockFixture.key(Keysym.n), at: Self.t0.addingTimeInterval(0.5))
        #expect(effects.contains(.stopSounds) && effects.contains(.endAnimation))
        #expect(Self.heard(&m, from: Self.t0.addingTimeInterval(0.5), seconds: 3).isEmpty)
    }

    @Test("movie mode's keypad: a tone per digit, Enter's sound, a refusal's buzz; the return sounds its own way")
    func keypad() {
        var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(), mode: .movie)
        let typed = [0, 7, 0, 4, 1, 9, 5, 5].flatMap { Self.sounds(m.handle(Self.digit($0), at: Self.t0)) }
        #expect(typed == [.key(0), .key(7), .key(0), .key(4), .key(1), .key(9), .key(5), .key(5)])
        #expect(Self.sounds(m.handle(ClockFixture.key(Keysym.returnKey), at: Self.t0)) == [.enter])
        for d in [0, 2, 3, 0, 1, 9, 5, 5] { _ = m.handle(Self.digit(d), at: Self.t0) }
        #expect(Self.sounds(m.handle(ClockFixture.key(Keysym.returnKey), at: Self.t0)) == [.refused])
        let back = m.handle(ClockFixture.key(Keysym.r), at: Self.t0.addingTimeInterval(1))
        #expect(Self.sounds(back) == [.returnToPresent])
        #expect(Self.heard(&m, from: Self.t0.addingTimeInterval(1), seconds: 3).map(\.1) == [.travel, .arrival])
    }

    @Test("with sounds = off nothing is heard, though the face does all the same")
    func off() {
        var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(on: false), mode: .movie)
        var effects = m.handle(ClockFixture.key(Keysym.t), at: Self.t0)
        effects += [1, 9, 5, 5].flatMap { m.handle(Self.digit($0), at: Self.t0) }
        #expect(Self.sounds(effects).isEmpty && Self.heard(&m, from: Self.t0, seconds: 3).isEmpty)
        #expect(m.entry != nil)
    }

    @Test("M switches the sounds and saves the switch; the menu shows it checked")
    func toggle() {
        var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(on: false), mode: .world)
        let effects = m.handle(ClockFixture.key(Keysym.m), at: Self.t0)
        #expect(m.face.display.sounds && m.panel.displayChecks.contains(.toggleSounds))
        #expect(effects.contains { if case .saveSettings(let c) = $0 { c.mine.display.sounds } else { false } })
        #expect(m.handle(.control(.sounds(false)), at: Self.t0).contains { if case .saveSettings = $0 { true } else { false } })
        #expect(!m.face.display.sounds && !m.status(at: Self.t0).sounds)
    }

    @Test("the chime strikes the hour once as it is reached, not on a step of the clock onto it")
    func chime() {
        var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(chime: true), mode: .world)
        let before = try! FrozenDate.parse("2026-11-23T09:59:59.5Z")
        let hour = try! FrozenDate.parse("2026-11-23T10:00:00Z")
        #expect(m.nextWake(after: before)! <= hour)
        _ = m.handle(.tick, at: before)
        #expect(Self.sounds(m.handle(.tick, at: hour)) == [.chime])
        #expect(Self.sounds(m.handle(.tick, at: hour.addingTimeInterval(0.5))).isEmpty)
        _ = m.handle(.tick, at: hour.addingTimeInterval(600))
        #expect(Self.sounds(m.handle(.wallClockStepped, at: hour.addingTimeInterval(3600))).isEmpty)
        #expect(Self.sounds(m.handle(.tick, at: hour.addingTimeInterval(3601))).isEmpty)
    }

    @Test("the timer's end plays its own sound, also with the prop's sounds off, unless timer-sound is off")
    func timerEnd() {
        for timerSound in [true, false] {
            var m = ClockFixture.model(at: Self.t0, settings: Self.soundSettings(on: false, timerEnd: timerSound), mode: .world)
            _ = m.handle(.control(.startTimer(seconds: 2)), at: Self.t0, boot: 100)
            let effects = m.handle(.tick, at: Self.t0.addingTimeInterval(2), boot: 102)
            #expect(Self.sounds(effects) == (timerSound ? [.timerEnd] : []))
            #expect(effects.contains { if case .notify = $0 { true } else { false } })
        }
    }

    @Test("the settings file keeps every sound setting, and a bad one is one warning naming its line")
    func settingsFile() throws {
        let text = """
            version = 1
            cities = new_york,london,hong_kong
            sounds = on
            sound-volume = 60
            timer-sound = off
            chime = on
            alarm-sound = bell
            sound-travel = ~/sounds/x.ogg
            alarm = 07:30 mon-fri sound=~/wake.ogg Work
            """
        let loaded = SettingsFile.parse(text)
        let s = loaded.settings
        #expect(loaded.warnings.isEmpty)
        #expect(s.display.sounds && s.sound.volume == 60 && !s.sound.timerEnd && s.sound.chime && s.sound.alarm == "bell")
        #expect(s.sound.files == [.travel: "~/sounds/x.ogg"])
        #expect(s.alarms.first?.sound == "~/wake.ogg" && s.alarms.first?.label == "Work" && s.alarms.first?.days.text == "mon-fri")
        let written = SettingsFile.serialize(s)
        for line in ["sounds = on", "sound-volume = 60", "timer-sound = off", "chime = on", "alarm-sound = bell",
                     "sound-travel = ~/sounds/x.ogg", "alarm = 07:30 mon-fri sound=~/wake.ogg Work"] {
            #expect(written.contains(line), "\(line) not written: \(written)")
        }
        let bad = SettingsFile.parse("version = 1\ncities = london\nsound-volume = loud\n")
        #expect(bad.warnings.count == 1 && bad.warnings.first?.contains("line 3") == true && bad.warnings.first?.contains("0 to 100") == true)
        #expect(bad.settings.sound.volume == 100)
        #expect(!SettingsFile.serialize(Settings.defaults()).contains("sound"), "a fresh install writes no sound lines")
    }
}

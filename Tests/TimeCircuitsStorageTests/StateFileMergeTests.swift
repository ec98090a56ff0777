import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// The state files follow the settings file's rule (issue 25): two windows saving from stale
/// copies never undo each other's records.
@Suite("State files with two writers")
struct StateFileMergeTests {
    func withFolder(_ body: (URL) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tc-state-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir)
    }

    static func at(_ text: String) -> Date { try! FrozenDate.parse(text) }

    @Test("two windows each record the alarm they rang: both records stay, and one window's later ring of the same alarm wins it")
    func alarmRecords() throws {
        try withFolder { dir in
            let location = SettingsLocation(directory: dir, fileName: AlarmStateFile.fileName)
            var first = AlarmStateFile(location: location), second = AlarmStateFile(location: location)
            let empty = AlarmRecord()
            var a = empty, b = empty
            a.lastRung["07:30 daily"] = Self.at("2026-11-23T07:30:00Z")
            b.lastRung["08:00 daily"] = Self.at("2026-11-23T08:00:00Z")
            try first.save(FileChange(base: empty, mine: a))
            try second.save(FileChange(base: empty, mine: b))   // from a copy read before the first save
            #expect(first.load().record.lastRung == ["07:30 daily": Self.at("2026-11-23T07:30:00Z"),
                                                     "08:00 daily": Self.at("2026-11-23T08:00:00Z")])
            var later = b
            later.lastRung["07:30 daily"] = Self.at("2026-11-24T07:30:00Z")
            try second.save(FileChange(base: b, mine: later))
            #expect(first.load().record.lastRung["07:30 daily"] == Self.at("2026-11-24T07:30:00Z"))
            #expect(first.load().record.lastRung["08:00 daily"] == Self.at("2026-11-23T08:00:00Z"))
        }
    }

    @Test("movie state: one window's trip and another's mode both stay; a trip is written whole")
    func movieState() throws {
        try withFolder { dir in
            let location = SettingsLocation(directory: dir, fileName: SettingsLocation.stateFileName)
            var first = StateFile(location: location), second = StateFile(location: location)
            let film = MovieState.film
            var moved = film
            moved.mode = .movie
            var travelled = film
            travelled.destination = CivilDateTime.parse("2015-10-21T16:29")!
            travelled.departed = CivilDateTime.parse("1985-10-26T01:24")!
            try first.save(FileChange(base: film, mine: moved))
            try second.save(FileChange(base: film, mine: travelled))
            let both = first.load()
            #expect(both.warning == nil)
            #expect(both.state.mode == .movie, "the first window's mode stays")
            #expect(both.state.destination == travelled.destination && both.state.departed == travelled.departed)
        }
    }

    @Test("the timer is one record: the later save's countdown, never one window's duration with another's end")
    func timerRecord() throws {
        try withFolder { dir in
            let location = SettingsLocation(directory: dir, fileName: TimerStateFile.fileName)
            var first = TimerStateFile(location: location), second = TimerStateFile(location: location)
            let set = TimerRecord(timer: CountdownTimer(duration: 18 * 60), bootID: "boot", wallMinusBoot: 1000)
            var running = set
            running.timer.state = .running(endsAt: 5000)
            var shorter = set
            shorter.timer = CountdownTimer(duration: 5 * 60)
            try first.save(FileChange(base: set, mine: running))
            try second.save(FileChange(base: set, mine: shorter))
            let record = try #require(first.load().record)
            #expect(record.timer == shorter.timer, "the later save's countdown, whole")
        }
    }

    @Test("a change that cannot be saved is shown by reads and written by the next save that can; its error is said once")
    func unsavedChange() throws {
        try withFolder { dir in
            // A plain file where the folder should be: no one, not even root, can save there.
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let blocked = dir.appendingPathComponent("timecircuits")
            try Data("in the way".utf8).write(to: blocked)
            var file = SettingsFile(location: SettingsLocation(directory: blocked))
            let base = Settings.defaults()
            var dimmer = base
            dimmer.display.brightness = 7
            var night = dimmer
            night.display.night = .on
            var errors: [SettingsSaveError] = []
            do throws(SettingsSaveError) { try file.save(FileChange(base: base, mine: dimmer)) } catch { errors.append(error) }
            do throws(SettingsSaveError) { try file.save(FileChange(base: dimmer, mine: night)) } catch { errors.append(error) }
            #expect(errors.map(\.repeated) == [false, true], "said once")
            #expect(errors.first?.message.contains(blocked.appendingPathComponent("settings.conf").path) == true)

            try FileManager.default.removeItem(at: blocked)
            #expect(file.load().settings.display.brightness == 7, "a read shows the unsaved change")
            var twelve = night
            twelve.display.hourCycle = .twentyFour
            try file.save(FileChange(base: night, mine: twelve))
            let saved = SettingsFile(location: SettingsLocation(directory: blocked)).load().settings
            #expect(saved.display.brightness == 7 && saved.display.night == .on && saved.display.hourCycle == .twentyFour,
                    "the next save wrote the earlier changes with its own")
        }
    }
}

import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsServices
@testable import TimeCircuitsStorage

/// The window's saves of one batch of input are written together, after it (`ClockFiles.holdingSaves`),
/// on real files: a burst costs one save a file, and the file then holds what the saves one after
/// the other would have left, another writer's changes included.
@Suite("Saves held for a batch of input")
struct HeldSavesTests {
    /// A settings file holding `start` in a new folder, another writer's handle on it, and the
    /// window's files.
    func withFile(_ start: Settings, _ body: (SettingsLocation, inout SettingsFile, ClockFiles) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tc-held-saves-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let location = SettingsLocation(directory: dir)
        var other = SettingsFile(location: location)
        try other.save(start)
        let files = ClockFiles(settings: SettingsFile(location: location), state: nil, timer: nil, alarms: nil, stopwatch: nil)
        try body(location, &other, files)
    }

    static func text(_ location: SettingsLocation) -> String { (try? String(contentsOf: location.file, encoding: .utf8)) ?? "" }

    @Test("changes that follow each other are held until the batch ends, then written once: the file holds the last")
    func joined() throws {
        var first = Settings.defaults(in: .standard)
        first.snoozeMinutes = 5
        try withFile(first) { location, file, files in
            var second = first, third = first
            second.snoozeMinutes = 9
            third.snoozeMinutes = 9
            third.cycleMinutes = 15
            let before = Self.text(location)
            let writtenInside = files.holdingSaves {
                #expect(files.save(.saveSettings(FileChange(base: first, mine: second))))
                #expect(files.save(.saveSettings(FileChange(base: second, mine: third))))
                return Self.text(location) != before
            }
            #expect(!writtenInside, "a held change reached the file before its batch ended")
            let now = file.load().settings
            #expect(now.snoozeMinutes == 9 && now.cycleMinutes == 15, "file: \(Self.text(location))")
        }
    }

    @Test("a key changed and changed back in one batch is no change: another writer's value, saved meanwhile, stays")
    func changedBack() throws {
        var start = Settings.defaults(in: .standard)
        start.snoozeMinutes = 5
        try withFile(start) { location, other, files in
            var nine = start
            nine.snoozeMinutes = 9
            files.holdingSaves {
                _ = files.save(.saveSettings(FileChange(base: start, mine: nine)))
                var theirs = start
                theirs.snoozeMinutes = 7
                _ = try? other.save(FileChange(base: start, mine: theirs))
                _ = files.save(.saveSettings(FileChange(base: nine, mine: start)))
            }
            #expect(other.load().settings.snoozeMinutes == 7, "file: \(Self.text(location))")
        }
    }

    @Test("a change that starts from a new reading writes the held one first; writeHeldSaves writes at once; unheld saves write at once")
    func apart() throws {
        let start = Settings.defaults(in: .standard)
        try withFile(start) { _, file, files in
            var cycle = start
            cycle.cycleMinutes = 30
            var reread = start
            reread.snoozeMinutes = 3
            var snooze = reread
            snooze.snoozeMinutes = 12
            files.holdingSaves {
                _ = files.save(.saveSettings(FileChange(base: start, mine: cycle)))
                // Not from `cycle`: the two cannot be one change, so the first is written now.
                _ = files.save(.saveSettings(FileChange(base: reread, mine: snooze)))
                #expect(file.load().settings.cycleMinutes == 30)
                #expect(file.load().settings.snoozeMinutes != 12)
                files.writeHeldSaves()
                #expect(file.load().settings.snoozeMinutes == 12)
            }
            var later = file.load().settings
            let base = later
            later.snoozeMinutes = 20
            _ = files.save(.saveSettings(FileChange(base: base, mine: later)))
            #expect(file.load().settings.snoozeMinutes == 20, "a save outside a batch is written at once")
            #expect(file.load().settings.cycleMinutes == 30)
        }
    }
}

// Test support, not installed: `settings-save-loop DIR TEXT...` saves settings into
// DIR/settings.conf through `SettingsFile.save`, over and over, until it is killed.
//
// Each TEXT is a settings file's text; the loop parses them with `SettingsFile.parse` and saves
// the results in turn, first to last and round again, so the test that runs it decides what may
// be on disk. After the first save it prints "saving" on stdout, so the test knows the loop is
// under way before it aims. The SIGKILL test (AtomicSaveKillTests in TimeCircuitsCoreTests) kills
// it at random moments and checks that the file is always one complete text.
import Foundation
import TimeCircuitsCore
import TimeCircuitsStorage

/// EX_USAGE, as the clock's own command line uses.
let usageStatus: Int32 = 64

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: settings-save-loop DIR TEXT...\n".utf8))
    exit(usageStatus)
}
let location = SettingsLocation(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
let variants = arguments.dropFirst(2).map { SettingsFile.parse($0).settings }
var file = SettingsFile(location: location)
var announced = false
// A test run cut short (its process killed, its output pipe closed) must not leave the loop
// saving for ever: it stops once the test that started it is gone.
let parent = getppid()
for index in 0... {
    if getppid() != parent { exit(0) }
    do {
        try file.save(variants[index % variants.count])
    } catch {
        FileHandle.standardError.write(Data("settings-save-loop: \(error)\n".utf8))
        exit(1)
    }
    if !announced {
        FileHandle.standardOutput.write(Data("saving\n".utf8))
        announced = true
    }
}

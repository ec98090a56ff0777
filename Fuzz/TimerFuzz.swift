import Foundation
import TimeCircuitsCore
import TimeCircuitsStorage

/// libFuzzer entry for the timer's inputs: `TimerDuration.parse` (the `timer` command, `render
/// --timer`, preset lines) and `TimerStateFile.parse` (the timer's state file).
///
/// A duration is accepted only inside 0:01…23:59:59 and reads back as itself from the face's own
/// spelling; a refusal is one clear line. The state file never refuses: what it keeps is a
/// countdown within the limits, each problem is one clear warning, and writing the record and
/// reading it again gives it back without a warning.
@_cdecl("LLVMFuzzerTestOneInput")
public func timerFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    switch TimerDuration.parse(text) {
    case .success(let seconds):
        FuzzCheck.require((TimerDuration.minimum...TimerDuration.maximum).contains(seconds), "accepted \(seconds) s", input: text)
        let again = TimerDuration.parse(TimerDuration.text(seconds))
        FuzzCheck.require(again == .success(seconds), "\(seconds) s spelled \(TimerDuration.text(seconds)) read back as \(again)", input: text)
    case .failure(let error):
        FuzzCheck.requireClearMessage(error.message, for: text, "TimerDuration.parse error")
    }

    let (record, warnings) = TimerStateFile.parse(text)
    for warning in warnings { FuzzCheck.requireClearMessage(warning, for: text, "TimerStateFile.parse warning") }
    if let record {
        let t = record.timer
        FuzzCheck.require((TimerDuration.minimum...TimerDuration.maximum).contains(t.duration), "a duration of \(t.duration) s", input: text)
        // Whatever the file held, the face can show it, now or centuries on.
        for boot in [0.0, 1e9] {
            _ = TimerContent(timer: record.restored(bootID: "", wall: Date(timeIntervalSince1970: 0), boot: boot), presets: .standard,
                             at: boot, wall: Date(timeIntervalSince1970: 0), zone: Zone.utc, cycle: .twelve)
        }
        let (back, rereadWarnings) = TimerStateFile.parse(TimerStateFile.serialize(record))
        FuzzCheck.require(rereadWarnings.isEmpty, "its own output warns: \(rereadWarnings)", input: text)
        FuzzCheck.require(back?.timer.state == t.state && back?.timer.duration == t.duration,
                          "written and read back, \(t) became \(String(describing: back?.timer))", input: text)
    }
    return 0
}

import Foundation
import TimeCircuitsCore
import TimeCircuitsStorage

/// libFuzzer entry for the alarms' inputs: `Alarm.parse` (an `alarm =` line of the settings file,
/// and `timecircuits alarm add`'s parts) and `AlarmStateFile.parse` (the alarms' record).
///
/// An alarm that is accepted reads back as itself from the text the clock writes for it, and is
/// due strictly after any instant and within eight days of it, in a zone with a midnight gap and in
/// one of 45-minute offsets; a refusal is one clear line. The record never refuses: each problem is
/// one clear warning, and writing it and reading it again gives it back without a warning.
@_cdecl("LLVMFuzzerTestOneInput")
public func alarmFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    switch Alarm.parse(text) {
    case .success(let alarm):
        let again = Alarm.parse(alarm.text)
        FuzzCheck.require(again == .success(alarm), "\(alarm) written as \(alarm.text.debugDescription) read back as \(again)", input: text)
        FuzzCheck.require(Alarm.labelProblem(alarm.label) == nil, "a label it refuses elsewhere: \(alarm.label.debugDescription)", input: text)
        for zone in ["America/Santiago", "Pacific/Chatham"] {
            let z = Zone(identifier: zone)!
            for t in [Date(timeIntervalSince1970: 1_775_354_400), Date(timeIntervalSince1970: 1_789_000_000)] {
                let due = alarm.nextDue(after: t, in: z)
                FuzzCheck.require(due > t && due.timeIntervalSince(t) <= 8 * 86_400, "\(alarm.text) due \(due) after \(t) in \(zone)", input: text)
            }
        }
    case .failure(let error):
        FuzzCheck.requireClearMessage(error.message, for: text, "Alarm.parse error")
    }

    let (record, warnings) = AlarmStateFile.parse(text)
    for warning in warnings { FuzzCheck.requireClearMessage(warning, for: text, "AlarmStateFile.parse warning") }
    let (back, rereadWarnings) = AlarmStateFile.parse(AlarmStateFile.serialize(record))
    FuzzCheck.require(rereadWarnings.isEmpty, "its own output warns: \(rereadWarnings)", input: text)
    let whole = record.lastRung.mapValues { $0.timeIntervalSince1970.rounded(.down) }
    FuzzCheck.require(back.lastRung.mapValues(\.timeIntervalSince1970) == whole, "written and read back, \(record) became \(back)", input: text)
    return 0
}

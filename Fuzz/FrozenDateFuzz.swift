import Foundation
import TimeCircuitsCore

/// libFuzzer entry for `FrozenDate.parse` (`--frozen-date`).
///
/// Every input is either accepted as an instant that writes back out and parses to itself, or
/// refused with a clear one-line `InputError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func frozenDateFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    do {
        let date = try FrozenDate.parse(text)
        FuzzCheck.require(date.timeIntervalSince1970.isFinite, "accepted a non-finite instant", input: text)
        // Written back as UTC (whole seconds), it must read as the same second.
        let second = date.timeIntervalSince1970.rounded(.down)
        if let canonical = FrozenDateFuzzing.utcText(second) {
            do {
                let again = try FrozenDate.parse(canonical)
                FuzzCheck.require(again.timeIntervalSince1970 == second,
                                  "\(canonical) reads as \(again.timeIntervalSince1970), not \(second)", input: text)
            } catch {
                FuzzCheck.fail("its own UTC form \(canonical) is refused: \(error.message)", input: text)
            }
        }
    } catch {
        FuzzCheck.requireClearMessage(error.message, for: text, "FrozenDate.parse")
    }
    return 0
}

enum FrozenDateFuzzing {
    /// The four-digit years `FrozenDate` reads.
    static let writableYears = 1...9999

    /// `instant` as `YYYY-MM-DDTHH:MM:SSZ` on the proleptic Gregorian calendar (the one
    /// `FrozenDate` and the readouts count days on), or nil when its year has no four-digit form.
    /// Worked out here (Hinnant's civil_from_days), not by the code under test.
    static func utcText(_ instant: TimeInterval) -> String? {
        let seconds = Int(instant)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let inDay = seconds - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        guard writableYears.contains(year) else { return nil }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(inDay / 3600, 2)):\(pad(inDay / 60 % 60, 2)):\(pad(inDay % 60, 2))Z"
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - String(n).count)) + String(n)
    }
}

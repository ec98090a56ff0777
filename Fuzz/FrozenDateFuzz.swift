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

    /// `instant` as `YYYY-MM-DDTHH:MM:SSZ`, or nil when its UTC year has no four-digit form.
    static func utcText(_ instant: TimeInterval) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let c = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second],
                                        from: Date(timeIntervalSince1970: instant))
        guard c.era == 1, let year = c.year, writableYears.contains(year) else { return nil }
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }
}

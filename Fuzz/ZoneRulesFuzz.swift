import TimeCircuitsCore

/// libFuzzer entry for `ZoneRules(tzif:)`: the clock's reader of the system's zone files, and of
/// the POSIX TZ rule at their end.
///
/// Every input is either refused with a clear one-line reason, or read into rules that answer
/// for any instant, from the 32-bit `time_t`'s first second to the year 2100 and past, with an
/// offset a real zone could have (within ±26 hours), never trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func zoneRulesFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
    let shown = String(decoding: bytes.prefix(64), as: UTF8.self)
    do {
        let rules = try ZoneRules(tzif: bytes)
        for instant: Int64 in [.min, -2_147_483_648, -1, 0, 1_700_000_000, 2_240_611_200, 4_118_126_400, 253_402_300_799, .max] {
            let offset = rules.offset(at: instant)
            FuzzCheck.require(abs(Int(offset)) <= 26 * 3600, "offset \(offset) s at \(instant)", input: shown)
        }
    } catch {
        FuzzCheck.requireClearMessage(error.reason, for: shown, "ZoneRules(tzif:)")
    }
    return 0
}

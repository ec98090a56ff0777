import FoundationEssentials
import TimeCircuitsCore

/// The timer's file in the state folder: a running or paused countdown survives a restart of the
/// program, and one that ran out meanwhile shows as finished.
///
/// ```
/// # Time Circuits timer, written by the clock.
/// version = 1
/// state = running
/// duration = 18:00
/// amber = 2:00
/// red = 1:00
/// preset = 3
/// at = 12345.678901
/// boot-id = 7c0e…
/// wall-minus-boot = 1779500000.123456
/// ```
///
/// `at` is the boot-clock end of a running or finished countdown, or the seconds left of a paused
/// one. Same rules as every file of the clock (`KeptFile`): atomic saves, a damaged file warned
/// about once and left as it is (the timer starts set) until the timer changes.
public struct TimerStateFile: Sendable {
    public static let fileName = "timer.conf"
    public static let formatVersion = 1
    public static let header = "# Time Circuits timer, written by the clock: a countdown survives a restart."

    public var disk: KeptFile

    /// The largest number of seconds the file's instants may hold (about 317 years).
    static let longestSpan = 1e10

    public init(location: SettingsLocation, writer: AtomicFileWriter = .standard) {
        disk = KeptFile(location: location, format: Self.format, writer: writer)
    }

    /// The record is one countdown: any change writes every key of it, so a merge never pairs
    /// one window's end time with another's duration. The later save wins the timer.
    static let format = KeyValueFormat(
        header: header, version: formatVersion,
        merge: KeyValueMerge(groups: [["state", "duration", "amber", "red", "preset", "at", "boot-id", "wall-minus-boot"]]),
        what: "the timer", changeWord: "the timer", canonical: { parse($0).record.map(serialize) ?? "" }, isDamaged: { !parse($0).warnings.isEmpty })

    /// The record in `text`, or nil and the problems when it cannot be used. Pure.
    public static func parse(_ text: String) -> (record: TimerRecord?, warnings: [String]) {
        let (values, found) = KeyValueText.record(of: text)
        var warnings = found
        func bad(_ key: String, _ expected: String) -> String { KeyValueText.badValue(key, in: values, expected) }
        func duration(_ key: String) -> Int? {
            guard let v = values[key] else { return nil }
            if case .success(let s) = TimerDuration.parse(v.value) { return s }
            warnings.append(bad(key, "a duration like 18:00"))
            return nil
        }
        if let v = values["version"], Int(v.value).map({ $0 > formatVersion }) ?? true {
            return (nil, [bad("version", "a version this clock reads (\(formatVersion))")])
        }
        guard let length = duration("duration") else {
            return (nil, warnings + (values["duration"] == nil ? ["no duration line"] : []))
        }
        let standard = PhaseThresholds.standard
        var timer = CountdownTimer(duration: length, thresholds: PhaseThresholds(amber: duration("amber") ?? standard.amber,
                                                                                  red: duration("red") ?? standard.red))
        if let v = values["preset"] {
            if let slot = Int(v.value), (1...TimerPresets.count).contains(slot) { timer.preset = slot } else {
                warnings.append(bad("preset", "a slot from 1 to \(TimerPresets.count)"))
            }
        }
        // Seconds on a boot clock: a few centuries is the most any machine counts, and the
        // display turns them into whole numbers.
        let at = values["at"].flatMap { Double($0.value) }.flatMap { abs($0) <= Self.longestSpan ? $0 : nil }
        let state = values["state"]?.value.lowercased() ?? "set"
        switch (state, at) {
        case ("set", _): break
        case ("running", let at?): timer.state = .running(endsAt: at)
        case ("paused", let at?): timer.state = .paused(remaining: min(max(0, at), Double(timer.duration)))
        case ("finished", let at?): timer.state = .finished(endedAt: at)
        case ("running", nil), ("paused", nil), ("finished", nil): warnings.append(bad("at", "a number of seconds"))
        default: warnings.append(bad("state", "set, running, paused or finished"))
        }
        let offset = values["wall-minus-boot"].flatMap { Double($0.value) }.flatMap { abs($0) <= Self.longestSpan * 10 ? $0 : nil } ?? 0
        return (TimerRecord(timer: timer, bootID: values["boot-id"]?.value ?? "", wallMinusBoot: offset), warnings)
    }

    /// The text for `record`; `parse(serialize(r))` gives `r` back (an entry being typed aside).
    public static func serialize(_ record: TimerRecord) -> String {
        let t = record.timer
        let (state, at): (String, Double?) = switch t.state {
        case .set: ("set", nil)
        case .running(let end): ("running", end)
        case .paused(let left): ("paused", left)
        case .finished(let end): ("finished", end)
        }
        var text = """
        \(header)
        version = \(formatVersion)
        state = \(state)
        duration = \(TimerDuration.text(t.duration))
        amber = \(TimerDuration.text(t.thresholds.amber))
        red = \(TimerDuration.text(t.thresholds.red))

        """
        if let preset = t.preset { text += "preset = \(preset)\n" }
        // Swift's shortest spelling that reads back as the same Double: nothing is lost in a save.
        if let at { text += "at = \(at)\n" }
        if !record.bootID.isEmpty { text += "boot-id = \(record.bootID)\n" }
        text += "wall-minus-boot = \(record.wallMinusBoot)\n"
        return text
    }

    /// Reads the file; never writes. Missing: nil and no warning.
    public func load() -> (record: TimerRecord?, warning: String?) {
        disk.load(missing: nil) { Self.parse($0) }
    }

    /// Saves one window's change into the file as it is on disk (see `KeptFile.save`).
    public mutating func save(_ change: FileChange<TimerRecord>) throws(SettingsSaveError) {
        try disk.save(base: Self.serialize(change.base), mine: Self.serialize(change.mine))
    }

    /// Makes the file hold `record`, whatever it held.
    public mutating func save(_ record: TimerRecord) throws(SettingsSaveError) {
        try disk.replace(with: Self.serialize(record))
    }
}

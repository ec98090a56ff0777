import FoundationEssentials
import TimeCircuitsCore

/// The stopwatch's file in the state folder: a running stopwatch goes on counting through a
/// restart of the program, and a stopped one keeps its time and laps.
///
/// ```
/// # Time Circuits stopwatch, written by the clock.
/// version = 1
/// state = running
/// since = 12345.678901
/// before = 61.25
/// laps = 20.5, 41.03
/// boot-id = 7c0e…
/// wall-minus-boot = 1779500000.123456
/// ```
///
/// `since` is the boot-clock instant a running stopwatch last started, `before` the seconds it
/// had counted until then; a stopped one has its time in `before`. Same rules as every file of
/// the clock (`KeptFile`); the record is one value, so the later save wins it whole.
public struct StopwatchStateFile: Sendable {
    public static let fileName = "stopwatch.conf"
    public static let formatVersion = 1
    public static let header = "# Time Circuits stopwatch, written by the clock: it keeps counting through a restart."

    public var disk: KeptFile

    public init(location: SettingsLocation, writer: AtomicFileWriter = .standard) {
        disk = KeptFile(location: location, format: Self.format, writer: writer)
    }

    static let format = KeyValueFormat(
        header: header, version: formatVersion,
        merge: KeyValueMerge(groups: [["state", "since", "before", "laps", "boot-id", "wall-minus-boot"]]),
        what: "the stopwatch", changeWord: "the stopwatch", canonical: { parse($0).record.map(serialize) ?? "" },
        isDamaged: { !parse($0).warnings.isEmpty })

    /// The record in `text`, or nil and the problems when it cannot be used. Pure.
    public static func parse(_ text: String) -> (record: StopwatchRecord?, warnings: [String]) {
        let (values, found) = KeyValueText.record(of: text)
        var warnings = found
        func bad(_ key: String, _ expected: String) -> String { KeyValueText.badValue(key, in: values, expected) }
        func seconds(_ key: String) -> Double? {
            guard let v = values[key] else { return nil }
            if let d = Double(v.value), d.isFinite, abs(d) <= TimerStateFile.longestSpan { return d }
            warnings.append(bad(key, "a number of seconds"))
            return nil
        }
        if let v = values["version"], Int(v.value).map({ $0 > formatVersion }) ?? true {
            return (nil, [bad("version", "a version this clock reads (\(formatVersion))")])
        }
        var stopwatch = Stopwatch()
        let before = max(0, seconds("before") ?? 0)
        switch values["state"]?.value.lowercased() ?? "reset" {
        case "reset": break
        case "stopped": stopwatch.state = .stopped(elapsed: before)
        case "running":
            if let since = seconds("since") { stopwatch.state = .running(since: since, before: before) } else if values["since"] == nil {
                warnings.append("no since line for a running stopwatch")
            }
        default: warnings.append(bad("state", "reset, running or stopped"))
        }
        if let v = values["laps"], !v.value.trimmingWhitespace().isEmpty {
            let laps = v.value.split(separator: ",").map { Double($0.trimmingWhitespace()) }
            if laps.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) { stopwatch.laps = laps.compactMap { $0 } } else {
                warnings.append(bad("laps", "a list of seconds like 20.5, 41.03"))
            }
        }
        let offset = values["wall-minus-boot"].flatMap { Double($0.value) }.flatMap { abs($0) <= TimerStateFile.longestSpan * 10 ? $0 : nil } ?? 0
        return (StopwatchRecord(stopwatch: stopwatch, bootID: values["boot-id"]?.value ?? "", wallMinusBoot: offset), warnings)
    }

    /// The text for `record`; `parse(serialize(r))` gives `r` back.
    public static func serialize(_ record: StopwatchRecord) -> String {
        let s = record.stopwatch
        var text = "\(header)\nversion = \(formatVersion)\n"
        switch s.state {
        case .reset: text += "state = reset\n"
        case .running(let since, let before): text += "state = running\nsince = \(since)\nbefore = \(before)\n"
        case .stopped(let elapsed): text += "state = stopped\nbefore = \(elapsed)\n"
        }
        if !s.laps.isEmpty { text += "laps = \(s.laps.map { "\($0)" }.joined(separator: ", "))\n" }
        if !record.bootID.isEmpty { text += "boot-id = \(record.bootID)\n" }
        text += "wall-minus-boot = \(record.wallMinusBoot)\n"
        return text
    }

    /// Reads the file; never writes. Missing: nil and no warning.
    public func load() -> (record: StopwatchRecord?, warning: String?) {
        disk.load(missing: nil) { Self.parse($0) }
    }

    /// Saves one window's change into the file as it is on disk (see `KeptFile.save`).
    public mutating func save(_ change: FileChange<StopwatchRecord>) throws(SettingsSaveError) {
        try disk.save(base: Self.serialize(change.base), mine: Self.serialize(change.mine))
    }
}

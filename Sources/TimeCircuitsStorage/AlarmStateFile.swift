import FoundationEssentials
import TimeCircuitsCore

/// The alarms' file in the state folder: when each alarm was last answered for (rung or
/// reported missed), so that a wall clock stepped backwards, even across a restart, never rings
/// the same alarm twice.
///
/// ```
/// # Time Circuits alarms, written by the clock: when each alarm last rang.
/// version = 1
/// rang = 2026-11-23T12:30:00Z 07:30 mon-fri Work
/// snoozed = 2026-11-23T12:39:00Z 2026-11-23T12:30:00Z 07:30 mon-fri Work
/// ```
///
/// One `rang` line an alarm (instant in UTC, then the alarm as the settings file writes it, its
/// switch aside), and one `snoozed` line a snooze waiting to ring (when it ends, when the alarm
/// was due, the alarm). Same rules as every file of the clock (`KeptFile`): atomic saves, a damaged
/// file warned about once and left as it is until an alarm next rings.
public struct AlarmStateFile: Sendable {
    public static let fileName = "alarms.conf"
    public static let formatVersion = 1
    public static let header = "# Time Circuits alarms, written by the clock: when each alarm last rang."

    public var disk: KeptFile

    public init(location: SettingsLocation, writer: AtomicFileWriter = .standard) {
        disk = KeptFile(location: location, format: Self.format, writer: writer)
    }

    /// Each `rang` line is an item named by its alarm: two windows each add their own records,
    /// and a record of an alarm one window rang is not undone by the other.
    static let format = KeyValueFormat(
        header: header, version: formatVersion,
        merge: KeyValueMerge(listKeys: ["rang": { value in String(value.split(separator: " ", maxSplits: 1).last ?? "") },
                                         "snoozed": { value in String(value.split(separator: " ", maxSplits: 2).last ?? "") }]),
        what: "the alarms' record", changeWord: "an alarm's record", canonical: { serialize(parse($0).record) }, isDamaged: { !parse($0).warnings.isEmpty })

    /// The record in `text`, with one warning per line that cannot be used. Pure.
    public static func parse(_ text: String) -> (record: AlarmRecord, warnings: [String]) {
        var record = AlarmRecord()
        var warnings: [String] = []
        for line in KeyValueText.lines(of: text) {
            guard case .entry(let number, let key, let value, _) = line else {
                if case .broken(let number) = line { warnings.append(KeyValueText.brokenWarning(number)) }
                continue
            }
            switch key {
            case "version":
                if Int(value).map({ $0 > formatVersion }) ?? true {
                    return (AlarmRecord(), ["line \(number): version \(QuotedInput.quoted(value)) is not a version this clock reads (\(formatVersion))"])
                }
            case "rang":
                let parts = value.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, let at = try? FrozenDate.parse(parts[0]),
                      case .success(let alarm) = Alarm.parse(parts[1]) else {
                    warnings.append("line \(number): rang \(QuotedInput.quoted(value)) is not an instant and an alarm like 2026-11-23T12:30:00Z 07:30 mon-fri")
                    continue
                }
                record.lastRung[alarm.identity] = max(at, record.lastRung[alarm.identity] ?? at)
            case "snoozed":
                let parts = value.split(separator: " ", maxSplits: 2).map(String.init)
                guard parts.count == 3, let until = try? FrozenDate.parse(parts[0]), let due = try? FrozenDate.parse(parts[1]),
                      case .success(let alarm) = Alarm.parse(parts[2]) else {
                    warnings.append("line \(number): snoozed \(QuotedInput.quoted(value)) is not two instants and an alarm like 2026-11-23T12:39:00Z 2026-11-23T12:30:00Z 07:30 mon-fri")
                    continue
                }
                record.snoozes[alarm.identity] = AlarmRecord.Snoozed(alarm: alarm, due: due, until: until)
            default:
                warnings.append("line \(number): unknown key \(QuotedInput.quoted(key)); ignored")
            }
        }
        return (record, warnings)
    }

    /// The text for `record`, alarms in a stable order; `parse(serialize(r))` gives `r` back to
    /// the second.
    public static func serialize(_ record: AlarmRecord) -> String {
        var text = "\(header)\nversion = \(formatVersion)\n"
        for (identity, at) in record.lastRung.sorted(by: { $0.key < $1.key }) {
            text += "rang = \(StateFile.iso(at)) \(identity)\n"
        }
        for (identity, s) in record.snoozes.sorted(by: { $0.key < $1.key }) {
            text += "snoozed = \(StateFile.iso(s.until)) \(StateFile.iso(s.due)) \(identity)\n"
        }
        return text
    }

    /// Reads the file; never writes. Missing: an empty record and no warning.
    public func load() -> (record: AlarmRecord, warning: String?) {
        disk.load(missing: AlarmRecord()) { Self.parse($0) }
    }

    /// Saves one window's change into the file as it is on disk (see `KeptFile.save`).
    public mutating func save(_ change: FileChange<AlarmRecord>) throws(SettingsSaveError) {
        try disk.save(base: Self.serialize(change.base), mine: Self.serialize(change.mine))
    }

    /// Makes the file hold `record`, whatever it held.
    public mutating func save(_ record: AlarmRecord) throws(SettingsSaveError) {
        try disk.replace(with: Self.serialize(record))
    }
}

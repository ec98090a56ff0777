import FoundationEssentials
import TimeCircuitsCore

/// The state file: what the clock remembers between launches (movie mode, its destination, the
/// last departure and how far a travelled present runs from the real one), apart from what the
/// user chose, as the XDG Base Directory specification separates them.
///
/// ```
/// # Time Circuits state, written by the clock.
/// version = 1
/// mode = movie
/// destination = 1955-11-05T06:00
/// departed = 1985-10-26T01:20
/// present-offset = 0
/// depart-at = 2031-01-01T00:00
/// ```
///
/// `depart-at` is written only while a departure waits: it is something the clock does by
/// itself at a set minute, remembered like the trips, not a preference.
///
/// Same rules as the settings file (`KeptFile`): atomic saves, a damaged file warned about on one
/// line and left untouched (its usable part, or the defaults, are used) until the state changes.
public struct StateFile: Sendable {
    public static let formatVersion = 1
    public static let header = "# Time Circuits state, written by the clock: what it remembers between launches."

    public var disk: KeptFile

    public init(location: SettingsLocation, writer: AtomicFileWriter = .standard) {
        disk = KeptFile(location: location, format: Self.format, writer: writer)
    }

    /// A trip is its destination, departure and offset together: a merge never pairs one
    /// window's destination with another's departure.
    static let format = KeyValueFormat(header: header, version: formatVersion,
                                       merge: KeyValueMerge(groups: [["destination", "departed", "present-offset", "depart-at"]]),
                                       what: "the clock's state", changeWord: "the clock's state",
                                       canonical: { serialize(parse($0).state) },
                                       isDamaged: { !parse($0).warnings.isEmpty })

    /// Reads state from text, recovering everything usable; one warning per problem, naming its
    /// line. Pure: no I/O.
    public static func parse(_ text: String) -> (state: MovieState, warnings: [String]) {
        var state = MovieState.film
        var warnings: [String] = []
        for line in KeyValueText.lines(of: text) {
            guard case .entry(let number, let key, let value, _) = line else {
                if case .broken(let number) = line { warnings.append(KeyValueText.brokenWarning(number)) }
                continue
            }
            switch key {
            case "version":
                guard let v = Int(value), v >= 1 else {
                    warnings.append("line \(number): version \(QuotedInput.quoted(value)) is not a whole number ≥ 1")
                    continue
                }
                if v > formatVersion {
                    return (.film, ["line \(number): version \(v) is newer than this clock understands (\(formatVersion))"])
                }
            case "mode":
                guard let mode = ClockMode(rawValue: value.lowercased()) else {
                    warnings.append("line \(number): mode \(QuotedInput.quoted(value)) is not world or movie")
                    continue
                }
                state.mode = mode
            case "destination", "departed", "depart-at":
                guard let date = CivilDateTime.parse(value) else {
                    warnings.append("line \(number): \(key) \(QuotedInput.quoted(value)) is not a date and time like 1955-11-05T06:00")
                    continue
                }
                switch key {
                case "destination": state.destination = date
                case "departed": state.departed = date
                default: state.departure = date
                }
            case "present-offset":
                // Minutes; a present more than 10,000 years from the real one cannot be shown.
                guard let minutes = Int(value), abs(minutes) <= Self.maximumOffsetMinutes else {
                    warnings.append("line \(number): present-offset \(QuotedInput.quoted(value)) is not a whole number of minutes")
                    continue
                }
                state.presentOffsetMinutes = minutes
            case "cycle-paused-until":
                guard let until = try? FrozenDate.parse(value) else {
                    warnings.append("line \(number): cycle-paused-until \(QuotedInput.quoted(value)) is not an instant like 2026-11-23T09:45:00Z")
                    continue
                }
                state.cyclePausedUntil = until
            default:
                warnings.append("line \(number): unknown key \(QuotedInput.quoted(key)); ignored")
            }
        }
        return (state, warnings)
    }

    /// The widest offset a present can run from the real one: 10,000 years of minutes.
    public static let maximumOffsetMinutes = 10_000 * 366 * 24 * 60

    /// The text for `state`; `parse(serialize(s))` gives `s` back with no warnings.
    public static func serialize(_ state: MovieState) -> String {
        let paused = state.cyclePausedUntil.map { "cycle-paused-until = \(Self.iso($0))\n" } ?? ""
        let departure = state.departure.map { "depart-at = \($0)\n" } ?? ""
        return """
        \(header)
        version = \(formatVersion)
        mode = \(state.mode.rawValue)
        destination = \(state.destination)
        departed = \(state.departed)
        present-offset = \(state.presentOffsetMinutes)

        """ + paused + departure
    }

    /// `2026-11-23T09:45:40Z`, whole seconds: the pause needs no finer grain.
    static func iso(_ date: Date) -> String { CivilDateTime.isoUTC(date) }

    /// Reads the file; never writes. A missing file is a fresh start, with no warning.
    public func load() -> (state: MovieState, warning: String?) {
        disk.load(missing: .film) { Self.parse($0) }
    }

    /// Saves one window's change into the file as it is on disk (see `KeptFile.save`).
    public mutating func save(_ change: FileChange<MovieState>) throws(SettingsSaveError) {
        try disk.save(base: Self.serialize(change.base), mine: Self.serialize(change.mine))
    }

    /// Makes the file hold `state`, whatever it held.
    public mutating func save(_ state: MovieState) throws(SettingsSaveError) {
        try disk.replace(with: Self.serialize(state))
    }
}

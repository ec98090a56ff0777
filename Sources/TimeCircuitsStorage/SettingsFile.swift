import FoundationEssentials
import TimeCircuitsCore

/// The settings file: its text format, and reading and writing it safely.
///
/// The format is a few `key = value` lines a person can edit with any editor, in the spirit of INI
/// and TOML but needing no parser library:
///
/// ```
/// # Time Circuits settings. Edit freely: one city id per face row, top row first.
/// version = 1
/// cities = new_york, london, hong_kong
/// ```
///
/// - `#` or `;` starts a comment (whole line, or after a value); blank lines are ignored.
/// - Keys are case-insensitive. `version` is the format version (this clock writes and reads 1; a
///   missing one means 1). `cities` lists up to three ids from `timecircuits cities`, separated by
///   commas; `New-York` is read as `new_york`, and a TOML-style `["tokyo", "paris"]` is accepted
///   too. `cities =` with nothing after it means every row dark.
/// - The face: `clock = 12h|24h`, `brightness = 1…10` (10 is full), `night = auto|on|off` and the
///   night's schedule, `night = 22:30-06:45`, `night = 23:30-08:00 fri,sat`, `night = sun` or
///   `night = dusk`, one line a rule, every line counting (a bad one is warned about and left out;
///   the older `night-hours = 22:00-07:00` is one more line), `location = 47.37,8.54` or a city id
///   (where the sun is followed; absent, the first row's city), `intro = yes|no` (the
///   power-on sequence at launch), `animations = yes|no` (the time-travel transition).
/// - The look: `theme = prop|neon|neumorphic|classic`, `colors = red, green, amber` (one colour
///   for every row or three, top first, each a name or `#rrggbb`; absent: the theme's own) and
///   `ease = on|off` (digits fade from one to the next; absent: as the theme has it).
/// - `start-at-login = yes|no`: the window keeps its autostart entry to match (`AutostartEntry`).
/// - Alarms: `alarm = 07:30 mon-fri Work`, one line an alarm, every line counting (see `Alarm`);
///   `snooze = 9` (minutes). A damaged alarm line is warned about and left out.
/// - Reminders: `reminder = 05-12 Mom's birthday`, `reminder = 15 monthly 08:00 Rent`, one line a
///   reminder, every line counting (see `Reminder`). A damaged reminder line is warned about and
///   left out.
/// - Every key may be left out and then means its default: a file of one `alarm` line is a
///   whole settings file.
/// - Keys this version does not know are warned about and left in place by every save, so
///   settings added by a newer clock (window size, colon style, …) survive. Like any warning,
///   this counts as damage: a save also keeps the original as `.bad`, which costs one spare file
///   and keeps the rule simple (any warning → the original is kept).
///
/// Damage is recovered from, never fatal: the valid part is used and each problem becomes one
/// warning. Loading never changes the file. Saving merges one writer's change into the file as
/// it is on disk, under a lock (`KeptFile`, `KeyValueMerge`): comments, unknown keys, broken
/// lines and every key the writer did not change stay as they are, and a save that finds the
/// file damaged keeps it as `settings.conf.bad` first, so nothing the user wrote is lost.
public struct SettingsFile: Sendable {
    /// The format version this clock writes, and the newest it reads.
    public static let formatVersion = 1

    /// The opening comment of every file this clock writes.
    public static let header = """
        # Time Circuits settings. Edit freely: one city id per face row, top row first, at most
        # three (`timecircuits cities` lists the ids). Lines starting with # are comments.
        """

    /// Reads and writes the file by the rules every file of the clock keeps.
    public var disk: KeptFile
    /// Resolves the ids in the file.
    public let catalogue: CityCatalogue
    /// The load warning's language: the user's.
    public let words: Words

    /// Where the file is.
    public var location: SettingsLocation { disk.location }

    public init(location: SettingsLocation, catalogue: CityCatalogue = .standard,
                writer: AtomicFileWriter = .standard, words: Words = .english) {
        disk = KeptFile(location: location, format: Self.format(catalogue), writer: writer)
        self.catalogue = catalogue
        self.words = words
    }

    /// The settings text as `KeptFile` merges it: alarms are a list whose items are named by
    /// their identity, so switching one off rewrites its line and another writer's alarms stay.
    /// Reminders are a list too, each line its own item, so two writers adding one keep both.
    static func format(_ catalogue: CityCatalogue) -> KeyValueFormat {
        KeyValueFormat(header: header, version: formatVersion,
                       merge: KeyValueMerge(listKeys: ["alarm": { value in (try? Alarm.parse(value).get())?.identity ?? value },
                                                        "night": nightItem,
                                                        "reminder": { value in (try? Reminder.parse(value).get())?.text ?? value }]),
                       what: "settings", changeWord: Words.marked("a setting"), mendsDamage: false,
                       firstLines: "cities = \(CityStore.defaults(in: catalogue).cities.map(\.id).joined(separator: ", "))\n",
                       canonical: { serialize(parse($0, catalogue: catalogue).settings) },
                       isDamaged: { !parse($0, catalogue: catalogue).warnings.isEmpty })
    }
}

extension SettingsFile {
    /// What names a `night` line as a list item: the switch (`auto`, `on`, `off`) is one item,
    /// each schedule line its own, so a hand's N and an editor's new line merge.
    static let nightItem: @Sendable (String) -> String = { value in
        NightSetting(rawValue: value.lowercased()) != nil ? "switch" : NightRule.parse(value)?.text ?? value
    }
}

// MARK: - Text format

extension SettingsFile {
    /// Reads settings from text, recovering everything usable.
    ///
    /// Each problem adds one warning naming its line: bad syntax (line ignored), an unknown city
    /// id (dropped, with a "did you mean"), a repeated city (dropped), more than three cities (the
    /// first three kept), an unknown key (kept as is), a version newer than `formatVersion` (the
    /// whole file set aside for the defaults, since its meaning may have changed). A non-text
    /// file gives the defaults; a key left out, its default (no `cities` line: the default
    /// cities; an empty file: every default), with no warning. Pure: no I/O.
    public static func parse(_ text: String, catalogue: CityCatalogue = .standard, words: Words = .english)
        -> (settings: Settings, warnings: [String]) {
        let defaults = Settings.defaults(in: catalogue)
        if text.contains("\0") {
            return (defaults, [words("not a text file; using the default cities")])
        }

        var displayModeLine = 0
        var warnings: [String] = []
        var unknownLines: [String] = []
        // The last `cities` line wins, as later assignments do in shell and INI files; `citiesValue`
        // remembers which one, for the warning about the earlier one.
        var citiesValue: (line: Int, value: String)?
        var versionLine: Int?
        // Where the keys of `SettingsKey.all` store their values; the cities are resolved last.
        var values = Settings(cities: [])
        // `alarm` lines are a list, one an alarm, so every one counts (normal keys are last-wins).
        var alarms: [Alarm] = []
        var reminders: [Reminder] = []
        var nightRules: [NightRule] = []

        for line in KeyValueText.lines(of: text) {
            guard case .entry(let number, let key, let value, let rawLine) = line else {
                if case .broken(let number) = line { warnings.append(KeyValueText.brokenWarning(number, words)) }
                continue
            }
            switch key {
            case "version":
                if let earlier = versionLine {
                    warnings.append(words("line %1$s: version given again (first on line %2$s)", "\(number)", "\(earlier)"))
                }
                versionLine = number
                guard let version = Int(value), version >= 1 else {
                    warnings.append(words("line %1$s: version %2$s is not a whole number ≥ 1; read as version %3$s", "\(number)",
                                          QuotedInput.quoted(value), "\(formatVersion)"))
                    continue
                }
                if version > formatVersion {
                    return (defaults, [words("line %1$s: version %2$s is newer than this clock understands (%3$s); using the default cities",
                                             "\(number)", "\(version)", "\(formatVersion)")])
                }
            case "cities":
                if let earlier = citiesValue {
                    warnings.append(words("line %1$s: cities given again (first on line %2$s); this line is used", "\(number)", "\(earlier.line)"))
                }
                citiesValue = (number, value)
            case "alarm":
                switch Alarm.parse(value, words: words) {
                case .success(let alarm): alarms.append(alarm)
                case .failure(let e): warnings.append(words("line %1$s: %2$s; this alarm is left out", "\(number)", e.message))
                }
            case "night" where NightSetting(rawValue: value.lowercased()) == nil:
                // A schedule line; every one counts, and a bad one is left out alone.
                if let rule = NightRule.parse(value) { nightRules.append(rule) } else {
                    warnings.append(SettingsKey.named("night")!.warning(line: number, value: value, words: words,
                                                                         instead: Words.marked("this line is left out")))
                }
            case "reminder":
                switch Reminder.parse(value, words: words) {
                case .success(let reminder): reminders.append(reminder)
                case .failure(let e): warnings.append(words("line %1$s: %2$s; this reminder is left out", "\(number)", e.message))
                }
            default:
                guard let setting = SettingsKey.named(key) else {
                    warnings.append(words("line %1$s: unknown setting %2$s; kept as is", "\(number)", QuotedInput.quoted(key)))
                    unknownLines.append(String(rawLine))
                    continue
                }
                if !setting.read(value, &values) {
                    warnings.append(setting.warning(line: number, value: value, words: words))
                } else if key == "display-mode" {
                    displayModeLine = number
                }
            }
        }

        // The room condition reads MQTT: without a broker it is refused, in one line, at its line.
        if values.display.displayMode == .room && values.mqtt.broker == nil {
            warnings.append(words("line %1$s: %2$s; read as full", "\(displayModeLine)", words(ReplicaDisplay.noBrokerReason)))
            values.display.displayMode = .full
        }
        var cities = defaults.cities
        if let (line, value) = citiesValue {
            let (resolved, cityWarnings) = resolveCities(value, line: line, catalogue: catalogue, words)
            warnings += cityWarnings
            cities = resolved ?? defaults.cities
        }
        // Every keyed setting comes from the table's pass; the cities and unknown lines from theirs.
        values.cities = CityStore(cities: cities).cities
        values.unknownLines = unknownLines
        values.alarms = alarms
        values.reminders = reminders
        values.display.nightRules = nightRules
        return (values, warnings)
    }

    /// The text for `settings`: header, version, cities, each key of `SettingsKey.all` whose value
    /// is not a fresh install's, then any unknown lines kept from the file it was read from.
    /// `parse(serialize(s))` gives `s` back with no warnings, unknown lines aside.
    public static func serialize(_ settings: Settings) -> String {
        var text = header + "\n"
        text += "version = \(formatVersion)\n"
        text += "cities = \(settings.cities.map(\.id).joined(separator: ", "))\n"
        for key in SettingsKey.all {
            if let value = key.written(settings) { text += "\(key.name) = \(value)\n" }
        }
        for rule in settings.display.nightRules {
            text += "night = \(rule.text)\n"
        }
        for alarm in settings.alarms {
            text += "alarm = \(alarm.text)\n"
        }
        for reminder in settings.reminders {
            text += "reminder = \(reminder.text)\n"
        }
        for line in settings.unknownLines {
            text += line + "\n"
        }
        return text
    }

    /// Turns a `cities` value into cities: nil means "use the defaults" (ids were given but none
    /// was usable, and an all-dark face is a worse answer to a typo than the defaults).
    private static func resolveCities(_ value: String, line: Int, catalogue: CityCatalogue, _ words: Words)
        -> (cities: [City]?, warnings: [String]) {
        var list = value
        // TOML array form: ["tokyo", "paris"].
        if list.hasPrefix("[") && list.hasSuffix("]") {
            list = String(list.dropFirst().dropLast())
        }
        let ids = list.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimming { $0 == "\"" || $0 == "'" || $0.isBlank } }
            .filter { !$0.isEmpty }
        guard !ids.isEmpty else { return ([], []) }

        var warnings: [String] = []
        var cities: [City] = []
        var overflow: [String] = []
        for raw in ids {
            guard let city = catalogue.city(id: CitySelection.normalised(raw)) else {
                let near = catalogue.suggestions(for: raw)
                warnings.append(near.isEmpty
                    ? words("line %1$s: unknown city %2$s; dropped", "\(line)", QuotedInput.quoted(raw))
                    : words("line %1$s: unknown city %2$s (did you mean %3$s?); dropped", "\(line)", QuotedInput.quoted(raw),
                            near.joined(separator: ", ")))
                continue
            }
            if cities.contains(where: { $0.id == city.id }) {
                warnings.append(words("line %1$s: %2$s is listed twice; the repeat is dropped", "\(line)", "\"\(city.id)\""))
            } else if cities.count == CityStore.capacity {
                overflow.append(city.id)
            } else {
                cities.append(city)
            }
        }
        if !overflow.isEmpty {
            let dropped = overflow.joined(separator: ", ")
            warnings.append(overflow.count == 1
                ? words("line %1$s: more than %2$s cities; the face has %2$s rows, so %3$s is dropped", "\(line)", "\(CityStore.capacity)", dropped)
                : words("line %1$s: more than %2$s cities; the face has %2$s rows, so %3$s are dropped", "\(line)", "\(CityStore.capacity)", dropped))
        }
        if cities.isEmpty {
            warnings.append(words("line %1$s: no known city; using the default cities", "\(line)"))
            return (nil, warnings)
        }
        return (cities, warnings)
    }
}

// MARK: - Disk

/// Why saving failed: one line for stderr. The clock keeps running with the change in memory.
public struct SettingsSaveError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// The save before this one failed too: its warning was given already.
    public var repeated = false
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension SettingsFile {
    /// Reads the file, with a change not yet saved laid over it (see `KeptFile.unsaved`). Never
    /// writes: a damaged file stays byte-for-byte as it is until a setting changes.
    ///
    /// - Missing file: the defaults, no warning.
    /// - Unreadable, not UTF-8, or with problems: the usable part (or the defaults) and one warning
    ///   line such as `/home/me/.config/timecircuits/settings.conf: line 3: unknown city "tokio"
    ///   (did you mean tokyo?); dropped; showing new_york, london; the file is left as it is until
    ///   a setting changes, then kept as settings.conf.bad`.
    public func load() -> LoadedSettings {
        loaded(disk.read())
    }

    private func loaded(_ contents: KeptFile.Contents) -> LoadedSettings {
        let parsed: (settings: Settings, warnings: [String])
        switch contents {
        case .missing: return LoadedSettings(settings: .defaults(in: catalogue), warning: nil)
        case .text(let text): parsed = Self.parse(text, catalogue: catalogue, words: words)
        case .unreadable(let reason): parsed = (.defaults(in: catalogue), [words("%1$s; using the default cities", reason)])
        }
        guard !parsed.warnings.isEmpty else {
            return LoadedSettings(settings: parsed.settings, warning: nil)
        }
        let ids = parsed.settings.cities.map(\.id)
        let showing = ids.isEmpty ? words("showing no cities") : words("showing %1$s", ids.joined(separator: ", "))
        return LoadedSettings(settings: parsed.settings, warning: disk.warning(parsed.warnings, showing: showing, words: words))
    }

    /// Saves the window's change (`change.base` is the settings as it last read or wrote them):
    /// only the keys and alarms it changed are written, into the file as it is on disk now.
    /// Returns the settings the file now holds, others' changes included.
    @discardableResult
    public mutating func save(_ change: FileChange<Settings>) throws(SettingsSaveError) -> Settings {
        let text = try disk.save(base: Self.serialize(change.base), mine: Self.serialize(change.mine))
        return Self.parse(text, catalogue: catalogue).settings
    }

    /// Makes the file hold `settings`: every key whose value differs on disk is written, the rest
    /// of the file (comments, unknown keys) stays as it is.
    public mutating func save(_ settings: Settings) throws(SettingsSaveError) {
        try disk.replace(with: Self.serialize(settings))
    }

    /// One command's edit, made under the lock to the settings as the file holds them now, so
    /// that nothing another writer saved meanwhile is lost: `edit` sees the file's settings and
    /// changes them (or throws, and nothing is written). Returns what `edit` returned and the
    /// file's warning, if it has problems (said before the edit, as a load would).
    public mutating func update<Result>(_ edit: (inout Settings) throws -> Result) throws -> (result: Result, warning: String?) {
        var outcome: (result: Result, warning: String?)?
        try disk.update { text in
            let found = loaded(.text(text))
            var settings = found.settings
            outcome = (try edit(&settings), found.warning)
            return disk.format.merge.merge(text, base: disk.format.canonical(text), mine: Self.serialize(settings))
        }
        return outcome!
    }
}

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
/// name = Talk
/// timer = k3x9a running 4:00 12601.5 2:00 1:00 0 0 - Tea
/// timer = k3x9f paused 25:00 1320 2:00 1:00 2 1 20425 Focus
/// cycle = k3x9f work 25:00, break 5:00, x4, long break 15:00
/// ```
///
/// The keys above `name` are the first timer (the timer face's own); `at` is the boot-clock end
/// of a running or finished countdown, or the seconds left of a paused one. Each `timer` line is a
/// timer beside it: its id, state, length, `at` (`-` while set), amber and red thresholds, the
/// cycle's phase, the rounds done and the local day they were done on (`-` before any), and
/// the name, which is the rest of the line. A `cycle` line gives a timer its phases. A damaged
/// `timer` line is warned about by its number and left out; the others are kept. Same rules as every file of the clock (`KeptFile`): atomic saves, a damaged file warned
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
        merge: KeyValueMerge(listKeys: ["timer": { String($0.split(separator: " ", maxSplits: 1).first ?? "") },
                                        "cycle": { String($0.split(separator: " ", maxSplits: 1).first ?? "") }],
                             groups: [["state", "duration", "amber", "red", "preset", "at", "boot-id", "wall-minus-boot"]]),
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
        var name = values["name"]?.value ?? ""
        if TimerName.problem(name) != nil {
            warnings.append(bad("name", "a name without control characters"))
            name = ""
        }
        let (others, problems) = Self.others(in: text)
        return (TimerRecord(timer: timer, name: name, others: others, bootID: values["boot-id"]?.value ?? "", wallMinusBoot: offset),
                warnings + problems)
    }

    /// What a `timer` line looks like, for its warning.
    static let timerLine = "an id, state, length, end, amber, red, phase, rounds, day and name like k3x9a running 4:00 12601.5 2:00 1:00 0 0 - Tea"

    /// The `timer` and `cycle` lines: the timers beside the first, each damaged line one warning
    /// by its number.
    static func others(in text: String) -> (timers: [NamedTimer], warnings: [String]) {
        var timers: [NamedTimer] = []
        var warnings: [String] = []
        var cycles: [String: TimerCycle] = [:]
        for case .entry(let number, let key, let value, _) in KeyValueText.lines(of: text) {
            switch key {
            case "timer":
                if let timer = namedTimer(value), !timers.contains(where: { $0.id == timer.id }) { timers.append(timer) } else {
                    warnings.append("line \(number): timer \(QuotedInput.quoted(value)) is not \(timerLine)")
                }
            case "cycle":
                let parts = value.split(separator: " ", maxSplits: 1).map(String.init)
                if parts.count == 2, case .success(let cycle) = TimerCycle.parse(parts[1]) { cycles[parts[0]] = cycle } else {
                    warnings.append("line \(number): cycle \(QuotedInput.quoted(value)) is not an id and phases like k3x9f work 25:00, break 5:00, x4")
                }
            default: break
            }
        }
        for i in timers.indices {
            guard let cycle = cycles[timers[i].id] else { continue }
            timers[i].cycle = cycle
            timers[i].step = min(timers[i].step, cycle.steps.count - 1)
        }
        return (timers, warnings)
    }

    /// One `timer` line's value; nil when any part of it is wrong.
    static func namedTimer(_ value: String) -> NamedTimer? {
        let fields = value.split(separator: " ", maxSplits: 9, omittingEmptySubsequences: true).map(String.init)
        guard fields.count >= 9 else { return nil }
        func seconds(_ text: String) -> Int? { if case .success(let s) = TimerDuration.parse(text) { s } else { nil } }
        guard let length = seconds(fields[2]), let amber = seconds(fields[4]), let red = seconds(fields[5]),
              let step = Int(fields[6]), step >= 0, let done = Int(fields[7]), done >= 0 else { return nil }
        let at = Double(fields[3]).flatMap { abs($0) <= longestSpan ? $0 : nil }
        var countdown = CountdownTimer(duration: length, thresholds: PhaseThresholds(amber: amber, red: red))
        switch (fields[1], at) {
        case ("set", _): break
        case ("running", let at?): countdown.state = .running(endsAt: at)
        case ("paused", let at?): countdown.state = .paused(remaining: min(max(0, at), Double(length)))
        case ("finished", let at?): countdown.state = .finished(endedAt: at)
        default: return nil
        }
        let day = fields[8] == "-" ? nil : Int(fields[8])
        guard fields[8] == "-" || day != nil else { return nil }
        let name = fields.count > 9 ? fields[9] : ""
        guard TimerName.problem(name) == nil, !fields[0].isEmpty else { return nil }
        return NamedTimer(id: fields[0], name: name, countdown: countdown, step: step, roundsDone: done, roundsDay: day)
    }

    /// One `timer` line's value, as `namedTimer` reads it.
    static func line(_ t: NamedTimer) -> String {
        let (state, at): (String, Double?) = switch t.countdown.state {
        case .set: ("set", nil)
        case .running(let end): ("running", end)
        case .paused(let left): ("paused", left)
        case .finished(let end): ("finished", end)
        }
        let fields = [t.id, state, TimerDuration.text(t.countdown.duration), at.map { "\($0)" } ?? "-",
                      TimerDuration.text(t.countdown.thresholds.amber), TimerDuration.text(t.countdown.thresholds.red),
                      "\(t.step)", "\(t.roundsDone)", t.roundsDay.map { "\($0)" } ?? "-"]
        return (fields + (t.name.isEmpty ? [] : [t.name])).joined(separator: " ")
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
        if !record.name.isEmpty { text += "name = \(record.name)\n" }
        for timer in record.others {
            text += "timer = \(line(timer))\n"
            if let cycle = timer.cycle { text += "cycle = \(timer.id) \(cycle.text)\n" }
        }
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

    /// Makes `edit` to the timers as the file holds them now, under the folder's lock, and saves
    /// the change merged (the command line's `timer add`, `start`…: a window saving at the same
    /// moment loses nothing, nor does this). `fresh` is the record of a file with none yet; the
    /// record is handed over on this boot's clock. An `edit` that throws writes nothing.
    public func update<Result>(boot: BootReading, fresh: () -> TimerRecord,
                               _ edit: (inout TimerRecord) throws -> Result) throws -> (result: Result, warning: String?) {
        var outcome: (result: Result, warning: String?)?
        try disk.update { text in
            let (found, problems) = Self.parse(text)
            var record = (found ?? fresh()).restoredAll(bootID: boot.bootID, wall: boot.wall, boot: boot.boot)
            outcome = (try edit(&record), problems.isEmpty || text == disk.format.seed ? nil : disk.warning(problems, showing: "using what could be read"))
            return disk.format.merge.merge(text, base: disk.format.canonical(text), mine: Self.serialize(record))
        }
        return outcome!
    }

    /// Makes the file hold `record`, whatever it held.
    public mutating func save(_ record: TimerRecord) throws(SettingsSaveError) {
        try disk.replace(with: Self.serialize(record))
    }
}

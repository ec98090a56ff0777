import FoundationEssentials

/// Who decides whether it is night now, as the panel and `ctl status` say it.
public enum NightSource: String, Sendable, Hashable {
    /// The schedule's hours.
    case schedule
    /// Sunset and sunrise (or dusk and dawn) at the clock's location.
    case sun
    /// The key, the menu, D-Bus or MQTT, until the schedule's next edge.
    case you
    /// `night = on` or `night = off`, with no schedule: until it is changed.
    case setting
}

/// Whether it is night at an instant, until when, and who says so.
public struct NightState: Sendable, Hashable {
    public var night: Bool
    /// The next instant at which night mode changes by itself; nil when it never does.
    public var until: Date?
    public var source: NightSource

    public init(night: Bool, until: Date?, source: NightSource) {
        self.night = night
        self.until = until
        self.source = source
    }

    /// "night until 06:45 (schedule)", "day until 22:30 (you)", "day (setting)", the edge read
    /// in `zone`.
    public func sentence(in zone: Zone, _ words: Words = .english) -> String {
        Self.sentence(night: night, until: until.map { Self.isoText($0, in: zone) }, source: source, words)
    }

    /// The same from a status's values: `until` as `isoText` writes it (its hour and minute are
    /// read), nil or empty when night mode never changes by itself.
    public static func sentence(night: Bool, until: String?, source: NightSource, _ words: Words = .english) -> String {
        let state = night ? words("night") : words("day")
        let who = switch source {
        case .schedule: words("schedule")
        case .sun: words("sun")
        case .you: words("you")
        case .setting: words("setting")
        }
        guard let until, until.count >= 16 else { return words("%1$s (%2$s)", state, who) }
        let time = String(until.dropFirst(11).prefix(5))
        return words("%1$s until %2$s (%3$s)", state, time, who)
    }

    /// `2026-12-04T06:45:00+01:00`: the instant in ISO 8601 with `zone`'s offset, so a reader
    /// has both the instant and the wall time it is at here.
    public static func isoText(_ instant: Date, in zone: Zone) -> String {
        let offset = zone.secondsFromGMT(for: instant)
        let local = CivilDateTime.isoUTC(instant.addingTimeInterval(Double(offset))).dropLast()
        let minutes = abs(offset) / 60
        return local + (offset < 0 ? "-" : "+") + NumberText.padded(minutes / 60, 2) + ":" + NumberText.padded(minutes % 60, 2)
    }
}

/// The night schedule as one pure function: the rules of the settings file's `night` lines, the
/// clock's location and its zone go in; the night state at an instant and its next edge come
/// out. Nights of several rules are joined: it is night while any rule says so.
///
/// Where the sun does not set or rise (the polar circles' summer and winter), `sun` and `dusk`
/// follow it: a day the sun stays below the horizon is night all day, one it stays above is day
/// all day, and the edge is the first sunrise or sunset after it, however many weeks away.
public struct NightPlan: Sendable {
    public var setting: NightSetting
    public var rules: [NightRule]
    /// Where the sun is followed; nil, `sun` and `dusk` lines give no night.
    public var place: Coordinates?
    /// The zone the schedule's hours are read in (the machine's own).
    public var zone: Zone

    public init(setting: NightSetting = .auto, rules: [NightRule], place: Coordinates?, zone: Zone) {
        self.setting = setting
        self.rules = rules
        self.place = place
        self.zone = zone
    }

    /// Past this many days without an edge, the schedule is taken to never change: longer than
    /// any polar night or midnight sun on the Earth's inhabited places (Longyearbyen's is four
    /// months).
    static let longestSearch = 200

    /// The state at `instant` and its next edge.
    public func state(at instant: Date) -> NightState {
        switch setting {
        case .on: return NightState(night: true, until: nil, source: .setting)
        case .off: return NightState(night: false, until: nil, source: .setting)
        case .auto: break
        }
        let source: NightSource = !rules.isEmpty && rules.allSatisfy(\.followsSun) ? .sun : .schedule
        guard !rules.isEmpty else { return NightState(night: false, until: nil, source: .setting) }
        let t = instant.timeIntervalSince1970
        let today = AlarmSchedule.day(of: instant, in: zone)
        var nights: [Range<Double>] = []
        var night = false
        for last in today...(today + Self.longestSearch) {
            // The day before today's first: a night that began yesterday may still run.
            for day in (last == today ? today - 1 : last)...last { nights += self.nights(onDay: day) }
            let merged = Self.merged(nights)
            night = merged.contains { $0.contains(t) }
            // Only edges before the next day's start are settled: its nights may join on.
            let settled = dayStart(last + 1).timeIntervalSince1970
            let edge = merged.flatMap { [$0.lowerBound, $0.upperBound] }.filter { $0 > t && $0 < settled }.min()
            if let edge { return NightState(night: night, until: Date(timeIntervalSince1970: edge), source: source) }
        }
        return NightState(night: night, until: nil, source: source)
    }

    /// The nights that begin on local day `day`, as spans of seconds since 1970.
    func nights(onDay day: Int) -> [Range<Double>] {
        rules.flatMap { rule -> [Range<Double>] in
            switch rule {
            case .hours(let span, let days):
                guard days.contains(isoWeekday: AlarmSchedule.isoWeekday(ofDay: day)) else { return [] }
                let start = at(minute: span.start, onDay: day)
                let end = at(minute: span.end, onDay: span.end > span.start ? day : day + 1)
                return start < end ? [start..<end] : []
            case .sun, .dusk:
                guard let place else { return [] }
                let sun = SolarDay(day: day, in: zone, at: place, depression: rule == .sun ? .horizon : .civil)
                let start = dayStart(day).timeIntervalSince1970, end = dayStart(day + 1).timeIntervalSince1970
                switch (sun.rise?.timeIntervalSince1970, sun.set?.timeIntervalSince1970) {
                case let (rise?, set?):
                    return [start..<max(start, rise), min(set, end)..<end].filter { !$0.isEmpty }
                case let (rise?, nil): return [start..<max(start, rise)]
                case let (nil, set?): return [min(set, end)..<end]
                case (nil, nil): return sun.sunUpAtNoon ? [] : [start..<end]
                }
            }
        }
    }

    private func at(minute: Int, onDay day: Int) -> Double {
        AlarmSchedule.instant(of: AlarmTime(hour: minute / 60, minute: minute % 60), onDay: day, in: zone).timeIntervalSince1970
    }

    private func dayStart(_ day: Int) -> Date {
        AlarmSchedule.instant(of: AlarmTime(hour: 0, minute: 0), onDay: day, in: zone)
    }

    /// Spans that overlap or touch, joined: a night that runs into the next is one night.
    static func merged(_ spans: [Range<Double>]) -> [Range<Double>] {
        var out: [Range<Double>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, span.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                out.append(span)
            }
        }
        return out
    }
}

extension NightPlan: Equatable {
    /// Zones compare by name: the loop compares plans at each tick, and a zone's rules are long.
    public static func == (a: NightPlan, b: NightPlan) -> Bool {
        a.setting == b.setting && a.rules == b.rules && a.place == b.place && a.zone.identifier == b.zone.identifier
    }
}

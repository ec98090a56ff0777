import FoundationEssentials

/// What the model has told its listeners, a part of `ClockModel`: whether it announces at all
/// (a window with a D-Bus service listens), the readout minute of the last status worked out, the
/// status told (`StatusAnnouncer`), how many zone warnings were said, and what a person should be
/// told now (`NewsDesk`).
struct Announcements: Sendable {
    /// Whether the model announces its status and trips: a model nobody listens to spends
    /// nothing on them.
    private(set) var on = false
    /// The readout minute of the last status worked out: a quiet tick in the same minute changes
    /// nothing a listener sees.
    private(set) var minute: Int?
    private(set) var status = StatusAnnouncer()
    /// Those of the launch were said with the settings' warnings, before the window opened.
    private var zoneWarningsSaid: Int
    /// What a person should be told: an alarm ringing, a trip landed, the countdown's end.
    private(set) var news = NewsDesk()

    /// What the model tells, and when.
    enum Input: Sendable {
        /// A listener came: announce from now on.
        case listen
        /// The face's zones have `count` warnings in all.
        case zoneWarnings(count: Int)
        /// The status at the readout `minute`, with the timer face's presets: told when it differs
        /// from the last told.
        case status(ClockStatus, nextAlarm: String?, presets: TimerPresets, minute: Int?)
        /// The props' link came up: the next status is told whole.
        case propsLinked
        /// What an input brought that a person should be told.
        case news([ClockEffect], landedAt: String?, words: Words, at: Date)
    }

    /// What is due to be said.
    enum Event: Sendable {
        /// The zone warnings from this index on are new.
        case zoneWarningsDue(from: Int)
        case statusChanged(StatusChange)
    }

    init(zoneWarningsSaid: Int) {
        self.zoneWarningsSaid = zoneWarningsSaid
    }

    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .listen:
            on = true
        case .zoneWarnings(let count):
            guard count > zoneWarningsSaid else { return [] }
            defer { zoneWarningsSaid = count }
            return [.zoneWarningsDue(from: zoneWarningsSaid)]
        case .status(let told, let nextAlarm, let presets, let minute):
            self.minute = minute
            return status.tell(told, nextAlarm: nextAlarm, presets: presets).map { [.statusChanged($0)] } ?? []
        case .propsLinked:
            status.propsLinked()
        case .news(let effects, let present, let words, let now):
            news.tell(effects, landedAt: present, words: words, at: now)
        }
        return []
    }
}

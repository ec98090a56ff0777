import FoundationEssentials

/// What the alarms ask of whichever process rings them: the alarm service, or a window where no
/// service can run. Each maps these to its own effects, so both ring, snooze, stop and word their
/// notices the same way.
public enum AlarmAction: Sendable, Hashable {
    /// Start the alarm sound, repeating until stopped: the alarm's own or the user's choice; nil
    /// for the sound theme's alarm.
    case startSound(String?)
    case stopSound
    case notify(DesktopNotice)
    case withdrawNotice(tag: String)
    /// This alarm started ringing (announced on D-Bus; a window flashes and ends an animation).
    case rang(Alarm)
    /// A once alarm was answered for and switched itself off: the settings file is to say so.
    case switchedOff(Alarm)
    /// Save this change to the alarms' state file.
    case saveRecord(FileChange<AlarmRecord>)
}

/// How the alarms' notices word times and keys: the face's zone and hour style, and whether a
/// window's keys answer (Space, Esc) or only the notice's buttons.
public struct AlarmWording: Sendable, Hashable {
    public var zone: Zone
    public var cycle: HourCycle
    /// The notice names Space and Esc: it comes from a window that takes them.
    public var namesKeys: Bool
    /// The user's language.
    public var words: Words

    public init(zone: Zone, cycle: HourCycle, namesKeys: Bool, words: Words = .english) {
        self.zone = zone
        self.cycle = cycle
        self.namesKeys = namesKeys
        self.words = words
    }

    /// The time of `instant` in the zone, as a notice says it.
    func time(_ instant: Date) -> String { time(AlarmSchedule.time(of: instant, in: zone)) }

    /// An alarm's time inside a notice's sentence: 24-hour with a 24-hour face; with a 12-hour
    /// face, 7:30 AM in English, and whatever the language writes in its sentences, since the
    /// AM/PM form is the catalogue's. Its arguments are the 12-hour hour (%1$s), the minute (%2$s)
    /// and the 24-hour hour (%3$s, two digits), so German, French, Spanish, Italian and Brazilian
    /// Portuguese, whose notices and clocks say 07:30 and 19:05, write "%3$s:%2$s": an AM in a
    /// German sentence reads as English left in. The face's LEDs keep the prop's AM and PM lamps.
    func time(_ t: AlarmTime) -> String {
        guard cycle == .twelve else { return t.text(cycle: cycle) }
        let h12 = t.hour % 12 == 0 ? 12 : t.hour % 12
        let arguments = ["\(h12)", NumberText.padded(t.minute, 2), NumberText.padded(t.hour, 2)]
        // A translation drops arguments (the 12-hour hour), which a C format may not: these two
        // are not checked as one.
        if t.hour < 12 {
            // TRANSLATORS: a morning time in a notice, with a 12-hour face: %1$s the hour 1–12,
            // %2$s the minute, %3$s the hour 00–23. Where notices say 07:30, write %3$s:%2$s.
            // xgettext:no-c-format
            return words("%1$s:%2$s AM", arguments: arguments)
        }
        // TRANSLATORS: an afternoon time, as above: %3$s:%2$s gives 19:05.
        // xgettext:no-c-format
        return words("%1$s:%2$s PM", arguments: arguments)
    }

    /// An alarm as a notice names it: its time, then its label if it has one.
    func title(_ alarm: Alarm) -> String {
        alarm.label.isEmpty ? time(alarm.time) : "\(time(alarm.time)) \(alarm.label)"
    }

    /// "Mon", the weekday of `instant` in the zone, in the user's language ("Mo").
    func weekday(_ instant: Date) -> String {
        words(Self.weekdays[AlarmSchedule.isoWeekday(ofDay: AlarmSchedule.day(of: instant, in: zone)) - 1])
    }

    /// The weekdays as notices and the menu's next-alarm line name them, Monday first. (What is
    /// typed, mon-fri, stays the parser's in every language.)
    static let weekdays = [Words.marked("Mon"), Words.marked("Tue"), Words.marked("Wed"), Words.marked("Thu"),
                           Words.marked("Fri"), Words.marked("Sat"), Words.marked("Sun")]
}

extension Settings {
    /// A once alarm switched itself off: the file's copy of it too.
    public mutating func switchOff(_ alarm: Alarm) {
        if let j = alarms.firstIndex(where: { $0.identity == alarm.identity && $0.enabled }) { alarms[j].enabled = false }
    }
}

import FoundationEssentials

/// The reminders' notices: each reminder's desktop notice at its minute on its day. Pure, like
/// `AlarmClock`: the alarm service (or a window where no service can run) feeds it the wall
/// clock at every wake-up and sends what it returns.
///
/// Every check looks at the wall-clock interval since the last one, so the same code gives the
/// notice at its minute, after a step of the clock over it and after a resume: a reminder is a
/// note for the day, not a bell, so one whose minute passed while the machine slept still comes,
/// as long as it is still its day. A step backwards only moves the start of the next interval
/// back: the minute met again is not noticed twice (`noticed`). The first check starts from its
/// own instant, as the alarms' does: a reminder whose minute passed while no clock ran is not
/// announced at launch (the movie face still shows it all day).
///
/// In the shape docs/ARCHITECTURE.md ("The shape rules") asks of the model's parts, its one mutating entry point is
/// `handle`: one `Input` in, its `Event`s out.
public struct ReminderNotices: Sendable, Hashable {
    public private(set) var reminders: [Reminder]
    /// The wall instant up to which reminders have been answered for; nil before the first check.
    public private(set) var checkedUntil: Date?
    /// The instant each reminder (by its text) was last noticed for, this run.
    private var noticed: [String: Date] = [:]

    public init(reminders: [Reminder] = []) {
        self.reminders = reminders
    }

    /// What can happen to the reminders' notices.
    public enum Input: Sendable, Hashable {
        /// A wake-up of the loop: the notices due since the last check, up to `now`, in `zone`,
        /// worded with the face's hour style and the user's language.
        case check(at: Date, zone: Zone, cycle: HourCycle, words: Words)
        /// The list changed (the settings file, the command line, the panel): a reminder kept
        /// is not noticed again for a minute it was already noticed for.
        case replace([Reminder])
        /// Starts watching afresh from the next check, as at launch: a window taking over from
        /// the alarm service never repeats what the service already gave.
        case restart
    }

    /// What an input did.
    public enum Event: Sendable, Hashable {
        /// A reminder came due: the desktop is to be given this notice.
        case noticeDue(DesktopNotice)
    }

    /// Applies one input. Only `.check` answers, with a `.noticeDue` for each reminder due.
    public mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .check(let now, let zone, let cycle, let words):
            return check(at: now, zone: zone, cycle: cycle, words: words).map(Event.noticeDue)
        case .replace(let list):
            replace(list)
            return []
        case .restart:
            restart()
            return []
        }
    }

    /// The notices due since the last check, up to `now`, in `zone`.
    private mutating func check(at now: Date, zone: Zone, cycle: HourCycle, words: Words) -> [DesktopNotice] {
        let from = checkedUntil ?? now
        checkedUntil = now
        guard now > from else { return [] }
        var notices: [DesktopNotice] = []
        for reminder in reminders {
            guard let at = reminder.lastDue(after: from, through: now, in: zone),
                  noticed[reminder.text].map({ at > $0 }) ?? true,
                  AlarmSchedule.day(of: at, in: zone) == AlarmSchedule.day(of: now, in: zone) else { continue }
            noticed[reminder.text] = at
            notices.append(Self.notice(reminder, cycle: cycle, words: words))
        }
        return notices
    }

    /// The list changed (the settings file, the command line, the panel).
    private mutating func replace(_ list: [Reminder]) {
        reminders = list
        noticed = noticed.filter { key, _ in list.contains { $0.text == key } }
    }

    /// Starts watching afresh from the next check, as at launch: a window taking over from the
    /// alarm service never repeats what the service already gave.
    private mutating func restart() {
        checkedUntil = nil
    }

    /// The next wall instant a notice is due after `now`, for the loop's timer; nil with none.
    public func nextDue(after now: Date, zone: Zone) -> Date? {
        ReminderList.next(reminders, after: max(now, checkedUntil ?? now), in: zone)?.at
    }

    /// A reminder's notice: the label as the summary, its day and time as the body. Not urgent:
    /// it stays as long as the desktop keeps ordinary notices.
    public static func notice(_ reminder: Reminder, cycle: HourCycle, words: Words) -> DesktopNotice {
        let summary = reminder.label.isEmpty ? words("Reminder") : words("Reminder: %1$s", reminder.label)
        let body = words("%1$s, %2$s", reminder.dayTitle, reminder.dueTime.text(cycle: cycle))
        return DesktopNotice(summary: summary, body: body, urgent: false, tag: "reminder:" + reminder.text, words: words)
    }
}

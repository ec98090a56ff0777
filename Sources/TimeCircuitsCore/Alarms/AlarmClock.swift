import FoundationEssentials

/// The alarms at work: which is ringing, which are snoozed, and what each wake-up of the loop
/// has to answer for. Pure: the model feeds it the wall clock, the boot clock and the zone.
///
/// Alarms are due on the wall clock, in the zone's local time (`AlarmSchedule`); ringing and
/// snoozes last for a length of time, so they run on the boot clock, which a step of the wall
/// clock never moves and a suspend does not stop.
///
/// Every check looks at the wall-clock interval since the last one, so the same code rings an
/// alarm at its minute, after a step forward over it, and after a resume from suspend: due at
/// most `graceSeconds` ago, it rings; earlier than that, it is reported missed. A step backwards
/// only moves the start of the next interval back, and an alarm already answered for
/// (`AlarmRecord`) is never rung again.
///
/// In the shape docs/ARCHITECTURE.md ("The shape rules") asks of the model's parts, its one mutating entry point is
/// `handle`: one `Input` in, its `Event`s out; its state is its own (a new list or snooze length
/// comes in as `.adopt`). Its inputs come in two layers: the steps (`check`, `snooze`, `stop`, `replace`,
/// `restart`), answered in the alarms' own terms, and what a ringing process asks (`answer`,
/// `noticeAction`, `stopRinging`, `adopt`), answered in `AlarmAction`s for it to carry out.
public struct AlarmClock: Sendable, Hashable {
    public private(set) var alarms: [Alarm] { didSet { memo = NextDueMemo() } }
    /// Minutes a snooze lasts.
    public private(set) var snoozeMinutes: Int
    public private(set) var record: AlarmRecord
    /// The alarm ringing now, if any.
    public private(set) var ringing: Ringing?
    /// Alarms snoozed, with the boot-clock instant each rings again.
    public private(set) var snoozed: [Snooze] = []
    /// The wall-clock instant up to which alarms have been answered for; nil before the first
    /// check, which starts watching from its own instant (an alarm that came due while no clock
    /// ran is not announced at launch).
    public private(set) var checkedUntil: Date?
    /// The next due time, kept from one check to the next (see `NextDueMemo`).
    private var memo = NextDueMemo()

    /// An alarm due this long ago or less still rings (a resume, an NTP step forward).
    public static let graceSeconds: TimeInterval = 5 * 60
    /// An alarm rings at most this long before it stops on its own, as the replica's does.
    public static let ringSeconds: Double = 120
    /// The snooze a fresh install has, as on most bedside clocks.
    public static let standardSnoozeMinutes = 9
    public static let snoozeRange = 1...60

    /// An alarm ringing: which one, the wall instant it was due, and the boot instant it stops.
    public struct Ringing: Sendable, Hashable {
        public var alarm: Alarm
        public var due: Date
        public var endsAt: Double
        /// Rung again after a snooze.
        public var afterSnooze: Bool
    }

    /// A snoozed alarm and the boot instant it rings again.
    public struct Snooze: Sendable, Hashable {
        public var alarm: Alarm
        public var due: Date
        public var until: Double
    }

    /// What can happen to the alarms. The clocks ride in the cases that need them: `now` the
    /// wall clock, `boot` the boot clock (seconds of CLOCK_BOOTTIME).
    public enum Input: Sendable, Hashable {
        /// Answers for everything due since the last check, up to `now` and `boot`, in `zone`.
        /// Answered in `.ring`, `.missed`, `.timedOut`, `.onceDone` and `.recorded`.
        case check(at: Date, boot: Double, zone: Zone)
        /// The ringing alarm rings again `snoozeMinutes` on: `.snoozed`, or nothing when nothing
        /// rings. The record keeps the snooze (on the wall clock) until it rings.
        case snooze(at: Date, boot: Double)
        /// The ringing alarm stops, and a snooze of it is cancelled (Stop on the "snoozed" notice);
        /// else the first snooze is cancelled. `.stopped`, or nothing when nothing was.
        case stop
        /// The list changed (the settings file, the command line, the panel): alarms no longer
        /// there stop ringing and their snoozes go. With `keepingRinging`, the alarm ringing now
        /// goes on (a once alarm switching itself off as it rings). Answered with nothing: the
        /// caller that needs to know what stopped asks `adopt`.
        case replace([Alarm], snoozeMinutes: Int, keepingRinging: Bool)
        /// Starts watching afresh from the next check, as at launch: a window taking the ringing
        /// back from the alarm service never rings what came due while the service rang.
        case restart
        /// `check`, in actions for the ringing process: sounds, notices, the record to save.
        /// `defaultSound` is the user's choice for all alarms (nil for the theme's).
        case answer(at: Date, boot: Double, wording: AlarmWording, defaultSound: String?)
        /// A click on a notice's Snooze or Stop, or the same asked by a key or the bus; nothing
        /// for another notice's tag.
        case noticeAction(tag: String, NoticeAction, at: Date, boot: Double, wording: AlarmWording)
        /// Esc, or the service taking over: the ringing alarm stops, or the snooze is cancelled.
        case stopRinging
        /// `replace` for a ringing process: the list or the snooze changed, and an alarm no longer
        /// on stops ringing, in actions.
        case adopt([Alarm], snoozeMinutes: Int)
    }

    /// What an input did.
    public enum Event: Sendable, Hashable {
        /// Started ringing (a new ringing replaces one still going).
        case ring(Ringing)
        /// Came due longer ago than the grace: not rung, to be reported.
        case missed(Alarm, due: Date)
        /// Stopped after ringing its full length, unanswered.
        case timedOut(Ringing)
        /// A once alarm was answered for: it switches itself off.
        case onceDone(Alarm)
        /// The record changed: worth saving.
        case recorded
        /// What `snooze` snoozed: it rings again at the boot instant `until`.
        case snoozed(Snooze)
        /// What `stop` stopped, ringing or snoozed.
        case stopped(Alarm)
        /// What the ringing process is to carry out: the answer to `answer`, `noticeAction`,
        /// `stopRinging` and `adopt`, whose answers are these alone.
        case action(AlarmAction)
    }

    /// The actions among `events`: the whole answer to `answer`, `noticeAction`, `stopRinging`
    /// and `adopt`, as the ringing process carries it out.
    public static func actions(_ events: [Event]) -> [AlarmAction] {
        events.compactMap { if case .action(let action) = $0 { action } else { nil } }
    }

    /// Applies one input.
    public mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .check(let now, let boot, let zone): return check(at: now, boot: boot, zone: zone)
        case .snooze(let now, let boot): return snooze(at: now, boot: boot).map { [.snoozed($0)] } ?? []
        case .stop: return stop().map { [.stopped($0)] } ?? []
        case .replace(let list, let minutes, let keepingRinging):
            replace(list, snoozeMinutes: minutes, keepingRinging: keepingRinging)
            return []
        case .restart:
            restart()
            return []
        case .answer(let now, let boot, let wording, let defaultSound):
            return answer(at: now, boot: boot, wording: wording, defaultSound: defaultSound).map(Event.action)
        case .noticeAction(let tag, let action, let now, let boot, let wording):
            return noticeAction(tag: tag, action, at: now, boot: boot, wording: wording).map(Event.action)
        case .stopRinging: return stopRinging().map(Event.action)
        case .adopt(let list, let minutes): return adopt(list, snoozeMinutes: minutes).map(Event.action)
        }
    }

    /// The record as the alarms' state file holds it; nil when this run writes none.
    public private(set) var saved: AlarmRecord?

    public init(alarms: [Alarm] = [], snoozeMinutes: Int = AlarmClock.standardSnoozeMinutes, record: AlarmRecord = AlarmRecord(),
                saved: AlarmRecord? = nil) {
        self.alarms = alarms
        self.snoozeMinutes = snoozeMinutes
        self.record = record
        self.saved = saved
    }

    /// The state file's change, when this run keeps the record and it changed since last saved.
    private mutating func recordChange() -> FileChange<AlarmRecord>? {
        guard let base = saved else { return nil }
        let mine = record.keeping(alarms)
        guard mine != base else { return nil }
        saved = mine
        return FileChange(base: base, mine: mine)
    }

    /// True when an alarm is switched on: the face's lamp.
    public var armed: Bool { alarms.contains(where: \.enabled) || !snoozed.isEmpty }

    /// Answers for everything due since the last check, up to `now` (wall) and `boot`.
    private mutating func check(at now: Date, boot: Double, zone: Zone) -> [Event] {
        var events: [Event] = []
        if let r = ringing, boot >= r.endsAt {
            ringing = nil
            events.append(.timedOut(r))
        }
        let from = checkedUntil ?? now
        if checkedUntil == nil { restoreSnoozes(at: now, boot: boot) }
        checkedUntil = now
        var due: [(alarm: Alarm, at: Date, snoozed: Bool)] = []
        // Stepped back (from > now): nothing came due; what is met again is in the record.
        // Before the kept next due time nothing can be due: the ticks between skip the arithmetic.
        if now > from, !memo.rulesOut(from: from, through: now, zone: zone) {
            for alarm in alarms where alarm.enabled {
                guard let at = alarm.lastDue(after: from, through: now, in: zone) else { continue }
                if let last = record.lastRung[alarm.identity], at <= last { continue }
                due.append((alarm, at, false))
            }
        }
        let ended = snoozed.filter { boot >= $0.until }
        snoozed.removeAll { boot >= $0.until }
        for s in ended {
            if record.snoozes.removeValue(forKey: s.alarm.identity) != nil { events.append(.recorded) }
            // A snooze that ended long ago (the machine slept through it) is not rung late:
            // it is reported missed, once.
            if boot - s.until > Self.graceSeconds { events.append(.missed(s.alarm, due: s.due)) } else { due.append((s.alarm, s.due, true)) }
        }
        if !memo.holds(at: now, zone: zone) {
            memo = NextDueMemo(after: now, zone: zone, next: Self.firstDue(of: alarms, after: now, zone: zone))
        }
        for (alarm, at, afterSnooze) in due.sorted(by: { $0.at < $1.at }) {
            if !afterSnooze {
                record.lastRung[alarm.identity] = at
                events.append(.recorded)
                if alarm.days.isOnce { events.append(.onceDone(alarm)) }
            }
            // A snooze ending now rings: its delay was asked for.
            if afterSnooze || now.timeIntervalSince(at) <= Self.graceSeconds {
                let r = Ringing(alarm: alarm, due: at, endsAt: boot + Self.ringSeconds, afterSnooze: afterSnooze)
                ringing = r
                events.append(.ring(r))
            } else {
                events.append(.missed(alarm, due: at))
            }
        }
        return events
    }

    /// Starts watching afresh from the next check, as at launch: a window taking the ringing
    /// back from the alarm service never rings what came due while the service rang.
    private mutating func restart() {
        checkedUntil = nil
        memo = NextDueMemo()
    }

    /// Space, or the notification's Snooze: the ringing alarm rings again `snoozeMinutes` on.
    /// Nil when nothing rings. The record keeps the snooze (on the wall clock) until it rings.
    private mutating func snooze(at now: Date, boot: Double) -> Snooze? {
        guard let r = ringing else { return nil }
        ringing = nil
        let length = Double(snoozeMinutes) * 60
        let s = Snooze(alarm: r.alarm, due: r.due, until: boot + length)
        snoozed.append(s)
        record.snoozes[r.alarm.identity] = AlarmRecord.Snoozed(alarm: r.alarm, due: r.due, until: now.addingTimeInterval(length))
        return s
    }

    /// The record's snoozes, at the first check: a snooze taken before a restart rings at the
    /// wall instant it was set to end.
    private mutating func restoreSnoozes(at now: Date, boot: Double) {
        for (id, kept) in record.snoozes where !snoozed.contains(where: { $0.alarm.identity == id }) {
            // The list's alarm, with its own sound; the record keeps only what names it.
            let alarm = alarms.first { $0.identity == id } ?? kept.alarm
            snoozed.append(Snooze(alarm: alarm, due: kept.due, until: boot + kept.until.timeIntervalSince(now)))
        }
    }

    /// Esc, or the notification's Stop: the ringing alarm stops, and a snooze of it is
    /// cancelled (Stop on the "snoozed" notice). What was stopped, or nil when nothing was.
    private mutating func stop() -> Alarm? {
        if let r = ringing {
            ringing = nil
            snoozed.removeAll { $0.alarm.identity == r.alarm.identity }
            record.snoozes[r.alarm.identity] = nil
            return r.alarm
        }
        guard let s = snoozed.first else { return nil }
        snoozed.removeAll { $0.alarm.identity == s.alarm.identity }
        record.snoozes[s.alarm.identity] = nil
        return s.alarm
    }

    /// The list changed (the settings file, the command line, the overlay): alarms no longer
    /// there stop ringing and their snoozes go.
    /// With `keepingRinging`, the alarm ringing now goes on (a once alarm switching itself off
    /// as it rings).
    private mutating func replace(_ list: [Alarm], snoozeMinutes minutes: Int, keepingRinging: Bool = false) {
        alarms = list
        snoozeMinutes = minutes
        // A once alarm switches itself off as it rings: its ringing and snooze still count.
        let ids = Set(list.filter { $0.enabled || $0.days.isOnce }.map(\.identity))
        if let r = ringing, !ids.contains(r.alarm.identity), !keepingRinging { ringing = nil }
        snoozed.removeAll { !ids.contains($0.alarm.identity) }
        record.snoozes = record.snoozes.filter { ids.contains($0.key) }
    }

    /// The next wall instant after `now` at which an alarm comes due, or nil with none on.
    public func nextDue(after now: Date, zone: Zone) -> (alarm: Alarm, at: Date)? {
        let start = max(now, checkedUntil ?? now)
        if memo.holds(at: start, zone: zone) { return memo.next }
        return Self.firstDue(of: alarms, after: start, zone: zone)
    }

    /// The earliest due time of the switched-on alarms after `instant`.
    static func firstDue(of alarms: [Alarm], after instant: Date, zone: Zone) -> (alarm: Alarm, at: Date)? {
        alarms.filter(\.enabled).map { ($0, $0.nextDue(after: instant, in: zone)) }.min { $0.1 < $1.1 }
    }

    /// The earliest due time worked out after a check, kept until it comes, the list changes
    /// or the clock steps back: working it out takes a zone's offsets over a week for each
    /// alarm, and the loop checks at every colon tick (issue 30). Not part of the clock's value:
    /// two clocks with the same alarms are equal whether or not one has worked it out yet.
    struct NextDueMemo: Sendable, Hashable {
        private var known = false
        private var after = Date.distantPast
        private var zone = Zone.utc
        /// Nil when no alarm is switched on.
        private(set) var next: (alarm: Alarm, at: Date)?

        init() {}

        init(after: Date, zone: Zone, next: (alarm: Alarm, at: Date)?) {
            known = true
            self.after = after
            self.zone = zone
            self.next = next
        }

        /// True when it was worked out at or before `instant`, in `zone`, and is still to come.
        func holds(at instant: Date, zone: Zone) -> Bool {
            known && after <= instant && self.zone == zone && (next.map { $0.at > instant } ?? true)
        }

        /// True when no alarm can be due in `(from, through]`.
        func rulesOut(from: Date, through: Date, zone: Zone) -> Bool {
            known && after <= from && self.zone == zone && (next.map { $0.at > through } ?? true)
        }

        static func == (_: Self, _: Self) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// The next boot instant at which ringing stops or a snooze ends, or nil.
    public var nextBootChange: Double? {
        ([ringing?.endsAt].compactMap { $0 } + snoozed.map(\.until)).min()
    }
}

// The actions' layer: what the ringing process carries out (AlarmAction), worked out from the
// low-level steps above. In this file so that both layers stay private behind `handle`.
extension AlarmClock {
    /// The tag of the ringing (or snoozed) alarm's notice, which each change replaces.
    public static let noticeTag = "alarm"

    /// Answers for every alarm due since the last check (`check`), in actions. `defaultSound` is
    /// the user's choice for all alarms (nil for the theme's).
    private mutating func answer(at now: Date, boot: Double, wording: AlarmWording, defaultSound: String?) -> [AlarmAction] {
        let wasRinging = ringing != nil
        var actions: [AlarmAction] = []
        var recorded = false
        for event in check(at: now, boot: boot, zone: wording.zone) {
            switch event {
            case .ring(let r):
                if !wasRinging, !actions.contains(where: { if case .startSound = $0 { true } else { false } }) {
                    actions.append(.startSound(r.alarm.sound ?? defaultSound))
                }
                actions.append(.notify(ringingNotice(r.alarm, wording)))
                actions.append(.rang(r.alarm))
            case .missed(let alarm, let due):
                actions.append(.notify(DesktopNotice(
                    summary: wording.words("Missed alarm %1$s", wording.title(alarm)),
                    body: wording.words("It was due %1$s at %2$s, while the clock was suspended or set past it.",
                                        wording.weekday(due), wording.time(due)),
                    urgent: false)))
            case .timedOut(let r):
                if ringing == nil { actions.append(.stopSound) }
                actions.append(.notify(DesktopNotice(
                    summary: wording.words("Alarm %1$s rang unanswered", wording.title(r.alarm)),
                    body: wording.words("It rang for two minutes, from %1$s, and stopped on its own.", wording.time(r.due)),
                    urgent: false, tag: Self.noticeTag)))
            case .onceDone(let alarm):
                if switchOffOnce(alarm) { actions.append(.switchedOff(alarm)) }
            case .recorded:
                recorded = true
            // A check answers in none of these: they are other inputs' answers.
            case .snoozed, .stopped, .action:
                break
            }
        }
        if recorded, let change = recordChange() { actions.append(.saveRecord(change)) }
        return actions
    }

    /// Space, or the notice's Snooze: the ringing alarm rings again `snoozeMinutes` on.
    private mutating func snoozeRinging(at now: Date, boot: Double, wording: AlarmWording) -> [AlarmAction] {
        guard let s = snooze(at: now, boot: boot) else { return [] }
        let until = now.addingTimeInterval(s.until - boot)
        let notice = DesktopNotice(summary: wording.words("Alarm %1$s snoozed until %2$s", wording.title(s.alarm),
                                                          wording.time(until)),
                                   body: wording.words("Stop to cancel the snooze."), urgent: false, actions: [.stop],
                                   tag: Self.noticeTag, words: wording.words)
        return [.stopSound, .notify(notice)] + (recordChange().map { [.saveRecord($0)] } ?? [])
    }

    /// Esc, or the notice's Stop: the ringing alarm stops, or the snooze is cancelled.
    private mutating func stopRinging() -> [AlarmAction] {
        let wasRinging = ringing != nil
        guard stop() != nil else { return [] }
        return (wasRinging ? [.stopSound] : []) + [.withdrawNotice(tag: Self.noticeTag)]
            + (recordChange().map { [.saveRecord($0)] } ?? [])
    }

    /// A click on a notice's button; nothing for another notice's.
    private mutating func noticeAction(tag: String, _ action: NoticeAction, at now: Date, boot: Double,
                                       wording: AlarmWording) -> [AlarmAction] {
        guard tag == Self.noticeTag else { return [] }
        switch action {
        case .snooze: return snoozeRinging(at: now, boot: boot, wording: wording)
        case .stop: return stopRinging()
        // A timer's buttons, which an alarm's notice never offers.
        case .addMinute, .restart: return []
        }
    }

    /// The list or the snooze changed (the settings file, the panel): an alarm no longer on
    /// stops ringing.
    private mutating func adopt(_ list: [Alarm], snoozeMinutes minutes: Int) -> [AlarmAction] {
        guard list != alarms || minutes != snoozeMinutes else { return [] }
        let wasRinging = ringing != nil
        replace(list, snoozeMinutes: minutes)
        let stopped: [AlarmAction] = wasRinging && ringing == nil ? [.stopSound, .withdrawNotice(tag: Self.noticeTag)] : []
        return stopped + (recordChange().map { [.saveRecord($0)] } ?? [])
    }

    /// The next alarm as the menu names it, "Next alarm: Mon 7:30 AM"; nil with none switched on.
    public func nextAlarmText(at now: Date, wording: AlarmWording) -> String? {
        guard let next = nextDue(after: now, zone: wording.zone) else { return nil }
        return wording.words("Next alarm: %1$s %2$s", wording.weekday(next.at), wording.time(next.at))
    }

    /// A once alarm has been answered for: it stays in the list, switched off. False when it is
    /// not in the list switched on.
    private mutating func switchOffOnce(_ alarm: Alarm) -> Bool {
        var list = alarms
        guard let i = list.firstIndex(where: { $0.identity == alarm.identity && $0.enabled }) else { return false }
        list[i].enabled = false
        replace(list, snoozeMinutes: snoozeMinutes, keepingRinging: true)
        return true
    }

    private func ringingNotice(_ alarm: Alarm, _ wording: AlarmWording) -> DesktopNotice {
        let words = wording.words
        let length = snoozeMinutes == 1 ? words("1 minute") : words("%1$s minutes", String(snoozeMinutes))
        let body = wording.namesKeys ? words("Snooze for %1$s (Space), or Stop (Esc).", length) : words("Snooze for %1$s, or Stop.", length)
        return DesktopNotice(summary: words("Alarm %1$s", wording.title(alarm)), body: body, actions: [.snooze, .stop],
                             tag: Self.noticeTag, words: words)
    }
}

import FoundationEssentials

/// The alarm service's decisions: the alarms rung with no window, once however many windows are
/// open. Pure, in the `SettingsOverlay` shape: an input and the clocks in, effects out. The
/// service's loop (`timecircuits alarm serve`) feeds it the settings file as anyone changes it,
/// the snooze and stop asked on the bus or from the notice, and the ticks its timers bring.
///
/// Alarms are due on the wall clock in the computer's zone; ringing and snoozes run on the boot
/// clock, which a suspend does not stop (`AlarmClock`).
public struct AlarmServiceModel: Sendable {
    /// The alarms, what rings and what is snoozed, and their record.
    public private(set) var alarms: AlarmClock
    /// The reminders' notices, given here so that they come with no window open.
    public private(set) var reminders: ReminderNotices
    /// The settings as the file holds them (as last read or written): the base of each save.
    public private(set) var settings: Settings
    /// The computer's zone, in which alarms come due.
    public private(set) var zone: Zone
    /// Why a sleeping computer cannot be woken, when it cannot (found at the service's start):
    /// reported on the bus.
    public let wakeProblem: String?
    /// The timers as their state file holds them, on this boot's clock; nil with none kept.
    public private(set) var timers: TimerRecord?
    /// The timer's record as the file holds it: the base of the save when it runs out.
    private var timerSaved: TimerRecord?
    /// This boot's id, for the timer's record.
    private let bootID: String
    /// What was last reported, to tell when the report changed.
    private var reported: AlarmServiceReport?

    /// What can happen to the service.
    public enum Input: Sendable, Hashable {
        /// A timer fired, or the loop woke for another reason: whatever is due by now happens.
        case tick
        /// Someone changed the settings file; what it holds now.
        case settingsChanged(Settings)
        /// Snooze or Stop: asked on the bus (a window's Space or Esc, `ctl`) or the notice's button.
        case answer(NoticeAction)
        /// A notice's button was clicked: its tag and the button.
        case noticeAction(tag: String, action: NoticeAction)
        /// Someone (a window) changed the timer's state file; what it holds now.
        case timerChanged(TimerRecord?)
        /// This computer's zone changed (`timedatectl set-timezone`): alarms come due in this one.
        case zoneChanged(Zone)
    }

    /// What the service's loop carries out.
    public enum Effect: Sendable, Hashable {
        case startAlarmSound(String?)
        case stopAlarmSound
        case notify(DesktopNotice)
        case withdrawNotice(tag: String)
        /// An alarm started ringing: the AlarmRinging signal, with its label.
        case alarmRinging(label: String)
        case saveSettings(FileChange<Settings>)
        case saveAlarms(FileChange<AlarmRecord>)
        /// The countdown ran out: its sound (the settings' choice) and the record saying so.
        case playTimerEnd(SoundChoices)
        case saveTimer(FileChange<TimerRecord>)
        /// What the bus's properties say changed.
        case report(AlarmServiceReport)
    }

    /// The wake-up is set this long before an alarm, so the machine is up at its minute.
    public static let wakeLead: TimeInterval = 60

    /// `boot` reads the clocks now, to put a kept countdown on this boot's clock.
    public init(settings: Settings, record: AlarmRecord, zone: Zone, keepsRecord: Bool = true, timer: TimerRecord? = nil,
                boot: BootReading = BootReading(), words: Words = .english, wakeProblem: String? = nil) {
        self.words = words
        self.wakeProblem = wakeProblem
        self.settings = settings
        self.zone = zone
        bootID = boot.bootID
        timerSaved = timer
        timers = timer?.restoredAll(bootID: boot.bootID, wall: boot.wall, boot: boot.boot)
        alarms = AlarmClock(alarms: settings.alarms, snoozeMinutes: settings.snoozeMinutes, record: record,
                            saved: keepsRecord ? record : nil)
        reminders = ReminderNotices(reminders: settings.reminders)
    }

    /// The user's language, for the notices.
    let words: Words

    /// How the service's notices word the alarms: no window, so no keys to name.
    private var wording: AlarmWording { AlarmWording(zone: zone, cycle: settings.display.hourCycle, namesKeys: false, words: words) }

    /// Applies one input at wall-clock `now` and boot-clock `boot` (seconds of CLOCK_BOOTTIME).
    public mutating func handle(_ input: Input, at now: Date, boot: Double) -> [Effect] {
        var actions: [AlarmAction]
        switch input {
        case .tick:
            actions = AlarmClock.actions(alarms.handle(.answer(at: now, boot: boot, wording: wording, defaultSound: settings.sound.alarm)))
        case .timerChanged(let record):
            timerSaved = record
            timers = record?.restoredAll(bootID: bootID, wall: now, boot: boot)
            actions = []
        case .settingsChanged(let new):
            settings = new
            _ = reminders.handle(.replace(new.reminders))
            actions = AlarmClock.actions(alarms.handle(.adopt(new.alarms, snoozeMinutes: new.snoozeMinutes)))
            // A list changed to hold an alarm due this very minute rings at once.
            actions += AlarmClock.actions(alarms.handle(.answer(at: now, boot: boot, wording: wording, defaultSound: settings.sound.alarm)))
        case .zoneChanged(let new):
            guard new != zone else { return [] }
            zone = new
            // The next alarm's instant is another: NextAlarm's listeners hear of it.
            actions = []
            reported = nil
        case .answer(let action):
            actions = AlarmClock.actions(alarms.handle(.noticeAction(tag: AlarmClock.noticeTag, action, at: now, boot: boot, wording: wording)))
        case .noticeAction(let tag, let action) where tag.hasPrefix(NamedTimer.tagPrefix):
            actions = []
            return timerNoticeAction(id: String(tag.dropFirst(NamedTimer.tagPrefix.count)), action, at: now, boot: boot)
        case .noticeAction(let tag, let action):
            actions = AlarmClock.actions(alarms.handle(.noticeAction(tag: tag, action, at: now, boot: boot, wording: wording)))
        }
        var effects: [Effect] = []
        for action in actions { effects += self.effects(of: action) }
        // A reminder due this minute comes with any input, as an alarm does.
        effects += reminders.handle(.check(at: now, zone: zone, cycle: settings.display.hourCycle, words: words)).map { event in
            switch event {
            case .noticeDue(let notice): Effect.notify(notice)
            }
        }
        effects += countdownEnd(at: now, boot: boot)
        let current = report
        if current != reported {
            reported = current
            effects.append(.report(current))
        }
        return effects
    }

    /// What the bus reports now.
    public var report: AlarmServiceReport {
        AlarmServiceReport(ringing: alarms.ringing.map { $0.alarm.title(cycle: settings.display.hourCycle) },
                           snoozed: !alarms.snoozed.isEmpty, wakeProblem: wakeProblem)
    }

    private mutating func effects(of action: AlarmAction) -> [Effect] {
        switch action {
        case .startSound(let sound): return [.startAlarmSound(sound)]
        case .stopSound: return [.stopAlarmSound]
        case .notify(let notice): return [.notify(notice)]
        case .withdrawNotice(let tag): return [.withdrawNotice(tag: tag)]
        case .rang(let alarm): return [.alarmRinging(label: alarm.label)]
        case .saveRecord(let change): return [.saveAlarms(change)]
        case .switchedOff(let alarm):
            var mine = settings
            mine.switchOff(alarm)
            guard mine != settings else { return [] }
            defer { settings = mine }
            return [.saveSettings(FileChange(base: settings, mine: mine))]
        }
    }

    /// Timers left running (by a window, closed or not, or the command line) that reach zero:
    /// each its sound and its notice by name, a cycle its next phase, and the record saying so,
    /// so that no one announces them again.
    private mutating func countdownEnd(at now: Date, boot: Double) -> [Effect] {
        guard var record = timers else { return [] }
        var notices: [DesktopNotice] = []
        if record.timer.runOut(at: boot) {
            notices.append(NamedTimer(id: TimerRecord.firstID, name: record.name, countdown: record.timer).notice(.finished, words: words))
        }
        notices += record.runOutOthers(at: boot, day: localDay(now)).map { $0.timer.notice($0.end, words: words) }
        guard !notices.isEmpty else { return [] }
        timers = record
        return notices.flatMap { [Effect.playTimerEnd(settings.sound), .notify($0)] } + saveTimers(now: now, boot: boot)
    }

    /// A button of a timer's notice, clicked with no window to answer it.
    private mutating func timerNoticeAction(id: String, _ action: NoticeAction, at now: Date, boot: Double) -> [Effect] {
        guard var record = timers, record.perform(.notice(id: id, action), boot: boot) else { return [] }
        timers = record
        return [.withdrawNotice(tag: NamedTimer.tagPrefix + id)] + saveTimers(now: now, boot: boot)
    }

    /// The timers' record written over what the file held.
    private mutating func saveTimers(now: Date, boot: Double) -> [Effect] {
        guard let base = timerSaved, var mine = timers else { return [] }
        mine.bootID = bootID
        mine.wallMinusBoot = now.timeIntervalSince1970 - boot
        timerSaved = mine
        return [.saveTimer(FileChange(base: base, mine: mine))]
    }

    /// The local day at `now`, in days since 1970: a cycle's rounds are counted by it.
    private func localDay(_ now: Date) -> Int {
        Int(((now.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: now))) / 86_400).rounded(.down))
    }

    // MARK: Waking

    /// The next wall instant an alarm or a reminder comes due, for the loop's wall-clock timer;
    /// nil with neither.
    public func nextWake(after now: Date) -> Date? {
        [nextAlarm(after: now), reminders.nextDue(after: now, zone: zone)].compactMap { $0 }.min()
    }

    /// The next wall instant an alarm comes due; nil with none on.
    public func nextAlarm(after now: Date) -> Date? { alarms.nextDue(after: now, zone: zone)?.at }

    /// The next boot-clock instant a ringing stops, a snooze ends or the countdown runs out.
    public var nextBootWake: Double? {
        let ends = ([timers?.timer] + (timers?.others.map(\.countdown) ?? [])).compactMap { timer -> Double? in
            if case .running(let at)? = timer?.state { return at }
            return nil
        }
        return ([alarms.nextBootChange] + ends).compactMap { $0 }.min()
    }

    /// When a sleeping computer must wake to ring what comes next, a minute early: the next
    /// alarm, or a snooze's end (on the wall clock, from the boot clock's `boot` at `now`).
    public func wakeFromSleep(after now: Date, boot: Double) -> Date? {
        let snooze = alarms.snoozed.map { now.addingTimeInterval($0.until - boot) }.min()
        // Reminders do not wake a sleeping computer: one is a note for the day, given at the resume.
        let next = [nextAlarm(after: now), snooze].compactMap { $0 }.min()
        return next?.addingTimeInterval(-Self.wakeLead)
    }
}

import FoundationEssentials

/// The alarms' decisions: ringing at the minute edge, the flash, Space and Esc, the notice's
/// buttons, missed alarms, a once alarm switching itself off, and the list following the
/// settings file. Alarms are due on the wall clock in the face's local zone (the system's);
/// ringing and snoozes run on the boot clock (`bootNow`).
extension ClockModel {
    /// The tag of the ringing (or snoozed) alarm's notice, which each change replaces.
    static let alarmNoticeTag = "alarm"

    // MARK: Time

    /// Answers for every alarm due since the last tick: at its minute, or after the wall clock
    /// stepped forward over it or the machine resumed.
    mutating func alarmTick(at now: Date) -> [ClockEffect] {
        let wasRinging = alarms.ringing != nil
        var effects: [ClockEffect] = []
        var recorded = false
        for event in alarms.check(at: now, boot: bootNow, zone: face.localZone) {
            switch event {
            case .ring(let r):
                effects += wasRinging || effects.contains(where: \.startsAlarmSound) ? [] : [.startAlarmSound(sound: alarmSound)]
                effects.append(.notify(ringingNotice(r.alarm)))
                effects.append(.alarmRinging(label: r.alarm.label))
                // A time travel or typing would hide the flash.
                effects += skipAnimation()
            case .missed(let alarm, let due):
                effects.append(.notify(missedNotice(alarm, due: due)))
            case .timedOut(let r):
                if alarms.ringing == nil { effects.append(.stopAlarmSound) }
                effects.append(.notify(DesktopNotice(
                    summary: "Alarm \(title(r.alarm)) rang unanswered",
                    body: "It rang for two minutes, from \(dueText(r.due)), and stopped on its own.",
                    urgent: false, tag: Self.alarmNoticeTag)))
            case .onceDone(let alarm):
                effects += switchOff(alarm)
            case .recorded:
                recorded = true
            }
        }
        if recorded { effects += saveAlarms() }
        if !effects.isEmpty, overlay.capturesInput { effects.append(.repaintOverlay) }
        return effects
    }

    /// `wake` (the face's) or sooner: the next alarm's minute, and the flash's half seconds
    /// while one rings where it can be seen. An alarm needs no visible face to ring.
    func alarmWake(_ wake: Date?, after now: Date) -> Date? {
        var next = alarms.nextDue(after: now, zone: face.localZone)?.at
        if alarms.ringing != nil, visible, screen == .clock {
            next = min(next ?? .distantFuture, ColonClock.nextEdge(after: now))
        }
        guard let next else { return wake }
        return min(wake ?? .distantFuture, next)
    }

    /// The next boot-clock instant the loop must wake for: the countdown's, a ringing alarm's
    /// end, a snooze's end.
    public func nextBootWake(afterBoot boot: Double) -> Double? {
        [nextTimerWake(afterBoot: boot), alarms.nextBootChange].compactMap { $0 }.min()
    }

    // MARK: Painting

    /// The face while an alarm rings: every row flashes with the colon's step, lit for the
    /// first half of each wall-clock second and dark (ghost segments only) for the second, as
    /// the prop's displays blink. Nil when nothing rings.
    func alarmFrame(_ content: FaceContent, at now: Date) -> ClockFrame? {
        guard alarms.ringing != nil else { return nil }
        var frame = AnimationFrame(content)
        if !Self.flashLit(at: now) {
            frame.rows = frame.rows.map { _ in RowLights.dark }
        }
        return ClockFrame(picture: .animation(frame, colonLevel: content.colonLevel), prepare: nil)
    }

    /// The flash's phase: lit in the first half of every wall-clock second, like the colon.
    static func flashLit(at now: Date) -> Bool {
        let t = now.timeIntervalSince1970
        return t - t.rounded(.down) < 0.5
    }

    // MARK: Input

    /// Space snoozes and Esc stops while an alarm rings, whatever else shows; nil otherwise (the
    /// key is someone else's).
    mutating func handleAlarmKey(_ press: KeyPress, at now: Date) -> [ClockEffect]? {
        guard alarms.ringing != nil, press.modifiers.significant.isEmpty else { return nil }
        switch press.keysym {
        case Keysym.space: return snoozeAlarm(at: now)
        case Keysym.escape: return stopAlarm()
        default: return nil
        }
    }

    /// A click on the notice's Snooze or Stop.
    mutating func handleNoticeAction(tag: String, _ action: NoticeAction, at now: Date) -> [ClockEffect] {
        guard tag == Self.alarmNoticeTag else { return [] }
        switch action {
        case .snooze: return snoozeAlarm(at: now)
        case .stop: return stopAlarm()
        }
    }

    private mutating func snoozeAlarm(at now: Date) -> [ClockEffect] {
        guard let s = alarms.snooze(boot: bootNow) else { return [] }
        let until = now.addingTimeInterval(s.until - bootNow)
        let notice = DesktopNotice(summary: "Alarm \(title(s.alarm)) snoozed until \(AlarmSchedule.timeText(until, zone: face.localZone, cycle: face.display.hourCycle))",
                                   body: "Stop to cancel the snooze.", urgent: false, actions: [.stop], tag: Self.alarmNoticeTag)
        return [.stopAlarmSound, .notify(notice)]
    }

    private mutating func stopAlarm() -> [ClockEffect] {
        let wasRinging = alarms.ringing != nil
        guard alarms.stop() != nil else { return [] }
        return (wasRinging ? [.stopAlarmSound] : []) + [.withdrawNotice(tag: Self.alarmNoticeTag)]
    }

    // MARK: Settings and state

    /// The settings file's alarms or snooze changed (an editor, `timecircuits alarm`).
    mutating func adoptAlarms(_ settings: Settings, at now: Date) -> [ClockEffect] {
        guard settings.alarms != alarms.alarms || settings.snoozeMinutes != alarms.snoozeMinutes else { return [] }
        let wasRinging = alarms.ringing != nil
        alarms.replace(settings.alarms, snoozeMinutes: settings.snoozeMinutes)
        guard wasRinging, alarms.ringing == nil else { return [] }
        return [.stopAlarmSound, .withdrawNotice(tag: Self.alarmNoticeTag)]
    }

    /// The alarms page changed the list: it is armed at once and saved as a city change is.
    mutating func changeAlarms(_ list: [Alarm]) -> [ClockEffect] {
        let wasRinging = alarms.ringing != nil
        alarms.replace(list, snoozeMinutes: alarms.snoozeMinutes)
        // The face's lamp may have changed with the list, so the whole window is repainted.
        var effects = save { $0.alarms = list } + [.repaintOverlay]
        if wasRinging, alarms.ringing == nil { effects += [.stopAlarmSound, .withdrawNotice(tag: Self.alarmNoticeTag)] }
        return effects
    }

    /// A once alarm has been answered for: it stays in the list, switched off.
    private mutating func switchOff(_ alarm: Alarm) -> [ClockEffect] {
        var list = alarms.alarms
        guard let i = list.firstIndex(where: { $0.identity == alarm.identity && $0.enabled }) else { return [] }
        list[i].enabled = false
        alarms.replace(list, snoozeMinutes: alarms.snoozeMinutes, keepingRinging: true)
        return save { settings in
            if let j = settings.alarms.firstIndex(where: { $0.identity == alarm.identity && $0.enabled }) {
                settings.alarms[j].enabled = false
            }
        }
    }

    /// Asks for the record to be written, when this run keeps one and it changed.
    private mutating func saveAlarms() -> [ClockEffect] {
        alarms.recordChange().map { [.saveAlarms($0)] } ?? []
    }

    /// What the ringing alarm plays: its own sound, else the one chosen for all alarms; nil for
    /// the sound theme's alarm.
    public var alarmSound: String? { alarms.ringing?.alarm.sound ?? soundChoices.alarm }

    // MARK: Words

    /// The next alarm as the menu names it, "Next alarm: Mon 7:30 AM"; nil with none switched on.
    public func nextAlarmText(at now: Date) -> String? {
        guard let next = alarms.nextDue(after: now, zone: face.localZone) else { return nil }
        let day = AlarmDays.names[AlarmSchedule.isoWeekday(ofDay: AlarmSchedule.day(of: next.at, in: face.localZone)) - 1]
        return "Next alarm: \(day.prefix(1).uppercased() + day.dropFirst()) \(AlarmSchedule.timeText(next.at, zone: face.localZone, cycle: face.display.hourCycle))"
    }

    private func title(_ alarm: Alarm) -> String { alarm.title(cycle: face.display.hourCycle) }

    private func dueText(_ due: Date) -> String {
        AlarmSchedule.timeText(due, zone: face.localZone, cycle: face.display.hourCycle)
    }

    private func ringingNotice(_ alarm: Alarm) -> DesktopNotice {
        DesktopNotice(summary: "Alarm \(title(alarm))",
                      body: "Snooze for \(alarms.snoozeMinutes) minutes (Space), or Stop (Esc).",
                      actions: [.snooze, .stop], tag: Self.alarmNoticeTag)
    }

    private func missedNotice(_ alarm: Alarm, due: Date) -> DesktopNotice {
        let day = AlarmDays.names[AlarmSchedule.isoWeekday(ofDay: AlarmSchedule.day(of: due, in: face.localZone)) - 1]
        return DesktopNotice(summary: "Missed alarm \(title(alarm))",
                             body: "It was due \(day.prefix(1).uppercased() + day.dropFirst()) at \(dueText(due)), while the clock was suspended or set past it.",
                             urgent: false)
    }
}

extension ClockModel {
    /// Keeps the alarms page showing the list and hour style the clock has, whatever changed them
    /// (the file, a once alarm switching itself off, the 24-hour key); true when an open panel
    /// shows something different now.
    mutating func showAlarmsInOverlay() -> Bool {
        let cycle = face.display.hourCycle
        guard overlay.alarms != alarms.alarms || overlay.hourCycle != cycle else { return false }
        overlay.replaceAlarms(alarms.alarms)
        overlay.hourCycle = cycle
        return overlay.isOpen && overlay.page == .alarms
    }

    /// While the right-click menu shows, its note names the next alarm; true when that changed
    /// what the menu shows.
    mutating func noteNextAlarm(at now: Date) -> Bool {
        guard overlay.menu != nil else { return false }
        return overlay.setMenuNote(nextAlarmText(at: now))
    }
}

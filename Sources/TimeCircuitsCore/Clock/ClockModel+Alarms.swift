import FoundationEssentials

/// The alarms' decisions: ringing at the minute edge, the flash, Space and Esc, the notice's
/// buttons, missed alarms, a once alarm switching itself off, and the list following the
/// settings file. Alarms are due on the wall clock in the face's local zone (the system's);
/// ringing and snoozes run on the boot clock (`bootNow`).
extension ClockModel {
    /// The tag of the ringing (or snoozed) alarm's notice, which each change replaces.
    static let alarmNoticeTag = AlarmClock.noticeTag

    /// How this window's notices word the alarms: its zone and hour style, and its keys.
    var alarmWording: AlarmWording { AlarmWording(zone: face.localZone, cycle: face.display.hourCycle, namesKeys: true, words: words) }

    /// Whether this window rings its alarms itself (no alarm service answers).
    var ringsAlarms: Bool { alarmService.ringer == .window }

    /// Whether an alarm rings now, here or in the service: the face flashes.
    public var alarmRings: Bool {
        switch alarmService.ringer {
        case .window: alarms.ringing != nil
        case .service(let report): report.ringing != nil
        }
    }

    // MARK: Time

    /// Answers for every alarm due since the last tick: at its minute, or after the wall clock
    /// stepped forward over it or the machine resumed. Only while this window rings them.
    mutating func alarmTick(at now: Date) -> [ClockEffect] {
        guard ringsAlarms else { return [] }
        let effects = carryOut(alarms.handle(.answer(at: now, boot: bootNow, wording: alarmWording, defaultSound: sounds.choices.alarm)))
        return effects + (!effects.isEmpty && overlay.capturesInput ? [.repaintOverlay] : [])
    }

    /// `wake` (the face's) or sooner: the next alarm's minute (while this window rings them), and
    /// the flash's half seconds while one rings where it can be seen. An alarm needs no visible
    /// face to ring.
    func alarmWake(_ wake: Date?, after now: Date) -> Date? {
        var next = ringsAlarms ? alarms.nextDue(after: now, zone: face.localZone)?.at : nil
        if alarmRings, visible, shown == .clock {
            next = min(next ?? .distantFuture, ColonClock.nextEdge(after: now))
        }
        guard let next else { return wake }
        return min(wake ?? .distantFuture, next)
    }

    /// The next boot-clock instant the loop must wake for: the countdown's, a ringing alarm's
    /// end, a snooze's end.
    public func nextBootWake(afterBoot boot: Double) -> Double? {
        [nextTimerWake(afterBoot: boot), ringsAlarms ? alarms.nextBootChange : nil].compactMap { $0 }.min()
    }

    // MARK: Painting

    /// The face while an alarm rings: every row flashes with the colon's step, lit for the
    /// first half of each wall-clock second and dark (ghost segments only) for the second, as
    /// the prop's displays blink. Nil when nothing rings.
    func alarmFrame(_ content: FaceContent, at now: Date) -> ClockFrame? {
        guard alarmRings else { return nil }
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

    /// The face's alarm lamp: an alarm switched on, or a snooze waiting (here or in the service).
    var alarmLampLit: Bool {
        if alarms.armed { return true }
        if case .service(let report) = alarmService.ringer { return report.snoozed }
        return false
    }

    // MARK: Input

    /// Space snoozes and Esc stops while an alarm rings, whatever else shows; nil otherwise (the
    /// key is someone else's). With the service ringing, the window asks it to.
    mutating func handleAlarmKey(_ press: KeyPress, at now: Date) -> [ClockEffect]? {
        guard alarmRings, press.modifiers.significant.isEmpty else { return nil }
        let action: NoticeAction
        switch press.keysym {
        case Keysym.space: action = .snooze
        case Keysym.escape: action = .stop
        default: return nil
        }
        guard ringsAlarms else { return [.askAlarmService(action)] }
        return handleNoticeAction(tag: Self.alarmNoticeTag, action, at: now)
    }

    /// A click on the notice's Snooze or Stop.
    mutating func handleNoticeAction(tag: String, _ action: NoticeAction, at now: Date) -> [ClockEffect] {
        if tag.hasPrefix(NamedTimer.tagPrefix) {
            let id = String(tag.dropFirst(NamedTimer.tagPrefix.count))
            return carryOut(timers.handle(.command(.notice(id: id, action), boot: bootNow)), at: now)
        }
        return carryOut(alarms.handle(.noticeAction(tag: tag, action, at: now, boot: bootNow, wording: alarmWording)))
    }

    /// The alarm service appeared, changed what it reports, or went away (nil). While it runs it
    /// rings; when it goes, this window rings from now on, never what came due before.
    mutating func followAlarmService(_ report: AlarmServiceReport?) -> [ClockEffect] {
        let before = alarmService.ringer
        var effects: [ClockEffect] = []
        if let report {
            // The service answers for the alarms from its own start: what this window was ringing
            // stops here.
            if ringsAlarms { effects += carryOut(alarms.handle(.stopRinging)) }
            _ = alarmService.handle(.report(report))
        } else if !ringsAlarms {
            _ = alarms.handle(.restart)
            _ = reminderNotices.handle(.restart)
            _ = alarmService.handle(.report(nil))
        }
        guard alarmService.ringer != before else { return effects }
        // The flash, the lamp and the menu's note may have changed.
        return effects + [.repaintOverlay]
    }

    /// The alarm service started when something needs it and none runs (`AlarmServiceRetry`):
    /// it rings the alarms and the countdown whether this window stays open or not. Looked at
    /// after every input, as the state that needs it or the answers about it may have changed.
    mutating func startAlarmServiceIfDue(after input: ClockInput) -> [ClockEffect] {
        let heard: AlarmServiceRetry.Input = switch input {
        case .alarmService: .serviceAnswered
        case .alarmServiceStartAnswered(let answer): .startAnswered(answer)
        default: .look
        }
        let situation = AlarmServiceRetry.Situation(running: !ringsAlarms, needed: alarms.armed || timers.countdowns.contains(where: \.isRunning), boot: bootNow)
        return alarmService.handle(.retry(heard, situation)).map { event in
            switch event {
            case .start(let way): ClockEffect.startAlarmService(way)
            }
        }
    }

    /// The alarms' actions as this window carries them out: all of what the inputs it gives
    /// them (`answer`, `noticeAction`, `stopRinging`, `adopt`) answer.
    private mutating func carryOut(_ events: [AlarmClock.Event]) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        for action in AlarmClock.actions(events) {
            switch action {
            case .startSound(let sound): effects.append(.startAlarmSound(sound: sound))
            case .stopSound: effects.append(.stopAlarmSound)
            case .notify(let notice): effects.append(.notify(notice))
            case .withdrawNotice(let tag): effects.append(.withdrawNotice(tag: tag))
            case .rang(let alarm):
                // This window rings only where no alarm service can: then it tells the props.
                effects += [.alarmRinging(label: alarm.label), .propEvent(.alarm)]
                // A time travel or typing would hide the flash.
                effects += skipAnimation()
            case .switchedOff(let alarm): effects += save { $0.switchOff(alarm) }
            // A window that follows the service keeps no record: the service does.
            case .saveRecord(let change): if ringsAlarms { effects.append(.saveAlarms(change)) }
            }
        }
        return effects
    }

    // MARK: Settings and state

    /// The settings file's alarms or snooze changed (an editor, `timecircuits alarm`).
    mutating func adoptAlarms(_ settings: Settings, at now: Date) -> [ClockEffect] {
        carryOut(alarms.handle(.adopt(settings.alarms, snoozeMinutes: settings.snoozeMinutes)))
    }

    /// The alarms page changed the list: it is armed at once and saved as a city change is.
    mutating func changeAlarms(_ list: [Alarm]) -> [ClockEffect] {
        let stopped = carryOut(alarms.handle(.adopt(list, snoozeMinutes: alarms.snoozeMinutes)))
        // The face's lamp may have changed with the list, so the whole window is repainted.
        return save { $0.alarms = list } + [.repaintOverlay] + stopped
    }

    /// What the ringing alarm plays: its own sound, else the one chosen for all alarms; nil for
    /// the sound theme's alarm.
    public var alarmSound: String? { alarms.ringing?.alarm.sound ?? sounds.choices.alarm }

    // MARK: Words

    /// The next alarm as the menu names it, "Next alarm: Mon 7:30 AM", and, when the service
    /// says a sleeping computer cannot be woken for it, so; nil with none switched on.
    public func nextAlarmText(at now: Date) -> String? {
        guard let text = alarms.nextAlarmText(at: now, wording: alarmWording) else { return nil }
        if case .service(let report) = alarmService.ringer, report.wakeProblem != nil {
            return words("%1$s · cannot wake from sleep", text)
        }
        return text
    }
}

extension ClockModel {
    /// The menu's note: the next alarm and the next reminder; nil with neither.
    func menuNote(at now: Date) -> String? {
        // One line for both: the menu's items already fill a 520×335 window's height, and
        // a long note widens the menu instead.
        let parts = [nextAlarmText(at: now), nextReminderText(at: now)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

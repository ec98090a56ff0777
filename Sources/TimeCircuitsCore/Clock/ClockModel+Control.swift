import FoundationEssentials

/// Commands from outside (D-Bus, `timecircuits ctl`), carried out through the paths the keys,
/// the menu and the settings panel take, so a call and a key press do the same thing: the same
/// animation, the same saves, the same repaint.
extension ClockModel {
    /// Why the clock cannot do `command` as things stand, in one line; nil when it can. The shell
    /// asks before handing the command over, so a caller hears "no" rather than silence.
    public func refusal(of command: ControlCommand, at now: Date? = nil) -> String? {
        switch command {
        case .departAt(let date?):
            return clock.departureRefusal(date, at: now ?? wallNow, words: .english)
        case .returnToPresent where face.movie.mode != .movie:
            return "return needs movie mode: the world clock has no present to return to"
        case .startTimer(nil) where timer.state != .set:
            return "the timer is \(ClockStatus.TimerStateName(timer.state).rawValue): give a duration to start afresh"
        case .pauseTimer where !isRunning:
            return "no countdown is running"
        case .resumeTimer where !isPaused:
            return "the timer is not paused"
        case .stopwatch(let c):
            return stopwatch.refusal(c)
        case .namedTimer(let verb, let reference):
            let record = timers.record(boot: bootNow, wall: wallNow)
            switch record.index(of: reference) {
            case .failure(let e): return e.message
            case .success(0) where verb == .remove: return "timer 1 is the timer face's own and stays: cancel it, or name a timer from 2 on"
            case .success: return nil
            }
        case .addReminder(let r) where face.reminders.contains(r):
            return "reminder \(r.text) is already reminder \(face.reminders.firstIndex(of: r)! + 1)"
        case .displayMode(let mode) where displayModeRefusal(mode) != nil:
            return displayModeRefusal(mode)
        case .removeReminder(let n) where !face.reminders.indices.contains(n - 1):
            return face.reminders.isEmpty ? "there are no reminders"
                : "there is no reminder \(n): the reminders are numbered 1 to \(face.reminders.count)"
        default:
            return nil
        }
    }

    /// Why `command`, carried out, did not do what was asked, in one line; nil when it did. Only
    /// speaking can fail where the model cannot know beforehand: no speech server answered (the
    /// shell hands its answer back as `.spoken` while carrying the command out).
    public func failure(of command: ControlCommand) -> String? {
        command == .speak ? sounds.voice.failure : nil
    }

    private var isRunning: Bool { if case .running = timer.state { true } else { false } }
    private var isPaused: Bool { if case .paused = timer.state { true } else { false } }

    /// Carries out `command` at `now`; one the clock refuses (see `refusal(of:)`) changes nothing.
    mutating func handleControl(_ command: ControlCommand, at now: Date) -> [ClockEffect] {
        guard refusal(of: command, at: now) == nil else { return [] }
        switch command {
        case .settings(let shown):
            guard overlay.isOpen != shown else { return [] }
            // As Ctrl+comma: the panel opens over whichever face shows.
            return handleInOverlay(.key(.ctrlComma), at: now)
        case .cities(let cities):
            guard cities != face.cities else { return [] }
            // As the settings panel does: the face travels to its new cities, and they are saved.
            _ = clock.handle(.travel(from: face.rows(at: now), at: now))
            _ = clock.handle(.showCities(cities))
            return save { $0.cities = cities } + [.repaintOverlay]
        case .mode(let mode):
            guard face.movie.mode != mode else { return [] }
            return showClockFace(at: now) + perform(.toggleMode, at: now)
        case .destination(let date):
            return setDestination(date, at: now)
        case .travel(let date):
            var effects = showClockFace(at: now)
            guard let date else { return effects + perform(.timeTravel, at: now) }
            // Travelling to a date is movie mode's: the face changes mode on the way, in one
            // journey from what it showed.
            let from = face.rows(at: now)
            if face.movie.mode != .movie { _ = clock.handle(.switchMode(.movie)) }
            effects += setDestination(date, at: now)
            effects += perform(.timeTravel, at: now)
            _ = clock.handle(.departFrom(from, at: now))
            return effects
        case .returnToPresent:
            return showClockFace(at: now) + perform(.returnToPresent, at: now)
        case .departAt(let date):
            return departAt(date, at: now)
        case .face(let wanted):
            return show(wanted, at: now)
        case .startTimer(let seconds):
            if let seconds {
                // A fresh countdown of that length, on the timer face, as `timer 18m --start`.
                _ = timers.handle(.face(.command(.replace(seconds: seconds), boot: bootNow)))
            }
            let effects = show(.timer, at: now)
            return effects + carryOut(timers.handle(.face(.command(.startOrPause, boot: bootNow))), at: now) + [.repaintOverlay]
        case .pauseTimer, .resumeTimer:
            return carryOut(timers.handle(.face(.command(.startOrPause, boot: bootNow))), at: now) + [.repaintOverlay]
        case .cancelTimer:
            return carryOut(timers.handle(.face(.command(.cancel, boot: bootNow))), at: now) + [.repaintOverlay]
        case .stopwatch(let command):
            // A stopwatch started from a script shows, as a started timer does.
            let shown = command == .start || command == .startStop ? show(.stopwatch, at: now) : []
            return shown + stopwatchChanged(carryOut(stopwatch.handle(.command(command), boot: bootNow, wall: now)), at: now) + [.repaintOverlay]
        case .night(let on):
            return face.isNight(at: now) == on ? [] : perform(.toggleNight, at: now)
        case .brightness(let level):
            guard face.display.brightness != level else { return [] }
            // As Ctrl+Up and Ctrl+Down do, in one step: the face is lit again at the next tick.
            _ = clock.handle(.brightness(level))
            return save { $0.display.brightness = level } + [.repaintOverlay]
        case .twentyFourHour(let on):
            return (face.display.hourCycle == .twentyFour) == on ? [] : perform(.toggleHourCycle, at: now)
        case .sounds(let on):
            return face.display.sounds == on ? [] : perform(.toggleSounds, at: now)
        case .beep(let mode):
            return chooseBeep(mode, at: now)
        case .theme(let name):
            return chooseTheme(name, at: now)
        case .displayMode(let mode):
            return chooseDisplayMode(mode, at: now)
        case .speak:
            return speakTime(at: now)
        case .addReminder(let reminder):
            return changeReminders(face.reminders + [reminder])
        case .removeReminder(let n):
            var list = face.reminders
            list.remove(at: n - 1)
            return changeReminders(list)
        case .addTimer(let seconds, let cycle, let name, let start):
            return addTimer(seconds: seconds, cycle: cycle, name: name, start: start, at: now)
        case .namedTimer(let verb, let reference):
            let record = timers.record(boot: bootNow, wall: now)
            guard case .success(let i) = record.index(of: reference) else { return [] }
            let id = record.id(at: i)
            let asked: Timers.Command = switch verb {
            case .start: .start(id: id)
            case .pause: .pause(id: id)
            case .cancel: .cancel(id: id)
            case .remove: .remove(id: id)
            case .skip: .skip(id: id)
            case .show: .bringForward(id: id)
            }
            let shows = verb == .show ? show(.timer, at: now) : []
            return shows + carryOut(timers.handle(.command(asked, boot: bootNow)), at: now) + [.repaintOverlay]
        case .activate:
            return [.activateWindow(enabled: chosen.window.enabled)]
        case .quit:
            return [.quit]
        }
    }

    /// Commands about the rows show the clock face first: a script that asks for 1955 wants to
    /// see it, whichever face was up.
    private mutating func showClockFace(at now: Date) -> [ClockEffect] {
        show(.clock, at: now)
    }

    /// DESTINATION TIME set as a typed entry's Enter sets it: the decorative cycle pauses.
    private mutating func setDestination(_ date: CivilDateTime, at now: Date) -> [ClockEffect] {
        carryOut(clock.handle(.setDestination(date, at: now)))
    }
}

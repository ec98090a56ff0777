import CX11
import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices
import TimeCircuitsRender

/// The window's main loop: turns X events into `ClockInput`s for the model, carries out the
/// effects it returns, paints its frames and sleeps in `poll()` until the instant it names.
///
/// Owns every piece of X state (connection, window, presenter); nothing lives in globals. What
/// the clock shows and does is decided in `ClockModel`, never here.
final class EventLoop {
    let display: DisplayConnection
    let window: ClockWindow
    private let signals: SignalWatch
    let keyboard: KeyboardInput
    var model: ClockModel
    /// The settings and state files: saves, and the settings file's changes by anyone.
    let files: ClockFiles
    let sounder: AlarmSounder
    /// The prop's sounds and the timer's end.
    let soundEffects: EffectSounder
    let wallClock: any TimeSource
    let presenter: FacePresenter
    let notifier: Notifier
    /// The clock's D-Bus object, when there is a session bus.
    let control: ControlService?
    /// The alarm service, followed, and started when the model asks; nil without a session bus,
    /// where the window rings its alarms itself.
    let alarmLink: AlarmServiceLink?
    /// The MQTT link to the replica props and Home Assistant; nil while MQTT is off.
    let props: PropLink?
    /// The time spoken, through speech-dispatcher; it connects the first time it speaks.
    let speaker: Speaker
    /// Assistive technology's way in: the tree served while a screen reader runs; nil without a
    /// session bus.
    let accessibility: AccessibilityLink?
    /// logind's PrepareForSleep on the system bus, for movie mode's sleep as time travel; nil
    /// for a face in a host, or where there is no system bus (then a suspend is no trip).
    let sleepWatch: SleepWatch?
    /// The time travel whose first frame the timing trace has logged, by its start.
    private var tracedTravel: Date?
    /// This binary, which a window starts as the service where D-Bus activation knows none;
    /// looked up when a start needs it, which is seldom.
    var executable: String? { RunningProgram.executable }
    private let trace: TimingTrace?
    var quitting = false
    /// When the loop last woke, for the timing trace.
    private var wokeAt: Date?
    /// Whether an Expose has come since launch: the window is on the screen.
    var exposedOnce = false
    /// Whether the window selects pointer motion (the model's last `followPointer`).
    var followsPointer = false
    /// Whether the work the first frame need not wait for (`finishLaunch`) is still to do.
    var launchUnfinished = true
    private let timer = DeadlineTimer()
    /// The countdown's edges, on the boot clock: a step of the wall clock never moves them.
    private let bootTimer = DeadlineTimer(clock: CLOCK_BOOTTIME)
    /// The boot-clock deadline the loop last slept to, like `lastDeadline`.
    private var lastBootDeadline: Double?
    /// The deadline the loop last slept to. The wall clock can read a hair before it (the
    /// kernel wakes on nanoseconds, `Date()` may count microseconds); time never runs backwards
    /// past it, so the state shown is never the one before the edge.
    private var lastDeadline: Date?
    /// The server's half of the colon (`ColonHandOff`), opened once the first frame shows; nil
    /// until then, or when the server cannot hold steps.
    var serverColon: ServerColon?
    /// The wall and boot clocks when the colon was last handed off, while the server holds its
    /// steps: the loop sleeps through them.
    private var handedOffAt: (wall: Date, boot: Double)?
    /// Whether the launch said the wall clock may be stepped with no report from the kernel (a
    /// clock faker): then the watchdog stays on while the colon is handed off (`WakePolicy`).
    private let stepsUnreported: Bool

    init(display: DisplayConnection, window: ClockWindow, signals: SignalWatch, model: ClockModel,
         settingsFile: SettingsFile?, stateFile: StateFile?, timerFile: TimerStateFile?, alarmFile: AlarmStateFile? = nil,
         stopwatchFile: StopwatchStateFile? = nil,
         wallClock: any TimeSource, environment: [String: String], trace: Bool, stepsUnreported: Bool = false,
         bus: Result<SessionBus, BusError>, control: ControlService?) {
        self.stepsUnreported = stepsUnreported
        notifier = Notifier(bus: bus)
        self.control = control
        if case .success(let connection) = bus {
            alarmLink = try? AlarmServiceLink(bus: connection)
            accessibility = AccessibilityLink(session: connection, environment: environment)
        } else {
            alarmLink = nil
            accessibility = nil
        }
        self.display = display
        self.window = window
        self.signals = signals
        self.model = model
        // The autostart entry follows the settings file, so only a run that writes it keeps one.
        files = ClockFiles(settings: settingsFile, state: stateFile, timer: timerFile, alarms: alarmFile, stopwatch: stopwatchFile,
                           autostart: settingsFile == nil ? nil : AutostartEntry.window(environment: environment),
                           program: { RunningProgram.path(environment: environment) })
        let soundPaths = SoundPaths(environment: environment, uid: getuid())
        // Only a window that keeps the settings file speaks for the clock (not a face in a host).
        props = settingsFile == nil ? nil : model.saved.flatMap { PropLink(settings: $0.mqtt, role: .window, paths: soundPaths, words: model.words) }
        // Only the window that keeps the state file travels when the computer sleeps.
        sleepWatch = stateFile == nil ? nil : try? SleepWatch.open(environment: environment, inhibits: false).get()
        // With a D-Bus service, Home Assistant or a screen reader to tell, the model says when its
        // status changes and a trip lands.
        self.model.announces = control != nil || props != nil || accessibility != nil
        sounder = AlarmSounder(bell: display.bell, paths: soundPaths)
        speaker = Speaker(words: model.words)
        soundEffects = EffectSounder(bell: display.bell, paths: soundPaths)
        self.wallClock = wallClock
        keyboard = KeyboardInput(display: display, window: window.id)
        window.selectInput(pointerMotion: false, extra: keyboard.extraEventMask)
        self.trace = trace ? TimingTrace() : nil
        presenter = FacePresenter(display: display, window: window, colon: self.model.colonStyle, trace: self.trace)
        control?.perform = { [unowned self] command in
            let now = wallClock.now()
            if let refusal = inPlace({ $0.refusal(of: command, at: now) }) { return refusal }
            send(.control(command))
            // Speaking is the one command the model cannot know will work before it is tried:
            // `ctl speak` hears that no speech server answered, and exits non-zero.
            return inPlace { $0.failure(of: command) }
        }
        sleepWatch?.preparing = { [unowned self] in send(.sleep(going: true)) }
        sleepWatch?.resumed = { [unowned self] in send(.sleep(going: false)) }
        control?.currentStatus = { [unowned self] in
            let now = wallClock.now()
            return inPlace { $0.status(at: now, boot: BootClock.now()) }
        }
    }

    /// Renders the first frame, maps the window and runs until asked to quit. Returns normally
    /// only for a clean exit; a lost server ends the process from Xlib's I/O error handler.
    func run() {
        let launchedAt = BootClock.now()
        send(.launch)
        window.map()
        window.lowerIfDesktop(inPlace { $0.windowToggles })
        var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: timer.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: files.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: bootTimer.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   notifier.pollDescriptor,
                   sounder.pollDescriptor,
                   soundEffects.pollDescriptor,
                   props?.pollDescriptor ?? pollfd(fd: -1, events: 0, revents: 0),
                   sleepWatch?.pollDescriptor ?? pollfd(fd: -1, events: 0, revents: 0),
                   accessibility?.pollDescriptor ?? pollfd(fd: -1, events: 0, revents: 0)]
        // Whether the X socket may hold unread events: at first, and whenever poll() says so.
        var socketReadable = true
        while !quitting {
            // A burst of key presses is saved once, before the frame that shows it.
            files.holdingSaves {
                while !quitting && display.queued(reading: socketReadable) > 0 {
                    socketReadable = false  // One read brings in everything the server has sent.
                    var event = XEvent()
                    XNextEvent(display.pointer, &event)
                    if keyboard.filter(&event) { continue }
                    if let input = translate(event) { send(input) }
                }
            }
            if quitting { break }
            // A timer that fired is trusted only to a hair before its deadline: one rewritten by a
            // clock faker can fire seconds early, and taking its deadline then would run the
            // countdown ahead a second per wake.
            let now = WakePolicy.settled(wallClock.now(), deadline: lastDeadline)
            let boot = WakePolicy.settled(BootClock.now(), deadline: lastBootDeadline)
            send(.tick, at: now, boot: boot)
            sounder.tick(at: now)
            // A drifting face takes its next step with the minute, when the digits change anyway.
            if let host = window.host, let moved = host.minuteChanged(to: Int((now.timeIntervalSince1970 / 60).rounded(.down))) {
                window.place(moved)
            }
            if inPlace({ $0.visible }) {
                presenter.present({ model.frame(at: now, boot: boot) }, overlay: { overlayPainter(at: now) }, tick: now,
                                  woke: wokeAt)
                if let trace { traceTravel(trace) }
                if presenter.takeSketchShown() { send(.sketchShown) }
            }
            display.flush()
            // Once the first frame shows (or a second on, if the window is never exposed).
            if launchUnfinished, exposedOnce || BootClock.now() - launchedAt > 1 { finishLaunch() }
            if !launchUnfinished { openInputMethodForNames() }
            // Sending can read events into Xlib's queue, where they no longer make the socket
            // readable: handle them now rather than sleep on work already in hand.
            if display.queued(reading: false) > 0 { continue }

            // With nothing but the colon moving, its steps until the next wake go to the server
            // and the loop sleeps through them.
            var wake: Date?
            if let server = serverColon, let handOff = inPlace({ $0.colonHandOff(after: now) }),
               presenter.handOff(handOff.steps, to: server) {
                handedOffAt = (now, boot)
                wake = handOff.wake
            } else {
                wake = inPlace { $0.nextWake(after: now) }
            }
            timer.arm(at: wake)
            let bootWake = inPlace { $0.nextBootWake(afterBoot: boot) }
            bootTimer.arm(atSeconds: bootWake)
            // sd-bus asks for POLLOUT while it has queued writes, and may have a deadline.
            fds[5] = notifier.pollDescriptor
            fds[6] = sounder.pollDescriptor
            if let props { fds[8] = props.pollDescriptor }
            if let sleepWatch { fds[9] = sleepWatch.pollDescriptor }
            if let accessibility { fds[10] = accessibility.pollDescriptor }
            // The timer wakes the loop on time; the poll timeout is only a watchdog, for a wall
            // clock stepped where the kernel's CANCEL_ON_SET report never arrives: the face is
            // right again within a second.
            let policy = WakePolicy(stepsReported: !stepsUnreported && timer.reportsSteps)
            // The accessibility bus's deadlines (a client's call) join the session bus's.
            let busWait: Int32 = [notifier.timeoutMilliseconds, accessibility?.timeoutMilliseconds ?? -1].filter { $0 >= 0 }.min() ?? -1
            let (timeout, watchdogOnly) = policy.timeout(wake: wake, colonHandedOff: handedOffAt != nil, bootWake: bootWake, boot: boot,
                                                        busWait: busWait, bellWait: sounder.timeoutMilliseconds(at: now),
                                                        brokerWait: props?.timeoutMilliseconds(at: now) ?? -1)
            // A watchdog's wake while the server shows the colon, with the clock where it should
            // be, has nothing to do: back to sleep at once.
            var ready: Int32
            repeat {
                for k in fds.indices { fds[k].revents = 0 }
                ready = poll(&fds, nfds_t(fds.count), timeout)
            } while ready == 0 && watchdogOnly && colonStillHandedOff(until: wake)
            // Whatever woke the loop may repaint or free what the steps copy: the colon is the
            // loop's again until the next hand-off.
            if handedOffAt != nil {
                handedOffAt = nil
                serverColon?.takeBack()
            }
            // Only when the bus has something: a clock that ticks twice a second must not pay a
            // read of an idle socket at every tick. `process` drains, so nothing waits unseen.
            if fds[5].revents != 0 || busWait >= 0 { notifier.process() }
            for click in notifier.takeActions() { send(.noticeAction(tag: click.tag, action: click.action)) }
            followAlarmService()
            followAccessibility(revents: fds[10].revents, busWait: busWait)
            if fds[6].revents != 0 { sounder.soundEnded(at: wallClock.now()) }
            if fds[7].revents != 0 { soundEffects.collectReports() }
            if props != nil { followProps(revents: fds[8].revents) }
            if fds[9].revents != 0 { sleepWatch?.process() }
            socketReadable = fds[0].revents != 0
            wokeAt = trace != nil ? Date() : nil
            if fds[1].revents != 0, signals.take() != nil { send(.closeRequested) }
            if fds[3].revents != 0, let settings = files.changedSettings() { send(.settingsChanged(settings)) }
            lastDeadline = nil
            lastBootDeadline = nil
            if fds[4].revents != 0, bootTimer.take() == .fired { lastBootDeadline = bootWake }
            if fds[2].revents != 0 {
                switch timer.take() {
                case .fired: lastDeadline = wake  // The state shown is the deadline's, never the one just before it.
                case .clockChanged: send(.wallClockStepped)
                case .none: break
                }
            }
        }
        send(.quitting(frame: window.frame))
        props?.close()
    }

    /// The first frame of each time travel, for the timing trace: when the displacement showed.
    private func traceTravel(_ trace: TimingTrace) {
        guard let start = inPlace({ $0.clock.travelling ? $0.animation?.start : nil }), start != tracedTravel else { return }
        tracedTravel = start
        trace.travelShown(at: Date())
    }

    /// Whether the colon's steps still hold at a watchdog's wake: the wall clock has not passed
    /// `wake` nor stepped since they were handed off.
    private func colonStillHandedOff(until wake: Date?) -> Bool {
        guard let at = handedOffAt else { return false }
        return WakePolicy.colonStillHandedOff(wall: wallClock.now(), boot: BootClock.now(), handedOff: at, wake: wake)
    }

    /// Reads the model where it lies. Reading a class's stored struct copies it (every array and
    /// string in it retained and released), which at every tick cost more than the reads did.
    func inPlace<T>(_ read: (inout ClockModel) -> T) -> T { read(&model) }

    /// The model's answer to `input`, carried out.
    func send(_ input: ClockInput, at now: Date? = nil, boot: Double? = nil) {
        let now = now ?? wallClock.now()
        let playing = trace != nil ? model.animation?.start : nil
        let effects = model.handle(input, at: now, boot: boot ?? BootClock.now())
        // A key that ends one sequence may start another (T during the power-on): a new start counts.
        if let trace, let playing, model.animation?.start != playing {
            trace.animationEnded(byInput: input != .tick, after: now.timeIntervalSince(playing))
        }
        for effect in effects { carryOut(effect, at: now) }
        if accessibility?.reading == true, Self.changesAccessibleTree(input, effects) { showAccessibleTree() }
    }
}

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
    let keyboard: KeyboardInput
    var model: ClockModel
    /// The settings and state files: saves, and the settings file's changes by anyone.
    let files: ClockFiles
    let clocks: any TimeSource
    let presenter: FacePresenter
    /// What the window runs beside the X server: the buses, the MQTT link, sleep, speech, sounds
    /// and signals (`WindowServices`).
    let services: WindowServices
    /// The loop's kernel timers, what its sleeps were for, and the colon handed to the server.
    private let timers: LoopTimers
    private let trace: TimingTrace?
    var quitting = false
    /// Whether an Expose has come since launch: the window is on the screen.
    var exposedOnce = false
    /// Whether the work the first frame need not wait for (`finishLaunch`) is still to do.
    var launchUnfinished = true
    /// The server's half of the colon (`ColonHandOff`), opened once the first frame shows; nil
    /// until then, or when the server cannot hold steps.
    var serverColon: ServerColon?

    /// This binary, which a window starts as the service where D-Bus activation knows none;
    /// looked up when a start needs it, which is seldom.
    var executable: String? { RunningProgram.executable }

    init(display: DisplayConnection, window: ClockWindow, signals: SignalWatch, model: ClockModel,
         settingsFile: SettingsFile?, stateFile: StateFile?, timerFile: TimerStateFile?, alarmFile: AlarmStateFile? = nil,
         stopwatchFile: StopwatchStateFile? = nil,
         clocks: any TimeSource, environment: [String: String], trace: Bool, stepsUnreported: Bool = false,
         bus: Result<BusConnection, BusError>, control: ControlService?) {
        // Only a window that keeps the settings file speaks for the clock (not a face in a host),
        // and only the window that keeps the state file travels when the computer sleeps.
        services = WindowServices(signals: signals, bus: bus, control: control, bell: display.bell, words: model.words,
                                  mqtt: settingsFile == nil ? nil : model.saved?.mqtt, followsSleep: stateFile != nil,
                                  environment: environment, at: clocks.now())
        timers = LoopTimers(stepsUnreported: stepsUnreported)
        self.display = display
        self.window = window
        self.model = model
        // The autostart entry follows the settings file, so only a run that writes it keeps one.
        files = ClockFiles(settings: settingsFile, state: stateFile, timer: timerFile, alarms: alarmFile, stopwatch: stopwatchFile,
                           autostart: settingsFile == nil ? nil : AutostartEntry.window(environment: environment),
                           program: { RunningProgram.path(environment: environment) })
        // With a D-Bus service, Home Assistant or a screen reader to tell, the model says when its
        // status changes and a trip lands.
        if services.tellOutside { self.model.listen() }
        self.clocks = clocks
        keyboard = KeyboardInput(display: display, window: window.id)
        window.selectInput(pointerMotion: false, extra: keyboard.extraEventMask)
        self.trace = trace ? TimingTrace() : nil
        presenter = FacePresenter(display: display, window: window, colon: self.model.colonStyle, trace: self.trace)
        control?.perform = { [unowned self] command in
            let now = clocks.now()
            if let refusal = inPlace({ $0.refusal(of: command, at: now) }) { return refusal }
            send(.control(command))
            // Speaking is the one command the model cannot know will work before it is tried:
            // `ctl speak` hears that no speech server answered, and exits non-zero.
            return inPlace { $0.failure(of: command) }
        }
        services.sleepWatch?.preparing = { [unowned self] in send(.sleep(going: true)) }
        services.sleepWatch?.resumed = { [unowned self] in send(.sleep(going: false)) }
        control?.currentStatus = { [unowned self] in
            let now = clocks.now()
            return inPlace { $0.status(at: now, boot: clocks.boot()) }
        }
    }

    /// Renders the first frame, maps the window and runs until asked to quit. Returns normally
    /// only for a clean exit; a lost server ends the process from Xlib's I/O error handler.
    func run() {
        let launchedAt = clocks.boot()
        send(.launch)
        window.map()
        window.lowerIfDesktop(inPlace { $0.windowToggles })
        let sources = watchedSources()
        // Whether the X socket may hold unread events: at first, and whenever poll() says so.
        var socketReadable = true
        // When the loop last woke, and the time travel whose first frame was logged (by its
        // start), for the timing trace.
        var wokeAt: TimingTrace.Wake?
        var tracedTravel: Date?
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
            let now = timers.settled(wall: clocks.now())
            let boot = timers.settled(boot: clocks.boot())
            send(.tick, at: now, boot: boot)
            services.sounder.tick(at: now)
            // A drifting face takes its next step with the minute, when the digits change anyway.
            if let host = window.host, let moved = host.minuteChanged(to: Int((now.timeIntervalSince1970 / 60).rounded(.down))) {
                window.place(moved)
            }
            if inPlace({ $0.visible }) {
                presenter.present({ model.frame(at: now, boot: boot) }, overlay: { overlayPainter(at: now) }, tick: now,
                                  woke: wokeAt)
                if let trace { traceTravel(trace, logged: &tracedTravel) }
                if presenter.takeSketchShown() { send(.sketchShown) }
            }
            display.flush()
            // Once the first frame shows (or a second on, if the window is never exposed).
            if launchUnfinished, exposedOnce || clocks.boot() - launchedAt > 1 { finishLaunch() }
            if !launchUnfinished { openInputMethodForNames() }
            // Sending can read events into Xlib's queue, where they no longer make the socket
            // readable: handle them now rather than sleep on work already in hand.
            if display.queued(reading: false) > 0 { continue }

            // With nothing but the colon moving, its steps until the next wake go to the server
            // and the loop sleeps through them.
            var wake: Date?
            if let server = serverColon, let handOff = inPlace({ $0.colonHandOff(after: now) }),
               presenter.handOff(handOff.steps, to: server) {
                timers.handOffColon(wall: now, boot: boot)
                wake = handOff.wake
            } else {
                wake = inPlace { $0.nextWake(after: now) }
            }
            let bootWake = inPlace { $0.nextBootWake(afterBoot: boot) }
            timers.arm(wall: wake, boot: bootWake)
            // The timer wakes the loop on time; the poll timeout is only a watchdog, for a wall
            // clock stepped where the kernel's CANCEL_ON_SET report never arrives: the face is
            // right again within a second.
            let policy = timers.policy
            // The accessibility bus's deadlines (a client's call) join the session bus's.
            let busWait: Int32 = [services.notifier.timeoutMilliseconds, services.accessibility?.timeoutMilliseconds ?? -1].filter { $0 >= 0 }.min() ?? -1
            let (timeout, watchdogOnly) = policy.timeout(at: now, wake: wake, colonHandedOff: timers.colonHandedOff != nil, bootWake: bootWake,
                                                        boot: boot, busWait: busWait, bellWait: services.sounder.timeoutMilliseconds(at: now),
                                                        brokerDue: services.props?.nextDue)
            // A watchdog's wake while the server shows the colon, with the clock where it should
            // be, has nothing to do: back to sleep at once.
            var woken: PollSources<Source>.Woken
            if display.queued(reading: false) > 0 {
                // Events came into Xlib's queue since the check above, where they no longer make
                // the socket readable: libX11's XFlush also reads what the server has sent, and
                // the colon's hand-off flushes after that check. A key read there would wait for
                // the next wake, up to a minute away. Look, do not sleep.
                woken = sources.wait(milliseconds: 0)
            } else {
                repeat {
                    woken = sources.wait(milliseconds: timeout)
                } while woken == .timedOut && watchdogOnly && timers.colonStillHandedOff(wall: clocks.now(), boot: clocks.boot())
            }
            // Whatever woke the loop may repaint or free what the steps copy: the colon is the
            // loop's again until the next hand-off.
            if timers.takeColonBack() { serverColon?.takeBack() }
            // Only when the bus has something: a clock that ticks twice a second must not pay a
            // read of an idle socket at every tick. `process` drains, so nothing waits unseen.
            if sources.fired(.sessionBus) || busWait >= 0 { services.notifier.process() }
            for click in services.notifier.takeActions() { send(.noticeAction(tag: click.tag, action: click.action)) }
            followAlarmService()
            followAccessibility(revents: sources.revents(.accessibilityBus), busWait: busWait)
            if sources.fired(.alarmSound) { services.sounder.soundEnded(at: clocks.now()) }
            if sources.fired(.soundEffects) { services.soundEffects.collectReports() }
            if services.props != nil { followProps(revents: sources.revents(.broker)) }
            if sources.fired(.sleep) { services.sleepWatch?.process() }
            socketReadable = sources.fired(.display)
            wokeAt = trace != nil ? TimingTrace.Wake(at: Date(), byTimer: sources.fired(.wallTimer) || sources.fired(.bootTimer)) : nil
            if sources.fired(.signals), services.signals.take() != nil { send(.closeRequested) }
            if sources.fired(.settings), let settings = files.changedSettings() { send(.settingsChanged(settings)) }
            if sources.fired(.timerFile), let record = files.changedTimers() { send(.timersChanged(record)) }
            if timers.take(wallFired: sources.fired(.wallTimer), bootFired: sources.fired(.bootTimer)) == .clockChanged {
                send(.wallClockStepped)
            }
        }
        send(.quitting(frame: window.frame))
        services.props?.close(at: clocks.now())
    }

    /// What the window sleeps on (`PollSources`).
    enum Source: Hashable {
        /// The X server's socket.
        case display
        case signals
        case wallTimer, bootTimer
        /// The settings file's folder.
        case settings
        /// The state folder, for the timers' file.
        case timerFile
        /// The session bus: notices, the clock's object, the alarm service, the status of
        /// assistive technology.
        case sessionBus
        /// The alarm sound's player, which reports its end.
        case alarmSound
        case soundEffects
        /// The MQTT broker's socket, while connected.
        case broker
        /// logind on the system bus.
        case sleep
        /// The accessibility bus, while a screen reader reads.
        case accessibilityBus
    }

    /// The sources the loop sleeps on; a service the window runs without is not watched.
    private func watchedSources() -> PollSources<Source> {
        let sources = PollSources<Source>()
        sources.watch(.display, readable: display.fileDescriptor)
        sources.watch(.signals, readable: services.signals.fileDescriptor)
        timers.watch(in: sources, wall: .wallTimer, boot: .bootTimer)
        sources.watch(.settings, readable: files.fileDescriptor)
        if files.timerFileDescriptor >= 0 { sources.watch(.timerFile, readable: files.timerFileDescriptor) }
        // sd-bus asks for POLLOUT while it has queued writes.
        sources.watch(.sessionBus) { [notifier = services.notifier] in notifier.pollDescriptor }
        sources.watch(.alarmSound) { [sounder = services.sounder] in sounder.pollDescriptor }
        sources.watch(.soundEffects) { [soundEffects = services.soundEffects] in soundEffects.pollDescriptor }
        if let props = services.props { sources.watch(.broker) { props.pollDescriptor } }
        if let sleepWatch = services.sleepWatch { sources.watch(.sleep) { sleepWatch.pollDescriptor } }
        if let accessibility = services.accessibility { sources.watch(.accessibilityBus) { accessibility.pollDescriptor } }
        return sources
    }

    /// The first frame of each time travel, for the timing trace: when the displacement showed.
    /// `logged` is the start of the travel last logged.
    private func traceTravel(_ trace: TimingTrace, logged: inout Date?) {
        guard let start = inPlace({ $0.travelStart }), start != logged else { return }
        logged = start
        trace.travelShown(at: Date(), due: start)
    }

    /// Reads the model where it lies. Reading a class's stored struct copies it (every array and
    /// string in it retained and released), which at every tick cost more than the reads did.
    func inPlace<T>(_ read: (inout ClockModel) -> T) -> T { read(&model) }

    /// The model's answer to `input`, carried out.
    func send(_ input: ClockInput, at now: Date? = nil, boot: Double? = nil) {
        let now = now ?? clocks.now()
        let playing = trace != nil ? model.animationStart : nil
        let effects = model.handle(input, at: now, boot: boot ?? clocks.boot())
        // A key that ends one sequence may start another (T during the power-on): a new start counts.
        if let trace, let playing, model.animationStart != playing {
            trace.animationEnded(byInput: input != .tick, after: now.timeIntervalSince(playing))
        }
        for effect in effects { carryOut(effect, at: now) }
        if services.accessibility?.reading == true, Self.changesAccessibleTree(input, effects) { showAccessibleTree() }
    }
}

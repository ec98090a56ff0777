import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// The alarm service's loop (`timecircuits alarm serve`): no window, one process a session. It
/// carries out what `AlarmServiceModel` decides: the alarm sound through libcanberra, the notices
/// with Snooze and Stop, the saves, the bus's properties; and sleeps in poll() until the next
/// alarm's minute, a ringing's or snooze's end, a change of the settings file or of this
/// computer's zone, a bus message or a signal. No periodic wake-ups: an idle service costs nothing between alarms.
public final class AlarmServiceLoop {
    private var model: AlarmServiceModel
    private let bus: BusConnection
    private let object: AlarmServiceObject
    private let notifier: NoticeSender
    private let files: ClockFiles
    private let sounder: AlarmSoundLoop
    /// The countdown's end sound.
    private let effects: EffectSounds
    /// The timer's state file, which a window writes when a countdown starts or stops.
    private var timerFile: TimerStateFile?
    private let timerWatch: SettingsWatch?
    private let signals = SignalWatch()
    /// Alarms are due on the wall clock, whose timer reports a step (NTP, the user, a resume) at
    /// once; ringing and snoozes last on the boot clock, which a step never moves. Where steps go
    /// unreported (a clock faker), the loop also wakes once a second, as the window's watchdog
    /// does, to see a step within one.
    private let timers: LoopTimers
    /// Wakes a sleeping machine a minute before the next alarm, where the system allows it.
    private let wake: MachineWaker
    private let sleep: SleepWatch?
    /// ALARM for the props and Home Assistant, sent by whichever process rings; nil while MQTT
    /// is off.
    private let props: PropLink?
    /// The wall clock alarms are due on, injected as the window's is.
    private let clocks: any TimeSource

    /// `bus` is the session bus the service's name was claimed on (`AlarmServiceObject.claim`).
    public init(model: AlarmServiceModel, object: AlarmServiceObject, settingsFile: SettingsFile?, alarmFile: AlarmStateFile?,
                timerFile: TimerStateFile? = nil, wake: MachineWaker, sleep: SleepWatch?, soundPaths: SoundPaths, soundHelper: String? = nil,
                stepsUnreported: Bool = false, mqtt: MQTTSettings = MQTTSettings(), words: Words = .english,
                environment: [String: String], clocks: any TimeSource) {
        self.model = model
        self.clocks = clocks
        props = PropLink(settings: mqtt, role: .alarms, paths: soundPaths, environment: environment, words: words,
                         at: clocks.now())
        timers = LoopTimers(stepsUnreported: stepsUnreported)
        self.object = object
        bus = object.bus
        self.wake = wake
        self.sleep = sleep
        notifier = NoticeSender(bus: .success(object.bus))
        files = ClockFiles(settings: settingsFile, state: nil, timer: timerFile, alarms: alarmFile, stopwatch: nil,
                           zone: ZoneWatch(environment: environment))
        self.timerFile = timerFile
        timerWatch = timerFile.map { SettingsWatch(location: $0.disk.location) }
        // No window, so no X bell: where no sound can play, the notice is the alarm.
        let quiet = Bell(name: "only the notification", ring: {})
        sounder = AlarmSoundLoop(bell: quiet, paths: soundPaths)
        effects = EffectSounds(bell: quiet, paths: soundPaths, helper: soundHelper)
        object.answer = { [unowned self] action in send(.answer(action)) }
        object.current = { [unowned self] in (self.model.report, self.model.nextAlarm(after: clocks.now())) }
        sleep?.preparing = { [unowned self] in armWake(at: clocks.now()) }
        sleep?.resumed = { [unowned self] in send(.tick) }
    }

    /// Runs until a signal asks it to stop (status 0) or the session bus goes away (status 1).
    public func run() -> Int32 {
        send(.tick)
        let sources = PollSources<Source>()
        sources.watch(.bus) { [bus] in pollfd(fd: bus.fileDescriptor, events: bus.pollEvents, revents: 0) }
        sources.watch(.signals, readable: signals.fileDescriptor)
        timers.watch(in: sources, wall: .wallTimer, boot: .bootTimer)
        sources.watch(.settings, readable: files.fileDescriptor)
        if files.zoneFileDescriptor >= 0 { sources.watch(.zone, readable: files.zoneFileDescriptor) }
        sources.watch(.alarmSound) { [sounder] in sounder.pollDescriptor }
        sources.watch(.wakeAlarm, readable: wake.fileDescriptor)
        if let sleep { sources.watch(.sleep) { sleep.pollDescriptor } }
        if let timerWatch { sources.watch(.timerFile, readable: timerWatch.fileDescriptor) }
        sources.watch(.effects) { [effects] in effects.pollDescriptor }
        if let props { sources.watch(.broker) { props.pollDescriptor } }
        while true {
            let now = clocks.now()
            timers.arm(wall: model.nextWake(after: now), boot: model.nextBootWake)
            armWake(at: now)
            let policy = timers.policy
            // The sounder's: while an alarm rings without its sound, it asks for a sound server again.
            let timeout = policy.serviceTimeout(at: now, waits: [bus.pollTimeoutMilliseconds, sleep?.timeoutMilliseconds ?? -1,
                                                                 sounder.timeoutMilliseconds(at: now)],
                                                brokerDue: props?.nextDue)
            if case .failed = sources.wait(milliseconds: timeout) { return 1 }
            do throws(BusError) { try bus.process() } catch {
                NoticeSender.warn("the alarm service lost the session bus (\(error.message)); stopping")
                return 1
            }
            sleep?.process()
            // The service takes no commands: its link only sends ALARM.
            _ = props?.process(revents: sources.revents(.broker), at: clocks.now())
            for click in notifier.takeActions() { send(.noticeAction(tag: click.tag, action: click.action)) }
            if sources.fired(.signals), signals.take() != nil {
                sounder.stop()
                props?.close(at: clocks.now())
                return 0
            }
            if sources.fired(.alarmSound) { sounder.soundEnded(at: clocks.now()) }
            sounder.tick(at: clocks.now())
            if sources.fired(.wakeAlarm) { wake.take() }
            if sources.fired(.effects) { effects.collectReports() }
            if sources.fired(.timerFile), timerWatch?.take() == true, let file = timerFile {
                let (record, warning) = file.load()
                if let warning { NoticeSender.warn(warning) }
                send(.timerChanged(record))
            }
            if sources.fired(.settings), let settings = files.changedSettings() { send(.settingsChanged(settings)) }
            if sources.fired(.zone), let zone = files.changedZone() { send(.zoneChanged(zone)) }
            // A step of the wall clock needs nothing more: the tick below looks at the clock anew.
            timers.take(wallFired: sources.fired(.wallTimer), bootFired: sources.fired(.bootTimer))
            send(.tick)
        }
    }

    /// What the service sleeps on (`PollSources`).
    enum Source: Hashable {
        /// The session bus: the service's object, the notices, the window's questions.
        case bus
        case signals
        case wallTimer, bootTimer
        /// The settings file's folder.
        case settings
        /// The folder of this computer's zone's file (`/etc/localtime`).
        case zone
        /// The alarm sound's player, which reports its end.
        case alarmSound
        /// The wake-up from sleep, once it has fired.
        case wakeAlarm
        /// logind on the system bus.
        case sleep
        /// The timer's state file, which a window writes.
        case timerFile
        /// The countdown's end sound.
        case effects
        /// The MQTT broker's socket.
        case broker
    }

    /// Re-arms the wake-up from sleep for what comes next: after every change, step and resume.
    private func armWake(at now: Date) {
        wake.arm(at: model.wakeFromSleep(after: now, boot: clocks.boot()))
    }

    private func send(_ input: AlarmServiceModel.Input) {
        let now = clocks.now()
        for effect in model.handle(input, at: now, boot: clocks.boot()) {
            switch effect {
            case .startAlarmSound(let sound): sounder.start(at: now, sound: sound)
            case .stopAlarmSound: sounder.stop()
            case .notify(let notice): notifier.send(notice)
            case .withdrawNotice(let tag): notifier.withdraw(tag: tag)
            case .alarmRinging(let label):
                object.alarmRinging(label: label)
                props?.publish(.alarm, at: now)
            case .saveSettings(let change): _ = files.save(.saveSettings(change))
            case .saveAlarms(let change): _ = files.save(.saveAlarms(change))
            case .saveTimer(let change): _ = files.save(.saveTimer(change))
            case .playTimerEnd(let choices): effects.play(.timerEnd, choices: choices)
            case .report: object.announce()
            }
        }
    }
}

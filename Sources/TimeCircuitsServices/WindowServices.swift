import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// The services a clock window runs beside its display server, built together from what its
/// launch decided: the signals that end it, the session bus's notices, D-Bus object, alarm
/// service and assistive technology, the MQTT link, logind's sleep, the time spoken, and the
/// sounds. The window's loop follows them and carries the model's effects out through them; none
/// of them needs the window, only its bell.
public final class WindowServices {
    /// SIGINT, SIGTERM and SIGHUP: the window closes cleanly.
    public let signals: SignalWatch
    /// The desktop's notices, on the session bus (whose connection the others share).
    public let notifier: NoticeSender
    /// The clock's D-Bus object, when there is a session bus.
    public let control: ControlService?
    /// The alarm service, followed, and started when the model asks; nil without a session bus,
    /// where the window rings its alarms itself.
    public let alarmLink: AlarmServiceLink?
    /// The MQTT link to the replica props and Home Assistant; nil while MQTT is off.
    public let props: PropLink?
    /// The time spoken, through speech-dispatcher; it connects the first time it speaks.
    public let speaker: Speaker
    /// Assistive technology's way in: the tree served while a screen reader runs; nil without a
    /// session bus.
    public let accessibility: AccessibilityLink?
    /// logind's PrepareForSleep on the system bus, for movie mode's sleep as time travel; nil
    /// when not asked for, or where there is no system bus (then a suspend is no trip).
    public let sleepWatch: SleepWatch?
    /// The alarm's sound, where the window rings its alarms itself.
    public let sounder: AlarmSoundLoop
    /// The prop's sounds and the timer's end.
    public let soundEffects: EffectSounds

    /// - `bus`: the session bus the launch opened (or why there is none); `control` is the clock's
    ///   object on it.
    /// - `bell`: the window's bell, for when no sound can be played.
    /// - `mqtt`: the MQTT settings when this window speaks for the clock (it keeps the settings
    ///   file); nil for none.
    /// - `followsSleep`: whether this window travels when the computer sleeps (it keeps the
    ///   state file).
    /// - `environment`: the process's, as the launch was given it; `now` on the wall clock.
    public init(signals: SignalWatch, bus: Result<BusConnection, BusError>, control: ControlService?, bell: Bell, words: Words,
                mqtt: MQTTSettings?, followsSleep: Bool, environment: [String: String], at now: Date) {
        self.signals = signals
        notifier = NoticeSender(bus: bus)
        self.control = control
        if case .success(let connection) = bus {
            alarmLink = try? AlarmServiceLink(bus: connection)
            accessibility = AccessibilityLink(session: connection, environment: environment)
        } else {
            alarmLink = nil
            accessibility = nil
        }
        let soundPaths = SoundPaths(environment: environment, uid: getuid())
        props = mqtt.flatMap { PropLink(settings: $0, role: .window, paths: soundPaths, environment: environment, words: words, at: now) }
        sleepWatch = followsSleep ? (try? SleepWatch.open(environment: environment, inhibits: false).get()) : nil
        sounder = AlarmSoundLoop(bell: bell, paths: soundPaths)
        speaker = Speaker(words: words)
        soundEffects = EffectSounds(bell: bell, paths: soundPaths)
    }

    /// Whether anyone outside the window is told what the clock does: a D-Bus service, Home
    /// Assistant or a screen reader.
    public var tellOutside: Bool { control != nil || props != nil || accessibility != nil }
}

import FoundationEssentials
import Glibc

/// What the user chose about sounds beyond the on/off switch (which is `DisplayPreferences.sounds`,
/// so a flag can override it for one run): how loud, their own files, the timer's end, the chime,
/// and the alarm's sound.
public struct SoundChoices: Sendable, Hashable {
    /// The effects' loudness, 0…100 percent of what they were made at.
    public var volume: Int = 100
    /// Their loudness at night (`night-volume`), 0 for silence; nil, as by day. Alarms and the
    /// timer's end never take it: they ring at their own.
    public var nightVolume: Int?
    /// A user's own file for an effect, as written (`~/sounds/travel.ogg`).
    public var files: [SoundEffect.Slot: String] = [:]
    /// The countdown's end sounds (its own sound, or the X bell without a sound server). On by
    /// default, since a timer nobody hears end has failed; a presenter turns it off.
    public var timerEnd = true
    /// A chime on the hour, while the sounds are on.
    public var chime = false
    /// The time spoken on the hour through the speech server (`speak-hours`), whether or not the
    /// prop's sounds are on: it is a way to hear the clock, not one of the prop's sounds.
    public var speakHours = false
    /// The beep on the second (`SecondBeep`): a setting of its own, heard whether or not the
    /// prop's other sounds are on, as the replica's beep is switched apart from its sounds.
    public var beep: BeepMode = .off
    /// The alarms' sound: a sound-theme event name or a file; nil for the theme's
    /// `alarm-clock-elapsed`. An alarm's own `sound=` wins over it.
    public var alarm: String?

    public init() {}

    /// These choices as the effects take them at night: the night's volume.
    public func atNight(_ night: Bool) -> SoundChoices {
        guard night, let nightVolume else { return self }
        var c = self
        c.volume = nightVolume
        return c
    }

    public static let volumeRange = 0...100
    public static let volumeExpected = Words.marked("a percentage from 0 to 100")

    /// `volume` as the decibels libcanberra takes; nil for 0 (nothing is played).
    public var decibels: Double? {
        guard volume > 0 else { return nil }
        return 20 * log10(Double(volume) / 100)
    }

    /// A path as written, with `~` read as `home` and a relative path read from `folder` (the
    /// settings file's folder), as a shell and most configuration files read them.
    public static func expand(_ path: String, home: String, folder: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home + path.dropFirst(1) }
        if path.hasPrefix("/") { return path }
        return folder + "/" + path
    }

    /// Whether an alarm sound names a file (a path, or a name with an extension such as
    /// `ring.ogg`, read from the settings folder) rather than a sound-theme event, whose names
    /// have no dots (`alarm-clock-elapsed`, `bell`).
    public static func isFile(_ sound: String) -> Bool {
        sound.contains("/") || sound.hasPrefix("~") || sound.contains(".")
    }

    /// What a sound setting looks like, for the settings file's warnings.
    public static let fileExpected = Words.marked("a sound file's path, like ~/sounds/travel.ogg")
    public static let alarmExpected = Words.marked("a sound-theme name like bell or a sound file's path")

    /// A path or theme name as typed: any text without control characters.
    public static func parseSound(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return nil
        }
        return trimmed
    }
}

/// How loud a ringing alarm is, rising over its first seconds: a gentle start that wakes
/// without a jolt, and the full sound for anyone who sleeps through it.
public enum AlarmSwell {
    /// Seconds from the first ring to full loudness.
    public static let seconds: Double = 30
    /// The first ring's loudness, in decibels below full: about a fifth of the amplitude.
    public static let startDecibels: Double = -14

    /// The loudness, in decibels, of a ring that starts `elapsed` seconds into the alarm: the
    /// amplitude rises in a straight line from the start's to full.
    public static func decibels(after elapsed: Double) -> Double {
        let start = pow(10, startDecibels / 20)
        let share = min(1, max(0, elapsed / seconds))
        return 20 * log10(start + (1 - start) * share)
    }
}

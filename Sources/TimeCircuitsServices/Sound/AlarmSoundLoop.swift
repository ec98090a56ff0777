import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// Carries out the model's start and stop of the alarm sound: the alarm's own sound, the user's
/// choice for all alarms or the sound theme's `alarm-clock-elapsed`, through libcanberra
/// (`AlarmPlayback`), played again each time it ends until stopped, each time louder over the first
/// `AlarmSwell.seconds`. A file that cannot be played is said once and the theme's alarm plays
/// instead. When no sound can be played (no sound server or device, no such sound, a server gone
/// mid-alarm) it rings the X bell once a second instead, says so once on stderr, and asks for a
/// sound server again every few seconds: the sound comes back with one. How long an alarm rings
/// is the model's decision, never this one's.
public final class AlarmSoundLoop {
    private let bellFallback: Bell
    /// Connected at the first alarm, so a clock that never rings never talks to a sound server.
    private var sound: AlarmPlayback?
    private var warned = false
    private var warnedBack = false
    /// When a sound server was last asked for, at an alarm's start or while the bell rang.
    private var lastSoundTry = Date.distantPast
    /// Sounding now.
    private var active = false
    /// When the bell last rang, while the alarm sounds through it; nil otherwise.
    private var lastBell: Date?
    /// What this ringing plays, and when it started (its loudness rises from then).
    private var source: AlarmPlayback.Source = .event(AlarmPlayback.alarmClockElapsed)
    private var startedAt = Date.distantPast
    private var warnedFiles: Set<String> = []
    private let paths: SoundPaths

    /// The bell repeats this often while an alarm rings without a sound.
    static let bellInterval: TimeInterval = 1

    /// While the bell rings in the sound's place, a sound server is asked for again this often.
    /// The X bell is silent on many desktops, and sound servers restart (an update, a crash):
    /// an alarm must not stay on the bell once one answers. Asking where none runs is one failed
    /// connect, at a bell's tick, so it costs no wake-up.
    static let soundRetryInterval: TimeInterval = 5

    public init(bell: Bell, paths: SoundPaths) {
        self.bellFallback = bell
        self.paths = paths
    }

    /// Starts ringing `sound` (a sound-theme name or a file's path; nil for the theme's alarm).
    public func start(at now: Date, sound choice: String?) {
        active = true
        startedAt = now
        source = choice.map { SoundChoices.isFile($0) ? .file(paths.expand($0)) : .event($0) }
            ?? .event(AlarmPlayback.alarmClockElapsed)
        if sound == nil {
            lastSoundTry = now
            do throws(SoundError) { sound = try AlarmPlayback() } catch { fallBack(error.message, at: now) }
        }
        guard let sound, lastBell == nil else {
            if lastBell == nil { bell(at: now) }
            return
        }
        ring(sound, at: now)
    }

    /// Plays the chosen sound at the loudness the swell has reached; a file or theme name that
    /// cannot be played gives way to the theme's alarm, said once.
    private func ring(_ sound: AlarmPlayback, at now: Date) {
        let decibels = AlarmSwell.decibels(after: now.timeIntervalSince(startedAt))
        do throws(SoundError) {
            do throws(SoundError) {
                try sound.play(source, decibels: decibels)
            } catch where error.reason == .soundMissing && source != .event(AlarmPlayback.alarmClockElapsed) {
                if warnedFiles.insert(source.name).inserted {
                    NoticeSender.warn("cannot play the alarm sound \(source.name) (\(error.message)); playing the theme's alarm instead")
                }
                source = .event(AlarmPlayback.alarmClockElapsed)
                try sound.play(source, decibels: decibels)
            }
        } catch {
            fallBack(error.message, at: now)
        }
    }

    public func stop() {
        active = false
        lastBell = nil
        sound?.stop()
    }

    /// The sound's descriptor for poll(), or -1 with none.
    public var pollDescriptor: pollfd {
        pollfd(fd: sound?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
    }

    /// The sound said how it ended: played to its end, it starts again while the alarm rings.
    public func soundEnded(at now: Date) {
        guard let sound else { return }
        for ending in sound.collectEndings() {
            switch ending {
            case .finished where active && lastBell == nil:
                ring(sound, at: now)
            case .failed(let error) where active:
                fallBack(error.message, at: now)
            default:
                break
            }
        }
    }

    /// Rings the bell again when it is due, and asks for a sound server again when that is.
    public func tick(at now: Date) {
        guard active, lastBell != nil else { return }
        if now.timeIntervalSince(lastSoundTry) >= Self.soundRetryInterval || now < lastSoundTry { soundAgain(at: now) }
        // Nothing to ring once a sound server answered; a play that failed has rung the bell just now.
        guard let last = lastBell, now.timeIntervalSince(last) >= Self.bellInterval || now < last else { return }
        bell(at: now)
    }

    /// Connects to a sound server afresh (the old connection may be to one gone) and plays the
    /// alarm's sound in the bell's place, said once; the bell goes on if that fails.
    private func soundAgain(at now: Date) {
        lastSoundTry = now
        do throws(SoundError) {
            if let sound { try sound.reconnect() } else { sound = try AlarmPlayback() }
        } catch {
            return
        }
        guard let sound else { return }
        lastBell = nil
        ring(sound, at: now)
        if lastBell == nil, !warnedBack {
            warnedBack = true
            NoticeSender.warn("a sound server answers again; the alarm plays its sound")
        }
    }

    /// How long the loop may sleep before the bell is due again; -1 when it is not ringing.
    public func timeoutMilliseconds(at now: Date) -> Int32 {
        guard active, let last = lastBell else { return -1 }
        let left = Self.bellInterval - now.timeIntervalSince(last)
        return Int32(max(0, min(Self.bellInterval, left)) * 1000 + 1)
    }

    private func fallBack(_ why: String, at now: Date) {
        if !warned {
            warned = true
            NoticeSender.warn("no alarm sound (\(why)); ringing \(bellFallback.name) instead")
        }
        if active { bell(at: now) }
    }

    private func bell(at now: Date) {
        lastBell = now
        bellFallback.ring()
    }
}

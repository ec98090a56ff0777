import CCanberra
import Glibc

/// The alarm's sound: the freedesktop sound theme's `alarm-clock-elapsed` (or another of the
/// theme's sounds, or a file, as the user chose), played through libcanberra, so it follows the
/// user's sound theme and goes through PulseAudio (or PipeWire's PulseAudio server), tagged as an
/// alarm.
///
/// `play`, `stop` and `isPlaying`; whether to play it again (until stopped, at most two minutes)
/// is the core model's decision. When it cannot play at all (no sound server or device, no such
/// sound in the theme), `init` or `play` throws a `SoundError` that says so, and the caller falls
/// back to the X bell.
///
/// libcanberra reports the end of a sound on its own thread. Nothing of Swift runs there: a
/// C callback writes a record to a pipe, the loop polls `fileDescriptor` for POLLIN and calls
/// `collectEndings()`, which reads the records on the loop's thread. So this class, like
/// `BusConnection`, belongs to the thread that drives the loop and needs no locks.
public final class AlarmPlayback {
    /// The sound theme's name for an alarm going off.
    public static let alarmClockElapsed = "alarm-clock-elapsed"

    private var context: OpaquePointer
    private let readEnd: Int32
    private let writeEnd: Int32
    private let eventID: String
    private let eventDescription: String
    private let role: String
    /// The id of the sound playing now; every play gets a new one, so an ending reported late
    /// for an earlier play is not taken for this one's.
    private var current: UInt32?
    private var lastID: UInt32 = 0
    private var stopped: Set<UInt32> = []
    /// What each play still under way plays, by id, for the message of one that fails.
    private var playing: [UInt32: String] = [:]
    /// Plays up to this id belong to a context since replaced: what they report is old news.
    private var replacedUpTo: UInt32 = 0

    /// Connects to the sound server. `eventID` is the sound theme's event (the alarm's by
    /// default); `description` is what a volume mixer shows for the stream, and `role` how the
    /// server's policies know it (`alarm`; `event` for the clock's other sounds).
    public init(eventID: String = AlarmPlayback.alarmClockElapsed, description: String = "Alarm", role: String = "alarm") throws(SoundError) {
        var fds: [Int32] = [-1, -1]
        // Non-blocking: libcanberra's thread must never wait on a loop that is not reading.
        guard pipe2(&fds, O_CLOEXEC | O_NONBLOCK) == 0 else {
            throw SoundError(.unavailable, "cannot play sounds: \(String(cString: strerror(errno)))")
        }
        let made: OpaquePointer
        switch CanberraContext.open() {
        case .success(let opened): made = opened
        case .failure(let failure):
            close(fds[0]); close(fds[1])
            throw Self.noServer(failure)
        }
        context = made
        readEnd = fds[0]
        writeEnd = fds[1]
        self.eventID = eventID
        eventDescription = description
        self.role = role
    }

    deinit {
        // Destroying the context stops libcanberra's thread, so no callback can write to the
        // pipe once it is closed.
        tc_ca_context_destroy(context)
        close(readEnd)
        close(writeEnd)
    }

    /// Connects to the sound server afresh, silencing what plays. Once its sound server has gone
    /// away, libcanberra's PulseAudio context is left not ready and refuses every play ("Invalid
    /// state"), even after a server answers again: only a new context reaches that one.
    public func reconnect() throws(SoundError) {
        switch CanberraContext.open() {
        case .success(let opened):
            // Destroying the old context stops its thread: nothing more of it reaches the pipe,
            // and what already has is dropped by its ids.
            tc_ca_context_destroy(context)
            context = opened
        case .failure(let failure):
            throw Self.noServer(failure)
        }
        replacedUpTo = lastID
        current = nil
        stopped.removeAll()
        playing.removeAll()
    }

    /// What opening a context that no server answered says.
    private static func noServer(_ failure: CanberraFailure) -> SoundError {
        SoundError(.unavailable, "cannot play sounds: no sound server or device answered (libcanberra: \(failure.message))")
    }

    /// Poll this for POLLIN; when readable, call `collectEndings()`.
    public var fileDescriptor: Int32 { readEnd }

    /// True from `play()` until the sound has ended (as read by `collectEndings()`) or is stopped.
    public var isPlaying: Bool { current != nil }

    /// Starts the sound from the beginning, stopping one still playing. Throws when the theme
    /// has no such sound or the server refuses it. It blocks for a few milliseconds (about 8 on
    /// the test machine: it opens the sound file and a stream), so a loop that keeps edges
    /// exact calls it after showing the frame at the alarm's edge, not before. Opening the
    /// context (`init`) takes about 5.
    public func play(_ source: Source? = nil, decibels: Double = 0) throws(SoundError) {
        stop()
        let source = source ?? .event(eventID)
        lastID &+= 1
        if lastID == 0 { lastID = 1 }
        let id = lastID
        let r = CanberraContext.withProperties([
            source.property,
            (CA_PROP_CANBERRA_VOLUME, String(decibels)),
            (CA_PROP_EVENT_DESCRIPTION, eventDescription),
            // The role PulseAudio and desktop mixers know alarms by (GNOME Clocks uses it too).
            (CA_PROP_MEDIA_ROLE, role),
            // A stream, not a sample uploaded to the server's cache: cached samples cannot be
            // cancelled, and Stop must silence the alarm at once.
            (CA_PROP_CANBERRA_CACHE_CONTROL, "never"),
        ]) { tc_canberra_play_reporting_to(context, id, $0, writeEnd) }
        guard r == CA_SUCCESS else {
            if case .file(let path) = source {
                throw SoundError(.soundMissing, "cannot play \(path): \(String(cString: tc_ca_strerror(r)))")
            }
            if r == CA_ERROR_NOTFOUND {
                throw SoundError(.soundMissing, "no sound to play: the sound theme has no \"\(source.name)\" (is sound-theme-freedesktop installed?)")
            }
            throw SoundError(.failed, "cannot play \"\(source.name)\": \(String(cString: tc_ca_strerror(r)))")
        }
        current = id
        playing[id] = source.name
    }

    /// Silences the sound now; its ending is then reported as `.stopped`.
    public func stop() {
        guard let id = current else { return }
        current = nil
        stopped.insert(id)
        tc_ca_context_cancel(context, id)
    }

    /// Reads what libcanberra reported since the last call: how each sound ended. Call when
    /// `fileDescriptor` is readable; returns at once with nothing when it is not.
    public func collectEndings() -> [SoundEnding] {
        var endings: [SoundEnding] = []
        var record = tc_canberra_finish()
        let size = MemoryLayout<tc_canberra_finish>.size
        while read(readEnd, &record, size) == size {
            // Ids only grow (a wrap would take four billion plays).
            if record.id <= replacedUpTo { continue }
            let wasStopped = stopped.remove(record.id) != nil
            let name = playing.removeValue(forKey: record.id) ?? eventID
            if record.id == current { current = nil }
            if wasStopped || record.error == CA_ERROR_CANCELED {
                endings.append(.stopped)
            } else if record.error == CA_SUCCESS {
                endings.append(.finished)
            } else {
                endings.append(.failed(SoundError(.failed, "\"\(name)\" stopped playing: \(String(cString: tc_ca_strerror(record.error)))")))
            }
        }
        return endings
    }
}

extension AlarmPlayback {
    /// What an alarm plays: a sound of the user's sound theme, by its event name, or a file.
    public enum Source: Sendable, Hashable {
        case event(String)
        case file(String)

        var property: (String, String) {
            switch self {
            case .event(let name): (CA_PROP_EVENT_ID, name)
            case .file(let path): (CA_PROP_MEDIA_FILENAME, path)
            }
        }

        /// The event's name or the file's path, for messages.
        public var name: String {
            switch self {
            case .event(let name), .file(let name): name
            }
        }
    }
}

/// How a sound ended.
public enum SoundEnding: Equatable, Sendable {
    /// Played to its end.
    case finished
    /// Silenced by `stop()` (or by playing again).
    case stopped
    /// Cut off by the sound server (it went away, the device failed).
    case failed(SoundError)
}

/// Why no sound could be played, in one line for stderr.
public struct SoundError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, for the caller to decide on a fallback.
    public enum Reason: Sendable {
        /// No sound server or device: nothing can be played (fall back to the X bell).
        case unavailable
        /// The sound theme has no such sound.
        case soundMissing
        /// The server refused or cut off this sound.
        case failed
    }

    public let reason: Reason
    public let message: String
    public var description: String { message }

    init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}

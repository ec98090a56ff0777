import FoundationEssentials

/// The animation a soundtrack belongs to, and how far into it its sounds have been heard.
struct Soundtrack: Sendable {
    var start: Date
    var cues: [SoundCue]
    /// Seconds into the animation up to which every cue has been played (or passed over).
    var heard: Double
}

/// When the clock face is heard: the prop's sounds timed to its animations, the keypad's tones and
/// the hourly chime. The face decides each sound as it decides a picture.
extension ClockFace {
    /// `effect`, when the prop's sounds are on.
    func sound(_ effect: SoundEffect) -> [Event] {
        face.display.sounds ? [.sound(effect)] : []
    }

    /// The sounds due by `now`: the animation's cues reached, and the hour's chime when `chime`
    /// (the user's choice) is on.
    mutating func cues(at now: Date, chime: Bool) -> [Event] {
        soundtrackCues(at: now) + self.chime(at: now, on: chime)
    }

    /// The cues of the animation playing that `now` has reached since the last input. A loop that
    /// slept through several (a hidden window paints no frames) plays only the latest: a burst of
    /// stale sounds would be worse than none.
    private mutating func soundtrackCues(at now: Date) -> [Event] {
        defer { travelReturns = false }
        guard let playing = animation else {
            soundtrack = nil
            return []
        }
        if soundtrack?.start != playing.start {
            soundtrack = Soundtrack(start: playing.start, cues: playing.kind.soundCues(returning: travelReturns), heard: -1)
        }
        guard var track = soundtrack else { return [] }
        let t = now.timeIntervalSince(playing.start)
        let due = track.cues.filter { $0.offset > track.heard && $0.offset <= t }
        track.heard = max(track.heard, t)
        soundtrack = track
        // Heard or not, passed cues stay passed: sounds switched on mid-journey start with the next.
        return due.last.map { sound($0.effect) } ?? []
    }

    /// The animation was cut short: its sounds stop with it.
    mutating func silenceSoundtrack() -> [Event] {
        guard soundtrack != nil else { return [] }
        soundtrack = nil
        return face.display.sounds ? [.silenced] : []
    }

    /// The chime, once, as the local time reaches a whole hour: not when a step of the wall clock
    /// lands on one, nor for an hour passed while the clock was not running.
    private mutating func chime(at now: Date, on: Bool) -> [Event] {
        // Every input passes here, twice a second at least: without a chime to strike, the zone
        // is not asked for its offset at all.
        guard on, face.display.sounds else {
            chimeMinute = nil
            return []
        }
        let minute = localMinute(at: now)
        defer { chimeMinute = minute }
        // A sleeping loop wakes for the hour (`chimeWake`), so the hour's edge lies between this
        // input and the last; an hour or more between them is a step or a suspend.
        guard let last = chimeMinute, minute > last, minute - last <= 60, minute / 60 != last / 60 else { return [] }
        return sound(.chime)
    }

    /// The wall clock stepped: a step onto a whole hour is not the hour struck.
    mutating func forgetChime() { chimeMinute = nil }

    /// Minutes since 1970 on this computer's local clock (the face's own zone).
    func localMinute(at now: Date) -> Int {
        let seconds = now.timeIntervalSince1970 + Double(face.localZone.secondsFromGMT(for: now))
        return Int((seconds / 60).rounded(.down))
    }

    /// The next whole local hour, when the chime must wake a sleeping loop.
    func chimeWake(after now: Date, chime: Bool) -> Date? {
        guard chime, face.display.sounds else { return nil }
        let next = (localMinute(at: now) / 60 + 1) * 60
        return Date(timeIntervalSince1970: Double(next * 60 - face.localZone.secondsFromGMT(for: now)))
    }
}

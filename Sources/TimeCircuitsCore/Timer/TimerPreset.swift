/// The traffic light of a talk timer (SpeakerClock's): green while there is time, amber when it is
/// time to wrap up, red for the last stretch and for overtime.
public enum TimerPhase: Int, Sendable, Hashable, CaseIterable {
    case green, amber, red

    /// The lamp's label, in the face's DYMO capitals.
    public var label: String {
        switch self {
        case .green: "GREEN"
        case .amber: "AMBER"
        case .red: "RED"
        }
    }
}

/// When the light turns amber and red: seconds left on the countdown.
public struct PhaseThresholds: Sendable, Hashable {
    /// Amber from this many seconds left.
    public var amber: Int
    /// Red from this many seconds left (and through overtime).
    public var red: Int

    /// SpeakerClock's defaults for a talk: wrap up at two minutes, last minute in red.
    public static let standard = PhaseThresholds(amber: 120, red: 60)

    public init(amber: Int, red: Int) {
        self.amber = amber
        self.red = red
    }

    /// The phase with `shown` seconds on the display (the whole second it shows, not the exact
    /// time left), so the light changes on the same edge as the digits.
    public func phase(showing shown: Int, overtime: Bool) -> TimerPhase {
        if overtime || shown <= red { return .red }
        return shown <= amber ? .amber : .green
    }
}

/// A stored timer: its length and its traffic-light thresholds, one of the nine Ctrl+1–9 slots.
///
/// In the settings file, one line a slot: `preset1 = 5:00, amber 2:00, red 1:00`; the thresholds
/// may be left out (the standard ones apply) and `preset4 = none` empties a slot.
public struct TimerPreset: Sendable, Hashable {
    public var duration: Int
    public var thresholds: PhaseThresholds

    public init(duration: Int, thresholds: PhaseThresholds = .standard) {
        self.duration = duration
        self.thresholds = thresholds
    }

    /// What a preset line looks like, for the settings file's warnings.
    public static let expected = Words.marked("a duration with optional thresholds like 18:00, amber 2:00, red 1:00 (or none)")

    /// `18:00, amber 2:00, red 1:00`, or `18m`; nil when any part is not valid.
    public static func parse(_ text: String) -> TimerPreset? {
        let parts = text.split(separator: ",").map { $0.trimmingWhitespace() }
        guard let first = parts.first, case .success(let duration) = TimerDuration.parse(first) else { return nil }
        var preset = TimerPreset(duration: duration)
        var seen: Set<String> = []
        for part in parts.dropFirst() {
            let words = part.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2, let phase = words.first?.lowercased(), !seen.contains(phase),
                  case .success(let seconds) = TimerDuration.parse(words[1]) else { return nil }
            seen.insert(phase)
            switch phase {
            case "amber": preset.thresholds.amber = seconds
            case "red": preset.thresholds.red = seconds
            default: return nil
            }
        }
        return preset
    }

    /// The line's value: `18:00, amber 2:00, red 1:00`.
    public var text: String {
        "\(TimerDuration.text(duration)), amber \(TimerDuration.text(thresholds.amber)), red \(TimerDuration.text(thresholds.red))"
    }
}

/// The nine preset slots. A fresh install has three: 5 and 10 minutes, and the 18 of a TED talk.
public struct TimerPresets: Sendable, Hashable {
    /// Slots 1–9 (index 0 is slot 1); nil is an empty slot.
    public var slots: [TimerPreset?]

    public static let count = 9

    public static let standard = TimerPresets(slots: [TimerPreset(duration: 5 * 60), TimerPreset(duration: 10 * 60),
                                                      TimerPreset(duration: 18 * 60)]
                                                     + Array(repeating: nil, count: count - 3))

    public init(slots: [TimerPreset?]) {
        precondition(slots.count == Self.count)
        self.slots = slots
    }

    /// Slot `number`, 1…9.
    public subscript(slot number: Int) -> TimerPreset? {
        get { slots[number - 1] }
        set { slots[number - 1] = newValue }
    }

    /// The filled slots' numbers, in order: the plates the timer face shows.
    public var filled: [Int] { (1...Self.count).filter { self[slot: $0] != nil } }
}

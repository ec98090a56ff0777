/// One of the prop's sounds: what the replica displays play for each thing they do.
///
/// Every effect is synthesized by the project (`SoundSynthesis`); a user may replace one with a
/// file of their own (`sound-NAME = PATH` in the settings file, `SoundEffect.Slot`).
public enum SoundEffect: Sendable, Hashable {
    /// The display coming on: the relay, the hum rising, the first light.
    case powerOn
    /// A keypad digit, 0…9: each its own pitch, as the prop's keypad.
    case key(Int)
    /// Enter accepted a typed destination.
    case enter
    /// An entry refused (a date that does not exist): the row blinks no.
    case refused
    /// A time travel leaving: the circuits charging.
    case departure
    /// The journey itself: the rows scrambled by noise.
    case travel
    /// Landing: the new rows light.
    case arrival
    /// Movie mode's return to the real present (in place of the departure).
    case returnToPresent
    /// The countdown ran out: distinct from the alarm, which is the sound theme's.
    case timerEnd
    /// The hour struck, when the chime is on.
    case chime
    /// The beep on the second: a short tick on the colon's edge (`SecondBeep`).
    case beep
    /// A message from the props' messages topic starts across the red row.
    case message

    /// The name a user's file is given by, `sound-NAME` in the settings file, and the sound's
    /// cached file name: one per effect, the keypad's ten digits sharing one.
    public enum Slot: String, Sendable, Hashable, CaseIterable {
        case powerOn = "power-on", key, enter, refused, departure, travel, arrival
        case returnToPresent = "return", timerEnd = "timer", chime, beep, message

        /// The settings file's key for a user's own file.
        public var settingsKey: String { "sound-" + rawValue }
    }

    /// The slot whose user file replaces this effect.
    public var slot: Slot {
        switch self {
        case .powerOn: .powerOn
        case .key: .key
        case .enter: .enter
        case .refused: .refused
        case .departure: .departure
        case .travel: .travel
        case .arrival: .arrival
        case .returnToPresent: .returnToPresent
        case .timerEnd: .timerEnd
        case .chime: .chime
        case .beep: .beep
        case .message: .message
        }
    }

    /// The built-in sound's name in the cache folder (`key-7`, `departure`).
    public var name: String {
        if case .key(let digit) = self { return "key-\(digit)" }
        return slot.rawValue
    }

    /// What a volume mixer shows for the stream.
    public var description: String {
        switch self {
        case .powerOn: "Power on"
        case .key(let digit): "Keypad \(digit)"
        case .enter: "Entry accepted"
        case .refused: "Entry refused"
        case .departure: "Time travel departure"
        case .travel: "Time travel"
        case .arrival: "Time travel arrival"
        case .returnToPresent: "Return to the present"
        case .timerEnd: "Timer finished"
        case .chime: "Hourly chime"
        case .beep: "Beep on the second"
        case .message: "Message"
        }
    }

    /// Every effect, each digit of the keypad one.
    public static let all: [SoundEffect] = [.powerOn] + (0...9).map { .key($0) }
        + [.enter, .refused, .departure, .travel, .arrival, .returnToPresent, .timerEnd, .chime, .beep, .message]
}

/// A sound timed to an animation: it starts `offset` seconds after the animation does.
public struct SoundCue: Sendable, Hashable {
    public var offset: Double
    public var effect: SoundEffect

    public init(_ offset: Double, _ effect: SoundEffect) {
        self.offset = offset
        self.effect = effect
    }
}

extension FaceAnimation {
    /// The sounds that belong to this animation, each at the moment of the picture it goes with.
    /// `returning` marks a time travel that is movie mode's return to the present.
    func soundCues(returning: Bool) -> [SoundCue] {
        switch self {
        case .powerOn:
            return [SoundCue(0, .powerOn)]
        case .timeTravel:
            return [SoundCue(0, returning ? .returnToPresent : .departure),
                    SoundCue(TimeTravelSequence.flickerEnd, .travel),
                    SoundCue(TimeTravelSequence.arrival, .arrival)]
        case .refusal:
            return [SoundCue(0, .refused)]
        case .typing(_, _, let digits, _):
            // Each digit's tone as its digit lights, and Enter as the last one settles: the
            // keypad heard typing the decorative cycle's next trip.
            return digits.enumerated().map { SoundCue(Double($0.offset) * Self.typingStep, .key($0.element)) }
                + [SoundCue(Double(digits.count) * Self.typingStep, .enter)]
        case .message:
            return [SoundCue(0, .message)]
        case .ease, .runUp, .dateEntry:
            // Part III's fill is heard as the Enter that started it.
            return []
        }
    }
}

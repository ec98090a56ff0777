import FoundationEssentials

/// The clock's sounds as the model keeps them: the user's choices beyond the switch, the beep on
/// the second, and the voice that speaks the hour (`ClockModel+Beep`, `ClockModel+Speech`). A
/// part of `ClockModel`, in the shape docs/ARCHITECTURE.md ("The shape rules") asks of its parts: the beep and the
/// voice change only through `handle`, so the model has one way in; `choices` are the settings'
/// sound choices, handed over (`adopt`) as they change.
struct ClockSounds: Sendable {
    /// The user's sound choices beyond the switch, as the settings file has them.
    private(set) var choices = SoundChoices()
    /// The beep on the second: its mode (a sound choice) and the window a trip opens.
    private(set) var beep = SecondBeep()
    /// The time spoken on the hour, when `speak-hours` is on, and how the last sentence fared.
    private(set) var voice = ClockVoice()

    /// What can happen to the sounds.
    enum Input: Sendable, Hashable {
        /// The sound choices as the settings have them (the launch, the file changed, the volume
        /// or the spoken hours set in the panel): the beep's mode taken as it is, with no edge
        /// skipped (`chooseBeep` is a choice made now).
        case adopt(SoundChoices)
        /// The beep's mode chosen at this instant (the menu, `ctl beep`, D-Bus): its first tick
        /// is the first edge a whole `SecondBeep.lead` away.
        case chooseBeep(BeepMode, at: Date)
        /// A trip at this instant: a timed beep starts (or starts again) for its window.
        case trip(at: Date)
        /// The loop woke at this instant: the beep's tick, when one is due, is `.beepDue`.
        case beepTick(at: Date)
        /// A sentence is asked for: what the last one met is no answer for it.
        case speechAsked
        /// The speech server's answer for the sentence asked: why it could not be said, or nil.
        case spoken(failure: String?)
        /// The local minute at a tick, and whether the hours are spoken: `.hourReached` when it
        /// is a whole hour reached since the last one looked at.
        case localMinute(Int, speakHours: Bool)
        /// The wall clock stepped: a step onto a whole hour is not the hour struck.
        case wallClockStepped
    }

    /// What the sounds ask of the model.
    enum Event: Sendable, Hashable {
        /// The beep's tick of this edge is to be handed to its player now.
        case beepDue(edge: Date)
        /// A whole local hour was reached with the hours spoken: the time is to be said.
        case hourReached
    }

    /// Applies one input.
    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .adopt(let chosen):
            choices = chosen
            beep.mode = chosen.beep
        case .chooseBeep(let mode, let now):
            choices.beep = mode
            beep.choose(mode, at: now)
        case .trip(let now): beep.arm(at: now)
        case .beepTick(let now): return beep.due(at: now).map { [.beepDue(edge: $0)] } ?? []
        case .speechAsked: voice.asked()
        case .spoken(let failure): voice.spoken(failure: failure)
        case .localMinute(let minute, let on): return voice.hourly.due(localMinute: minute, on: on) ? [.hourReached] : []
        case .wallClockStepped: voice.hourly.forget()
        }
        return []
    }
}

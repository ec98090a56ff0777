import FoundationEssentials

/// When a window starts the alarm service: the retry policy, decided here and carried out by the
/// window's link to the service (`ClockEffect.startAlarmService`), whose answers come back as
/// inputs.
///
/// A start is asked for only once the bus has said whether the service runs (a window that asked
/// before would start a second copy beside one it had not heard of yet), only while something
/// needs ringing (an alarm on or snoozed, a countdown running) and none runs, one at a time, and
/// no sooner than `interval` after the last: a service that will not start is not asked for again
/// at every wake of a window. Where the bus knows no such service (no activation file, as when
/// the clock runs from its build folder), the clock's own program is started instead.
public struct AlarmServiceRetry: Sendable, Hashable {
    /// How a start is asked for.
    public enum Way: Sendable, Hashable {
        /// D-Bus activation (`StartServiceByName`), which hands it to systemd's unit where there is one.
        case activation
        /// The clock's own binary as `alarm serve`, in a session of its own so it outlives the window.
        case program
    }

    /// How the bus answered a start by activation.
    public enum Answer: Sendable, Hashable {
        /// The bus took it: the service appears when it has started.
        case accepted
        /// The bus knows no such service.
        case unknownToBus
        /// Refused for another reason, or the call could not be made: not for a second copy to settle.
        case refused
    }

    /// What reached the model that the policy hears of.
    public enum Input: Sendable, Hashable {
        /// The bus said whether the service runs: its first answer, or the service appeared,
        /// changed or went away.
        case serviceAnswered
        /// A start by activation was answered.
        case startAnswered(Answer)
        /// Anything else: a look at whether a start is due now.
        case look
    }

    /// What the model holds that the decision reads, handed in at each input and never kept.
    public struct Situation: Sendable, Hashable {
        /// Whether the service runs (it reports to the window).
        public var running: Bool
        /// Whether anything needs the service: an alarm on or snoozed, a countdown running.
        public var needed: Bool
        /// The boot clock now, in seconds: a suspend counts toward the interval, a step of the wall
        /// clock does not.
        public var boot: Double

        public init(running: Bool, needed: Bool, boot: Double) {
            self.running = running
            self.needed = needed
            self.boot = boot
        }
    }

    /// A start is asked again no sooner than this after the last.
    public static let interval: Double = 60

    /// Whether the bus has answered whether the service runs: nothing is started before.
    private var answered = false
    /// A start by activation is under way: a second is not asked for until it is answered.
    private var starting = false
    /// The boot-clock instant of the last start asked.
    private var lastStart: Double?

    public init() {}

    /// The starts due after `input`, given `situation`: at most one.
    public mutating func handle(_ input: Input, _ situation: Situation) -> [Way] {
        switch input {
        case .serviceAnswered:
            answered = true
        case .startAnswered(let answer):
            starting = false
            // Only where the bus knows no such service, and it has not turned up meanwhile.
            if answer == .unknownToBus, !situation.running { return [.program] }
        case .look:
            break
        }
        guard answered, situation.needed, !situation.running, !starting,
              lastStart.map({ situation.boot - $0 >= Self.interval }) ?? true else { return [] }
        lastStart = situation.boot
        starting = true
        return [.activation]
    }
}

import FoundationEssentials

/// The trips announced to the replica props over MQTT, a part of `ClockModel`
/// (`ClockModel+Props`): whether a broker is connected, the link's state in words, the trip
/// running up to its displacement, and when the trip under way comes back into time.
struct PropTrips: Sendable, Hashable {
    /// Whether a broker is connected: trips then announce themselves and wait the lead.
    private(set) var linked = false
    /// The link's state in words, for the settings panel's MQTT page; nil before it starts.
    private(set) var linkState: String?
    /// The trip announced and when its displacement starts.
    private(set) var runUp: RunUp?
    /// When the trip under way comes back into time: REENTRY is sent then.
    private(set) var reentry: Date?

    /// A trip announced to the props: T or R, and when its displacement starts.
    struct RunUp: Sendable, Hashable {
        let action: DisplayAction
        let due: Date
    }

    /// What happens to the link and the trips.
    enum Input: Sendable {
        /// The link came up or went down, with its state in words.
        case link(connected: Bool, state: String?)
        /// T or R: a trip runs up to a displacement at `due`; one already running up goes
        /// where the new key says, at the time the props were given.
        case runUp(DisplayAction, due: Date)
        /// The clock's time: a displacement or a re-entry may be due. `displacement` is how
        /// long the new time takes to come on once the trip leaves.
        case tick(at: Date, displacement: TimeInterval)
    }

    /// What falls due.
    enum Event: Sendable, Equatable {
        /// The link came up (it was down).
        case linkedAfresh
        /// The run-up is over: the trip leaves now.
        case departs(DisplayAction)
        /// The new time is on: REENTRY is due.
        case reentered
    }

    /// When the loop must wake for the props: the displacement's start, the re-entry.
    var nextWake: Date? { [runUp?.due, reentry].compactMap { $0 }.min() }

    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .link(let connected, let state):
            defer {
                linked = connected
                linkState = state
            }
            return connected && !linked ? [.linkedAfresh] : []
        case .runUp(let action, let due):
            runUp = RunUp(action: action, due: runUp?.due ?? due)
            return []
        case .tick(let now, let displacement):
            var events: [Event] = []
            if let trip = runUp, now >= trip.due {
                runUp = nil
                events.append(.departs(trip.action))
                reentry = now.addingTimeInterval(displacement)
            }
            if let due = reentry, now >= due {
                reentry = nil
                events.append(.reentered)
            }
            return events
        }
    }
}

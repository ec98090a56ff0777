import FoundationEssentials

/// The alarm service as a window follows it, a part of `ClockModel`: who rings the alarms, as the
/// service last reported itself (`AlarmRinger`), and when to start it (`AlarmServiceRetry`),
/// which reads the first.
struct FollowedAlarmService: Sendable, Hashable {
    private(set) var ringer = AlarmRinger.window
    private var starts = AlarmServiceRetry()

    /// What the window hears of the service, and asks of its start.
    enum Input: Sendable {
        /// The service reported itself, or went away (nil): this window rings from then on.
        case report(AlarmServiceReport?)
        /// What came of the last start, or a look after any input, in the window's situation.
        case retry(AlarmServiceRetry.Input, AlarmServiceRetry.Situation)
    }

    /// What follows.
    enum Event: Sendable, Equatable {
        /// Start the service this way.
        case start(AlarmServiceRetry.Way)
    }

    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .report(let report):
            ringer = report.map(AlarmRinger.service) ?? .window
            return []
        case .retry(let heard, let situation):
            return starts.handle(heard, situation).map(Event.start)
        }
    }
}

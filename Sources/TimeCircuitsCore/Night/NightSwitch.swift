import FoundationEssentials

/// The night plan's answer, kept between its edges: the loop asks whether it is night at every
/// colon step, and working the sun out each time would cost more than the step. A part in the
/// model's shape: the face hands it the plan whenever the settings, the cities or the zone change
/// it, and its tick, and it says when night begins or ends.
///
/// What it keeps is used only inside the span it holds for, so a stepped clock is read afresh at
/// once, and a new plan forgets it.
public struct NightSwitch: Sendable {
    public enum Input: Sendable {
        /// The plan as the settings, the cities and the zone now make it.
        case plan(NightPlan)
        /// The loop's tick at `at`: the state is worked out again once it is past its edge.
        case tick(at: Date)
    }

    public enum Event: Sendable, Equatable {
        /// Night began or ended (or its next edge moved).
        case changed(NightState)
    }

    /// The schedule as it stands.
    public private(set) var plan: NightPlan
    private var state: NightState?
    /// The instant `state` was worked out at: it holds from there to its `until`.
    private var since: Date?

    public init(plan: NightPlan) { self.plan = plan }

    public mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .plan(let new):
            // Compared here, when something that makes the plan changed, never at a tick.
            if new != plan {
                plan = new
                state = nil
                since = nil
            }
            return []
        case .tick(let now):
            if cached(at: now) != nil { return [] }
            let old = state
            let new = plan.state(at: now)
            state = new
            since = now
            return old == new ? [] : [.changed(new)]
        }
    }

    /// The state at `instant`: what is kept when the instant is inside its span, else worked out now.
    public func state(at instant: Date) -> NightState {
        cached(at: instant) ?? plan.state(at: instant)
    }

    private func cached(at instant: Date) -> NightState? {
        guard let state, let since, instant >= since, state.until.map({ instant < $0 }) ?? true else { return nil }
        return state
    }
}

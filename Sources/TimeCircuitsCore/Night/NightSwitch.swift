import FoundationEssentials

/// The night plan's answer, kept between its edges: the loop asks whether it is night at every
/// colon step, and working the sun out each time would cost more than the step. A part in the
/// model's shape: the face's tick hands it the plan as it is now, and it says when night begins
/// or ends.
///
/// What it keeps is only ever used for the plan it was worked out for and inside the span it
/// holds for, so a stepped clock, a new zone or a changed schedule is read afresh at once.
public struct NightSwitch: Sendable {
    public enum Input: Sendable {
        /// The plan as it is at `at`: the state is worked out again if either changed.
        case refresh(NightPlan, at: Date)
    }

    public enum Event: Sendable, Equatable {
        /// Night began or ended (or its next edge moved).
        case changed(NightState)
    }

    private var plan: NightPlan?
    private var state: NightState?
    /// The instant `state` was worked out at: it holds from there to its `until`.
    private var since: Date?

    public init() {}

    public mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .refresh(let plan, let now):
            if cached(plan, at: now) != nil { return [] }
            let old = state
            let new = plan.state(at: now)
            self.plan = plan
            state = new
            since = now
            return old == new ? [] : [.changed(new)]
        }
    }

    /// The state `plan` gives at `instant`: what is kept when it is for this plan and instant,
    /// else worked out now.
    public func state(of plan: NightPlan, at instant: Date) -> NightState {
        cached(plan, at: instant) ?? plan.state(at: instant)
    }

    private func cached(_ plan: NightPlan, at instant: Date) -> NightState? {
        guard let state, let since, instant >= since, state.until.map({ instant < $0 }) ?? true, plan == self.plan else { return nil }
        return state
    }
}

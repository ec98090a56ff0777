/// What the plate beside a row's time says in plan mode, in the prop's capitals as its other
/// plates are (`DEPARTS IN`): that the row shows a plan, not now, and its city's state then.
/// Every row carries it, so a plan cannot be taken for the time; the row typed on shows the
/// typing, or what the last Enter said.
public enum PlanPlate {
    /// The mark every planned row's plate begins with.
    public static let mark = "PLAN"
    /// Between the mark and the state: the prop's plates use plain words, this a middle dot.
    static let separator = " · "
    /// The cursor after a time being typed, as the keypad's fields blink where the next digit goes.
    static let cursor = "_"

    /// The state as the plate says it.
    public static func state(_ state: CityState) -> String {
        switch state {
        case .working: "AT WORK"
        case .awake: "AWAKE"
        case .night: "ASLEEP"
        }
    }

    /// The lamp beside the plate: the colours timeanddate's Meeting Planner gives the hours, green
    /// at work, amber awake, red asleep, which are the timer's traffic light's too.
    public static func lamp(_ state: CityState) -> TimerPhase {
        switch state {
        case .working: .green
        case .awake: .amber
        case .night: .red
        }
    }

    /// The plate of `row`, shown on face slot `slot`, while `plan` shows.
    static func text(for row: PlannedRow, slot: Int, plan: PlanMode) -> String {
        let state = Self.state(row.state)
        // The night the clocks go back shows one reading twice: the plate says which this is.
        let pass = switch row.pass { case .first?: " 1ST OF 2"; case .second?: " 2ND OF 2"; case nil: "" }
        guard slot == plan.row else { return mark + pass + separator + state }
        switch plan.note {
        // A refusal shows until the next key, over the typing kept to be mended.
        case .refused?: return mark + separator + "NO SUCH TIME"
        case .noneAllWorking?: return mark + separator + "NO SHARED HOURS"
        case .copied?: return mark + separator + "COPIED"
        case .repeated?, nil: break
        }
        if !plan.typed.isEmpty { return mark + " › " + plan.typed.uppercased() + cursor }
        // The row typed on points at its state, as the keypad's cursor marks its field.
        return pass.isEmpty ? mark + " › " + state : mark + pass + separator + state
    }
}

import FoundationEssentials

/// Plan mode as the model routes it: P and the menu start and end it, and while it shows, the
/// keys, the wheel and clicks on the rows are its before the window's bindings (`PlanMode`,
/// held by the clock face).
extension ClockModel {
    /// P or the menu's "Plan a Time…": from the timer or stopwatch face, the clock shows first.
    mutating func togglePlan(at now: Date) -> [ClockEffect] {
        var effects = shown == .clock ? [] : show(.clock, at: now)
        effects += carryOut(clock.handle(.plan(.toggle(face.planContext(at: now, words: words)))))
        return effects + [.repaintOverlay]
    }

    /// The rows go to `instant`, typed on `row`: `now --plan` and `render --plan`, which show
    /// the face as the window shows it after P and a time typed.
    public mutating func plan(_ instant: Date, row: Int) {
        _ = clock.handle(.plan(.show(instant, row: row)))
    }

    /// A key while a plan shows on the clock face; nil when it is not plan mode's (N, Ctrl+Q,
    /// F11 and the rest keep their meaning). Any key taken ends what plays.
    mutating func handlePlanKey(_ press: KeyPress, at now: Date) -> [ClockEffect]? {
        guard shown == .clock, face.plan.isOn, !Keysym.isModifier(press.baseKeysym) else { return nil }
        let events = clock.handle(.plan(.key(press, face.planContext(at: now, words: words))))
        guard events != [.declined] else { return nil }
        return skipAnimation() + carryOut(events)
    }

    /// The wheel on a row moves the plan a quarter of an hour in that row's city; a click on a
    /// row makes it the one typed times are read in. Nil when no plan shows or the pointer is
    /// not on a row.
    mutating func handlePlanPointer(_ pointer: PointerInput, at now: Date) -> [ClockEffect]? {
        guard shown == .clock, face.plan.isOn, !overlay.capturesInput,
              case .button(let number, pressed: true, let point, _) = pointer,
              let row = FaceLayout(width: width, height: height).rows.firstIndex(where: { $0.panel.contains(point) }) else { return nil }
        let context = face.planContext(at: now, words: words)
        let input: PlanMode.Input
        switch number {
        case OverlayEvent.XButton.wheelUp: input = .wheel(up: true, row: row, context)
        case OverlayEvent.XButton.wheelDown: input = .wheel(up: false, row: row, context)
        case OverlayEvent.XButton.left: input = .choose(row: row, context)
        default: return nil
        }
        let events = clock.handle(.plan(input))
        // A click on the row already chosen is still the window's (a borderless window's drag).
        guard events != [.declined], !events.isEmpty else { return nil }
        return skipAnimation() + carryOut(events)
    }
}

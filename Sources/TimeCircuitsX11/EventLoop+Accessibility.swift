import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsServices

/// The window as a screen reader reads it: the tree made from the model's view, served while
/// assistive technology runs (`AccessibilityLink`), and what its actions ask of the model.
extension EventLoop {
    /// Runs the accessibility bus's work, hands the model what actions asked for, and serves the
    /// first tree after a screen reader starts.
    func followAccessibility(revents: Int16, busWait: Int32) {
        guard let accessibility = services.accessibility else { return }
        if revents != 0 || busWait >= 0 { accessibility.process() }
        for input in accessibility.takeInputs() { send(input) }
        if accessibility.needsTree { showAccessibleTree() }
    }

    /// Serves the tree of what the window shows now. Made only while a screen reader reads, and
    /// only when the view's words or places may have changed (`send`), never at the colon's step.
    func showAccessibleTree() {
        guard let accessibility = services.accessibility, accessibility.reading else { return }
        let now = clocks.now()
        let boot = clocks.boot()
        let tree = inPlace { model in
            AccessibleTree.of(model.view(at: now, boot: boot), title: ClockWindow.title, width: model.width,
                              height: model.height)
        }
        accessibility.show(tree, origin: window.rootOrigin)
    }

    /// Whether what `input` brought changes what a screen reader is told: any input but the tick
    /// and a resize's sketch shown, and a tick that changed the status (the minute, the countdown's
    /// end), what the panel or face shows, or brought news (an alarm this window rings, a trip landed).
    static func changesAccessibleTree(_ input: ClockInput, _ effects: [ClockEffect]) -> Bool {
        (input != .tick && input != .sketchShown) || effects.contains { effect in
            switch effect {
            case .statusChanged, .repaintOverlay, .relayout, .alarmRinging, .travelCompleted: true
            default: false
            }
        }
    }
}

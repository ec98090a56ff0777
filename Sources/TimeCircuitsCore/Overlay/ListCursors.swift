/// The list pages' cursors (`ListCursor`): the alarms', the reminders' and the timers'. One part
/// with its own `handle`, so the panel keeps one field for all its lists, and a page that shows a
/// list gets its cursor here rather than as another field of `SettingsOverlay`.
public struct ListCursors: Sendable, Hashable {
    /// Each list page's field, row and scroll, read as they are.
    public private(set) var alarms = ListCursor()
    public private(set) var reminders = ListCursor()
    public private(set) var timers = ListCursor()

    /// Which list an input is for.
    enum List: Sendable, Hashable { case alarms, reminders, timers }

    /// Applies `input` to `list`'s cursor; `.clearAll` empties every field (a page left, the
    /// panel closed).
    enum Input: Sendable {
        case cursor(List, ListCursor.Input)
        case clearAll
    }

    mutating func handle(_ input: Input) -> [ListCursor.Event] {
        switch input {
        case .cursor(.alarms, let input): return alarms.handle(input)
        case .cursor(.reminders, let input): return reminders.handle(input)
        case .cursor(.timers, let input): return timers.handle(input)
        case .clearAll:
            let changed = [alarms.handle(.type("")), reminders.handle(.type("")), timers.handle(.type(""))].joined()
            return changed.isEmpty ? [] : [.changed]
        }
    }
}

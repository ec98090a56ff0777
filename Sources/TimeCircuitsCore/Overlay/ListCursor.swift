/// Where one of the settings panel's list pages (the alarms, the reminders) stands: the line
/// typed in its field, the row chosen and the first row on screen.
///
/// The list itself is the model's, handed to the panel as it is now (`OverlayShows`), and it can
/// change under the page (the file edited, a once alarm switching itself off). So the row and
/// the scroll are kept within the list when they are read, rather than corrected whenever it
/// changes: nothing has to tell the page.
public struct ListCursor: Sendable, Hashable {
    /// What is typed in the page's field, read as a settings-file line on Enter.
    public var entry = ""
    /// The row as last chosen, and the first row as last scrolled to; read through
    /// `selected(count:)` and `scroll(count:visible:)`.
    var chosen = 0
    var top = 0

    /// The row Up/Down, Space and Delete act on in a list of `count`: nil exactly when it is empty.
    public func selected(count: Int) -> Int? {
        count == 0 ? nil : min(max(chosen, 0), count - 1)
    }

    /// The first row on screen, when `visible` rows show of `count`.
    public func scroll(count: Int, visible: Int) -> Int {
        min(max(top, 0), max(0, count - visible))
    }

    /// Chooses `row` and scrolls as little as shows it.
    mutating func choose(_ row: Int, count: Int, visible: Int) {
        chosen = min(max(row, 0), max(0, count - 1))
        scrollToChosen(count: count, visible: visible)
    }

    /// Scrolls as little as shows the row chosen.
    mutating func scrollToChosen(count: Int, visible: Int) {
        top = scroll(count: count, visible: visible)
        if let row = selected(count: count) {
            if row < top { top = row }
            if row >= top + visible { top = row - visible + 1 }
        }
        top = scroll(count: count, visible: visible)
    }

    /// Scrolls by `rows`, within the list.
    mutating func scroll(by rows: Int, count: Int, visible: Int) {
        top = scroll(count: count, visible: visible) + rows
        top = scroll(count: count, visible: visible)
    }
}

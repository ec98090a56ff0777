/// Where one of the settings panel's list pages (the alarms, the reminders) stands: the line
/// typed in its field, the row chosen and the first row on screen.
///
/// The list itself is the model's, handed to the panel as it is now (`OverlayShows`), and it can
/// change under the page (the file edited, a once alarm switching itself off). So the row and
/// the scroll are kept within the list when they are read, rather than corrected whenever it
/// changes: nothing has to tell the page.
public struct ListCursor: Sendable, Hashable {
    /// What is typed in the page's field, read as a settings-file line on Enter.
    public private(set) var entry = ""
    /// The row as last chosen, and the first row as last scrolled to; read through
    /// `selected(count:)` and `scroll(count:visible:)`.
    private var chosen = 0
    private var top = 0

    /// What the page does to its field, its row and its scroll. `count` is the list's length now
    /// and `visible` how many rows show.
    enum Input: Sendable {
        /// The field holds `text` now.
        case type(String)
        /// The row at `index` is chosen, as it is (the list may be about to grow to it).
        case pick(Int)
        /// `row` is chosen, within the list, and scrolled to as little as shows it.
        case choose(Int, count: Int, visible: Int)
        /// Scrolls by `rows` (0 only keeps the scroll within the list).
        case scroll(by: Int, count: Int, visible: Int)
    }

    /// What changed.
    enum Event: Sendable, Equatable {
        case changed
    }

    /// The row Up/Down, Space and Delete act on in a list of `count`: nil exactly when it is empty.
    public func selected(count: Int) -> Int? {
        count == 0 ? nil : min(max(chosen, 0), count - 1)
    }

    /// The first row on screen, when `visible` rows show of `count`.
    public func scroll(count: Int, visible: Int) -> Int {
        min(max(top, 0), max(0, count - visible))
    }

    mutating func handle(_ input: Input) -> [Event] {
        let before = self
        switch input {
        case .type(let text): entry = text
        case .pick(let index): chosen = index
        case .choose(let row, let count, let visible):
            chosen = min(max(row, 0), max(0, count - 1))
            scrollToChosen(count: count, visible: visible)
        case .scroll(let rows, let count, let visible):
            top = scroll(count: count, visible: visible) + rows
            top = scroll(count: count, visible: visible)
        }
        return self == before ? [] : [.changed]
    }

    /// Scrolls as little as shows the row chosen.
    private mutating func scrollToChosen(count: Int, visible: Int) {
        top = scroll(count: count, visible: visible)
        if let row = selected(count: count) {
            if row < top { top = row }
            if row >= top + visible { top = row - visible + 1 }
        }
        top = scroll(count: count, visible: visible)
    }
}

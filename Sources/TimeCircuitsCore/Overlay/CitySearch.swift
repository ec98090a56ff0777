/// The settings panel's search for a city, a part of `SettingsOverlay`: what is typed, what the
/// catalogue finds for it, the result Enter adds and the first result on screen. The overlay keeps
/// its invariants (`results` is what the catalogue finds for `query`; `highlighted`, when set,
/// indexes `results`).
struct CitySearch: Sendable, Hashable {
    private(set) var query = ""
    private(set) var results: [City] = []
    private(set) var highlighted: Int?
    /// Index of the first visible result.
    private(set) var offset = 0

    /// What the panel does to the search.
    enum Input: Sendable {
        /// `query` is typed, and the catalogue finds `results` for it.
        case query(String, results: [City])
        /// The result Enter adds, or none.
        case highlight(Int?)
        /// The first result on screen.
        case scroll(to: Int)
    }

    /// What changed.
    enum Event: Sendable, Equatable {
        case changed
    }

    mutating func handle(_ input: Input) -> [Event] {
        let before = self
        switch input {
        case .query(let text, let found):
            query = text
            results = found
        case .highlight(let index): highlighted = index
        case .scroll(let first): offset = first
        }
        return self == before ? [] : [.changed]
    }
}

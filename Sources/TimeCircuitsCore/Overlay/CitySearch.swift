/// The settings panel's search for a city: what is typed, what the catalogue finds for it, the
/// result Enter adds and the first result on screen. `SettingsOverlay` keeps it and its
/// invariants (`results` is what the catalogue finds for `query`; `highlighted`, when set,
/// indexes `results`).
struct CitySearch: Sendable, Hashable {
    var query = ""
    var results: [City] = []
    var highlighted: Int?
    /// Index of the first visible result.
    var offset = 0
}

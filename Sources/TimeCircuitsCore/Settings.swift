/// What the clock remembers between launches.
///
/// Kept separate from its file format (`SettingsFile`) so the shell, the overlay and tests deal in
/// cities, not in text. Later settings (window size and position, borderless, on-top, colon style)
/// become new stored properties here and new keys in `SettingsFile`.
public struct Settings: Sendable, Hashable {
    /// The face's rows, top first; at most `CityStore.capacity`, no duplicates.
    public var cities: [City]

    /// Lines with keys this version does not know, exactly as they were written, in file order.
    /// Saved back unchanged so a setting written by a newer clock (or a note a user keeps as
    /// `key = value`) survives being edited by this one.
    public var unknownLines: [String]

    public init(cities: [City], unknownLines: [String] = []) {
        self.cities = CityStore(cities: cities).cities
        self.unknownLines = unknownLines
    }

    /// New York, London, Hong Kong and nothing else: a fresh install, or a file too damaged to use.
    public static func defaults(in catalogue: CityCatalogue = .standard) -> Settings {
        Settings(cities: CityStore.defaults(in: catalogue).cities)
    }

    /// The cities as a store the overlay can edit.
    public var store: CityStore { CityStore(cities: cities) }
}

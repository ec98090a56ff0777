/// Why a city could not be added: said inline in the settings overlay instead of failing silently.
///
/// A typed reason rather than a `Bool`, so the overlay can show a sentence that tells the user what
/// to do next ("remove one first") and tests can tell the two refusals apart.
public enum CityStoreRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every row of the face is taken.
    case full
    /// The city already fills a row; a city can fill only one.
    case duplicate(City)

    /// One sentence for the overlay's message line.
    public func message(_ words: Words) -> String {
        switch self {
        case .full:
            words("Three cities already — remove one first")
        case .duplicate(let city):
            words("%1$s is already on the clock", city.name)
        }
    }

    public var description: String { message(.english) }
}

/// The cities the face shows, top row first: the one piece of state the settings overlay edits.
///
/// A value type with no I/O, so every rule (at most three, no city twice, order is slot order) is
/// checked in one place and tested without a display; the shell persists it and repaints the face
/// after each change.
///
/// Invariants, kept by every initialiser and mutation:
/// - `cities.count <= CityStore.capacity`;
/// - no two cities share an `id`;
/// - index `i` is face row `i` (0 red, 1 green, 2 amber): order is meaningful and kept.
public struct CityStore: Sendable, Hashable {
    /// One city per face row; the face has three rows.
    public static let capacity = CitySelection.maximumCount

    /// The selected cities in slot order.
    public private(set) var cities: [City]

    /// An empty store: every row of the face dark.
    public init() {
        cities = []
    }

    /// A store holding `cities`, cleaned to keep the invariants: later duplicates are dropped and
    /// anything past `capacity` is cut off. Callers that need to report such problems (the settings
    /// file parser, `--cities`) check before building the store; here the rule is only enforced.
    public init(cities: [City]) {
        var kept: [City] = []
        for city in cities where kept.count < Self.capacity && !kept.contains(where: { $0.id == city.id }) {
            kept.append(city)
        }
        self.cities = kept
    }

    /// New York, London and Hong Kong: the rows a fresh install shows.
    public static func defaults(in catalogue: CityCatalogue = .standard) -> CityStore {
        CityStore(cities: CityCatalogue.defaultIDs.compactMap(catalogue.city(id:)))
    }

    public var count: Int { cities.count }
    public var isEmpty: Bool { cities.isEmpty }
    /// True when adding would be refused with `.full`.
    public var isFull: Bool { cities.count >= Self.capacity }
    /// The ids in slot order, as the settings file stores them.
    public var ids: [String] { cities.map(\.id) }

    /// Whether `city` already fills a row. Compared by `id`, the stable key.
    public func contains(_ city: City) -> Bool {
        index(of: city) != nil
    }

    /// The slot `city` fills, if any.
    public func index(of city: City) -> Int? {
        cities.firstIndex { $0.id == city.id }
    }

    /// Why `add(city)` would fail, or nil when it would succeed. Duplicates are reported before a
    /// full store: "already on the clock" is the more useful thing to hear about that city.
    public func refusal(toAdd city: City) -> CityStoreRefusal? {
        if contains(city) { return .duplicate(city) }
        if isFull { return .full }
        return nil
    }

    /// Puts `city` in the first empty row and returns that slot.
    @discardableResult
    public mutating func add(_ city: City) throws(CityStoreRefusal) -> Int {
        if let refusal = refusal(toAdd: city) { throw refusal }
        cities.append(city)
        return cities.count - 1
    }

    /// Removes the city in `index` and closes the gap (rows below move up, since empty rows are
    /// always the bottom ones). An index with no city changes nothing and returns nil.
    @discardableResult
    public mutating func remove(at index: Int) -> City? {
        guard cities.indices.contains(index) else { return nil }
        return cities.remove(at: index)
    }

    /// Moves the city in slot `source` to slot `destination`, shifting the ones between; returns
    /// whether anything changed. Both must be occupied slots: a city cannot be dropped below the
    /// last city, because empty rows stay at the bottom.
    @discardableResult
    public mutating func move(from source: Int, to destination: Int) -> Bool {
        guard cities.indices.contains(source), cities.indices.contains(destination),
              source != destination else { return false }
        let city = cities.remove(at: source)
        cities.insert(city, at: destination)
        return true
    }

    /// Moves the city in `index` one row up; returns its new slot, or nil at the top or for an
    /// empty slot.
    @discardableResult
    public mutating func moveUp(at index: Int) -> Int? {
        move(from: index, to: index - 1) ? index - 1 : nil
    }

    /// Moves the city in `index` one row down; returns its new slot, or nil at the bottom or for
    /// an empty slot.
    @discardableResult
    public mutating func moveDown(at index: Int) -> Int? {
        move(from: index, to: index + 1) ? index + 1 : nil
    }

    /// Back to New York, London, Hong Kong.
    public mutating func reset(catalogue: CityCatalogue = .standard) {
        self = .defaults(in: catalogue)
    }
}

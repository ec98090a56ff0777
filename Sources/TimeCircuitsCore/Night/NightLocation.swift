import FoundationEssentials

/// The settings file's `location`: a catalogue city or a pair of coordinates.
public enum NightLocation: Sendable, Hashable {
    case city(City)
    case coordinates(Coordinates)

    /// Reads `47.37,8.54` or a city id (`zurich`, `New-York`); nil when it is neither.
    public static func parse(_ text: String, catalogue: CityCatalogue = .standard) -> NightLocation? {
        if let place = Coordinates.parse(text) { return .coordinates(place) }
        return catalogue.city(id: CitySelection.normalised(text)).flatMap { $0.coordinates == nil ? nil : .city($0) }
    }

    /// The settings-file form: the city's id, or the coordinates.
    public var text: String {
        switch self {
        case .city(let city): city.id
        case .coordinates(let place): place.text
        }
    }

    public var coordinates: Coordinates? {
        switch self {
        case .city(let city): city.coordinates
        case .coordinates(let place): place
        }
    }
}

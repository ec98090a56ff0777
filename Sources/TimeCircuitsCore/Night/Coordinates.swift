import FoundationEssentials

/// A place on the Earth, in degrees: north and east positive (ISO 6709's signs), as gazetteers
/// and the settings file's `location = 47.37,8.54` write them.
public struct Coordinates: Sendable, Hashable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// What `parse` accepts, for messages.
    public static let expected = Words.marked("latitude,longitude in degrees like 47.37,8.54, or a city id from `timecircuits cities`")

    /// Reads `47.37,8.54` (also with a space after the comma); nil when it is not two numbers
    /// within −90…90 and −180…180.
    public static func parse(_ text: String) -> Coordinates? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") } }),
              let lat = Double(parts[0]), let lon = Double(parts[1]),
              (-90...90).contains(lat), (-180...180).contains(lon) else { return nil }
        return Coordinates(latitude: lat, longitude: lon)
    }

    /// The settings-file form: `47.37,8.54`, as few digits as say it.
    public var text: String { "\(Self.trimmed(latitude)),\(Self.trimmed(longitude))" }

    private static func trimmed(_ degrees: Double) -> String {
        let rounded = (degrees * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

import FoundationEssentials

/// A place the clock can show: one row of the face reads the time in `zone`.
///
/// `id` is the stable key used on the command line and in the settings file; it never changes once
/// published, even if the display name does.
public struct City: Sendable, Hashable, Identifiable, Codable {
    /// Stable snake_case key, e.g. `new_york`.
    public let id: String
    /// Display name with its proper spelling and diacritics, e.g. `São Paulo`.
    public let name: String
    /// Country or territory, in English.
    public let country: String
    /// IANA time-zone identifier, e.g. `America/New_York`.
    public let zone: String
    /// Other names people search for: codes (`NYC`), old names (`Bombay`), airport codes.
    public let aliases: [String]

    public init(id: String, name: String, country: String, zone: String, aliases: [String] = []) {
        self.id = id
        self.name = name
        self.country = country
        self.zone = zone
        self.aliases = aliases
    }

    /// The name as printed on the black city plate under the row: capitals, as on the prop's
    /// "PRESENT TIME" plates.
    public var plateName: String { name.uppercased() }
}

extension City {
    /// An offset from UTC as people write it: `UTC+05:45`, `UTC-03:30`, `UTC+00:00`.
    public static func utcOffsetText(seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return "UTC" + (seconds < 0 ? "-" : "+") + NumberText.padded(minutes / 60, 2) + ":" + NumberText.padded(minutes % 60, 2)
    }
}

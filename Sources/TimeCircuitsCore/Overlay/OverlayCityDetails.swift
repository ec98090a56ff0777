import FoundationEssentials

/// The text of one selected city's row: what the overlay shows beside the row's colour.
public struct OverlayCityDetails: Sendable, Hashable {
    public var name: String
    public var country: String
    public var zone: String
    /// Local time as the face shows it, "04:21 AM".
    public var localTime: String
    /// "UTC+05:30", "UTC-03:00", "UTC+00:00".
    public var utcOffset: String

    /// `zone` is the city's, read by the caller (UTC when its file cannot be read).
    public init(city: City, zone: Zone, at instant: Date) {
        let readout = Readout(instant: instant, zone: zone)
        name = city.name
        country = city.country
        self.zone = city.zone
        localTime = "\(readout.hourDigits):\(readout.minuteDigits) \(readout.meridiem.rawValue)"
        utcOffset = City.utcOffsetText(seconds: zone.secondsFromGMT(for: instant))
    }

    /// "São Paulo, Brazil".
    public var nameLine: String { "\(name), \(country)" }
    /// "America/Sao_Paulo · 10:21 PM · UTC-03:00".
    public var detailLine: String { "\(zone) · \(localTime) · \(utcOffset)" }
}

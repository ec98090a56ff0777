import FoundationEssentials

/// A temperature scale: the room condition is read in either and shown in the one chosen.
/// The raw value is its spelling in the settings file.
public enum TemperatureUnit: String, Sendable, Hashable, CaseIterable {
    case celsius = "c"
    case fahrenheit = "f"

    /// The sign shown after the number.
    public var sign: String { self == .celsius ? "°C" : "°F" }

    /// `value` in this unit, given in `unit`.
    public func converted(_ value: Double, from unit: TemperatureUnit) -> Double {
        switch (unit, self) {
        case (.celsius, .fahrenheit): value * 9 / 5 + 32
        case (.fahrenheit, .celsius): (value - 32) * 5 / 9
        default: value
        }
    }
}

/// One number read from an MQTT topic for the room condition, as a sensor publishes it: a bare
/// number (`21.5`), one with its unit (`70.7 °F`, `45 %`), Home Assistant's state JSON
/// (`{"state":"21.5","attributes":{"unit_of_measurement":"°C"}}`) or a sensor's own JSON
/// (`{"temperature":21.5,"humidity":45}`, as zigbee2mqtt sends it).
public struct RoomReading: Sendable, Hashable {
    /// What a topic carries.
    public enum Quantity: String, Sendable, Hashable, CaseIterable {
        case temperature
        case humidity
    }

    public var value: Double
    /// The scale a temperature came in: its own unit when it named one, else the setting's.
    public var unit: TemperatureUnit
    /// The wall-clock instant it arrived.
    public var at: Date

    public init(value: Double, unit: TemperatureUnit = .celsius, at: Date) {
        self.value = value
        self.unit = unit
        self.at = at
    }

    /// Reads `payload` as `quantity`; nil when it carries no number (`unavailable`, `unknown`,
    /// or anything else), which the caller says once rather than showing a made-up value.
    public static func parse(_ payload: String, as quantity: Quantity, unit assumed: TemperatureUnit, at: Date) -> RoomReading? {
        let text = payload.trimmingWhitespace()
        if text.hasPrefix("{") { return json(String(text), as: quantity, unit: assumed, at: at) }
        return plain(String(text), unit: assumed, at: at)
    }

    /// `21.5`, `21.5°C`, `70.7 °F`, `45 %`: a number, then at most a unit.
    private static func plain(_ text: String, unit assumed: TemperatureUnit, at: Date) -> RoomReading? {
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "," }
        let rest = String(text.dropFirst(number.count)).trimmingWhitespace().lowercased()
        guard let value = Double(String(number.map { $0 == "," ? "." : $0 })), value.isFinite else { return nil }
        let unit: TemperatureUnit
        switch rest {
        case "", "%": unit = assumed
        case "°c", "c", "℃": unit = .celsius
        case "°f", "f", "℉": unit = .fahrenheit
        default: return nil
        }
        return RoomReading(value: value, unit: unit, at: at)
    }

    private struct Sensor: Decodable {
        struct Attributes: Decodable {
            var unit: String?
            private enum CodingKeys: String, CodingKey { case unit = "unit_of_measurement" }
        }
        var state: Loose?
        var attributes: Attributes?
        var temperature: Loose?
        var humidity: Loose?
        var unit: String?
        private enum CodingKeys: String, CodingKey { case state, attributes, temperature, humidity, unit = "unit_of_measurement" }
    }

    /// A number sent as a number or as a string, as Home Assistant sends its states.
    private struct Loose: Decodable {
        var text: String
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let d = try? c.decode(Double.self) { text = String(d) } else { text = try c.decode(String.self) }
        }
    }

    private static func json(_ text: String, as quantity: Quantity, unit assumed: TemperatureUnit, at: Date) -> RoomReading? {
        guard let sensor = try? JSONDecoder().decode(Sensor.self, from: Data(text.utf8)) else { return nil }
        let own = quantity == .temperature ? sensor.temperature : sensor.humidity
        guard let number = own ?? sensor.state else { return nil }
        let unit = sensor.attributes?.unit ?? sensor.unit ?? ""
        return plain(number.text + " " + unit, unit: assumed, at: at)
    }
}

import FoundationEssentials

/// A time zone as the clock uses it: its name and its rules, read from the system's tz database
/// by `ZoneRules`. FoundationEssentials' `TimeZone` knows only fixed offsets (named zones come with
/// ICU, issue 30), so every readout, alarm and night schedule asks one of these.
public struct Zone: Sendable, Hashable {
    /// `Europe/London`; `UTC`; for `TZ` given as a path or a POSIX rule, that text.
    public let identifier: String
    public let rules: ZoneRules

    public init(identifier: String, rules: ZoneRules) {
        self.identifier = identifier
        self.rules = rules
    }

    /// Coordinated Universal Time, always there: what a row whose zone file is missing shows.
    public static let utc = Zone(identifier: "UTC", rules: ZoneRules(fixed: 0))

    /// Seconds east of UTC at `date`, as `TimeZone.secondsFromGMT(for:)` gives them.
    public func secondsFromGMT(for date: Date) -> Int {
        Int(rules.offset(at: Int64(date.timeIntervalSince1970.rounded(.down))))
    }

    /// Zone `identifier` read from the system's files by this process's environment; nil when
    /// it cannot be read. For tests and one-off callers, in `TimeZone(identifier:)`'s shape.
    public init?(identifier: String) {
        guard let zone = try? Zone.named(identifier, environment: ProcessInfo.processInfo.environment) else { return nil }
        self = zone
    }

    /// Zone `identifier` from the system's database (`$TZDIR`, else /usr/share/zoneinfo).
    public static func named(_ identifier: String, environment: [String: String]) throws(ZoneRules.Damage) -> Zone {
        if identifier == "UTC" { return utc }
        return Zone(identifier: identifier, rules: try ZoneRules.load(identifier, from: ZoneRules.directory(environment: environment)))
    }

    /// This computer's zone, as glibc finds it (`$TZ`, else /etc/localtime), and the one line to
    /// say when it cannot be read: the clock then runs on UTC rather than not at all.
    public static func local(environment: [String: String], localtime: String = "/etc/localtime") -> (zone: Zone, warning: String?) {
        do {
            let (rules, name) = try ZoneRules.local(environment: environment, localtime: localtime)
            return (Zone(identifier: name ?? environment["TZ"].map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 } ?? "localtime",
                         rules: rules), nil)
        } catch {
            return (utc, "this computer's time zone cannot be read: \(error.reason); the clock shows UTC as local time")
        }
    }

    /// This computer's zone, read now from the process's environment; UTC when it cannot be read.
    /// A default for tests and one-off callers: the clock reads it once at launch (`ClockSetup`).
    public static var current: Zone { local(environment: ProcessInfo.processInfo.environment).zone }
}

/// The rules of every zone the face shows, each read once from the system's files when a city
/// first needs it: the cities' rows, PRESENT TIME's city. A value the face holds, not a cache
/// behind it, so two clocks in one process (the tests) never share or race over one.
public struct ShownZones: Sendable {
    /// The environment the files are found by (`TZDIR`).
    public let environment: [String: String]
    private var zones: [String: Zone] = [:]
    /// Zones that could not be read, with the line that says so, in the order they were asked
    /// for; their rows show UTC. The shell says each once.
    public private(set) var warnings: [String] = []

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Reads the zones of `cities` that are not held yet.
    public mutating func include(_ cities: [City]) {
        for city in cities where zones[city.zone] == nil {
            do {
                zones[city.zone] = try Zone.named(city.zone, environment: environment)
            } catch {
                zones[city.zone] = Zone(identifier: city.zone, rules: ZoneRules(fixed: 0))
                warnings.append("the time zone of \(city.name), \(city.zone), cannot be read: \(error.reason); its row shows UTC")
            }
        }
    }

    /// The zone of `city`: read before by `include`, else UTC (a city nobody included).
    public func zone(of city: City) -> Zone {
        zones[city.zone] ?? Zone(identifier: city.zone, rules: ZoneRules(fixed: 0))
    }
}

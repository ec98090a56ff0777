import FoundationEssentials

/// A time zone as the clock uses it: its name and its rules, parsed from the system's tz database
/// by `ZoneRules` (storage reads the files; the core is handed a `ZoneResolver`). FoundationEssentials' `TimeZone` knows only fixed offsets (named zones come with
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
}

/// How the core finds a zone's rules by name, without reading a file itself: whoever builds a
/// model hands it one (storage's `ZoneFiles.resolver`, which reads the system's tz database), and
/// the face asks it, explicitly, when a city first comes.
public struct ZoneResolver: Sendable {
    private let find: @Sendable (String) -> Result<ZoneRules, ZoneRules.Damage>

    public init(_ find: @escaping @Sendable (String) -> Result<ZoneRules, ZoneRules.Damage>) {
        self.find = find
    }

    /// Zone `identifier`; UTC is always known, whatever the resolver.
    public func zone(named identifier: String) throws(ZoneRules.Damage) -> Zone {
        if identifier == "UTC" { return .utc }
        return Zone(identifier: identifier, rules: try find(identifier).get())
    }

    /// A resolver that knows only the zones given (and UTC): for a model built with no zone
    /// files at hand, and for tests that name their zones' rules.
    public static func fixed(_ rules: [String: ZoneRules]) -> ZoneResolver {
        ZoneResolver { name in
            rules[name].map { .success($0) } ?? .failure(ZoneRules.Damage(reason: "no rules for \(name) were given"))
        }
    }
}

/// The rules of every zone the face shows, each asked of the resolver once, when a city
/// first needs it: the cities' rows, PRESENT TIME's city. A value the face holds, not a cache
/// behind it, so two clocks in one process (the tests) never share or race over one.
public struct ShownZones: Sendable {
    /// Where the zones' rules come from.
    public let resolver: ZoneResolver
    private var zones: [String: Zone] = [:]
    /// Zones that could not be read, with the line that says so, in the order they were asked
    /// for; their rows show UTC. The shell says each once.
    public private(set) var warnings: [String] = []

    public init(resolver: ZoneResolver) {
        self.resolver = resolver
    }

    /// Reads the zones of `cities` that are not held yet.
    public mutating func include(_ cities: [City]) {
        for city in cities where zones[city.zone] == nil {
            do {
                zones[city.zone] = try resolver.zone(named: city.zone)
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

/// The working hours of every city a plan shows: one set for all (`WorkingHours`), and a set of
/// their own for the cities whose week differs, as `workhours = 09:00-17:00 mon-fri / tel_aviv
/// 08:00-16:00 sun-thu` writes them. Tel Aviv works Sunday to Thursday, Dubai Monday to Friday
/// since 2022, a night-shift desk overnight: one span for the whole world cannot say that.
public struct WorkingWeek: Sendable, Hashable {
    /// The hours of every city without its own.
    public var everyone: WorkingHours
    /// The hours of the cities that have their own, by city id.
    public var cities: [String: WorkingHours]

    public init(everyone: WorkingHours = .standard, cities: [String: WorkingHours] = [:]) {
        self.everyone = everyone
        self.cities = cities
    }

    /// 09:00–17:00, Monday to Friday, everywhere: a fresh install's.
    public static let standard = WorkingWeek()

    /// What working hours look like, for every message about bad ones.
    public static let expected = Words.marked("a span and weekdays like 09:00-17:00 mon-fri or 08:00-16:00 sun-thu, and for one city its id before them after a slash: 09:00-17:00 mon-fri / tel_aviv 08:00-16:00 sun-thu")

    /// The hours `city` works.
    public func of(_ city: City) -> WorkingHours { cities[city.id] ?? everyone }

    /// The settings file's form: everyone's, then each city's in the order of their ids.
    public var text: String {
        ([everyone.text] + cities.keys.sorted().map { "\($0) \(cities[$0]!.text)" }).joined(separator: " / ")
    }

    /// Reads `09:00-17:00 mon-fri / tel_aviv 08:00-16:00 sun-thu`: entries split by slashes,
    /// one without a city (everyone's, at most one) and any number for a city of `catalogue` each
    /// (once). Nil when any entry is not working hours or names no city of the catalogue.
    public static func parse(_ text: String, catalogue: CityCatalogue = .standard) -> WorkingWeek? {
        var week = WorkingWeek()
        var sawEveryone = false
        let entries = text.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard !entries.isEmpty, !entries.contains(where: \.isEmpty) else { return nil }
        for entry in entries {
            if entry.first?.isNumber == true {
                guard !sawEveryone, let hours = WorkingHours.parse(entry) else { return nil }
                week.everyone = hours
                sawEveryone = true
                continue
            }
            let parts = entry.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            guard parts.count == 2, let city = catalogue.city(id: String(parts[0]).lowercased()), week.cities[city.id] == nil,
                  let hours = WorkingHours.parse(String(parts[1])) else { return nil }
            week.cities[city.id] = hours
        }
        return week
    }

    /// The same, refused in one line in the language of `words`.
    public static func parse(_ text: String, words: Words) throws(InputError) -> WorkingWeek {
        guard let week = parse(text) else {
            throw InputError(words("invalid working hours %1$s: expected %2$s", QuotedInput.quoted(text), words(expected)))
        }
        return week
    }
}

import Foundation

/// The cities the clock knows by name.
///
/// People think in places, not in IANA zones: they want "Tokyo" on a row, type `nyc` on the command
/// line and misspell `londn`. The catalogue turns those into stable `City` ids so the settings file
/// and the face never have to deal with raw zone strings, and so a typo earns a "did you mean"
/// instead of a bare error.
public struct CityCatalogue: Sendable {
    /// Every city the catalogue offers, in the order given. The standard list runs west to east by
    /// standard UTC offset, so neighbours in the list are neighbours on the clock face too.
    public let cities: [City]

    /// Lookup table for `city(id:)`; built once because the clock resolves ids on every launch.
    private let byID: [String: City]
    /// Normalised search keys, computed once so typing in a picker never re-folds 200 names per key.
    private let entries: [Entry]

    /// Builds a catalogue from any list, so tests and callers can use a small hand-made set.
    ///
    /// Ids should be unique; if one repeats, the first city with it wins, so an earlier curated
    /// entry can never be shadowed by a later one.
    public init(cities: [City]) {
        self.cities = cities
        var byID: [String: City] = [:]
        for city in cities where byID[city.id] == nil {
            byID[city.id] = city
        }
        self.byID = byID
        self.entries = cities.map(Entry.init)
    }

    /// The three rows a fresh install shows. They are ordered by time of day, west to east, so on a
    /// normal day the hours roll from the top row to the bottom one, as on the film prop.
    public static let defaultIDs = ["new_york", "london", "hong_kong"]

    /// The curated catalogue shipped with the clock: every UTC offset in use today (half- and
    /// quarter-hour zones included) has at least one city, so no one is left without a place to pick.
    public static let standard = CityCatalogue(cities: standardCities)

    /// Resolves a stored id. Exact match only: ids are stable keys, and guessing here would let a
    /// typo in the settings file silently show the wrong city; use `suggestions(for:)` instead.
    public func city(id: String) -> City? {
        byID[id]
    }

    /// The ids closest to one the user typed but the catalogue does not know, best first, so the
    /// error can say "did you mean …?".
    ///
    /// Spelling in ids, names and aliases is compared case- and diacritic-insensitively, with any
    /// punctuation or spaces treated as `_`, so `nyc`, `New-York`, `sao paulo` and `londn` all land on
    /// the city the user meant. Anything too far from every key is left out rather than offered as a
    /// random guess.
    public func suggestions(for unknownID: String, limit: Int = 3) -> [String] {
        let key = Self.snakeKey(unknownID)
        guard !key.isEmpty, limit > 0 else { return [] }
        let query = Array(key)
        // Short inputs tolerate two edits; long ones a third of their length.
        let maxDistance = max(2, query.count / 3)

        var scored: [(distance: Int, index: Int, id: String)] = []
        for (index, entry) in entries.enumerated() {
            var best = Int.max
            for candidate in entry.snakeKeys {
                best = min(best, Self.levenshtein(query, candidate, limit: maxDistance))
                if best == 0 { break }
            }
            // A clean prefix of an id ("san_fr", "lon") is as good as a one-letter slip.
            if best > 1, query.count >= 3, entry.city.id.hasPrefix(key) {
                best = 1
            }
            if best <= maxDistance {
                scored.append((best, index, entry.city.id))
            }
        }
        scored.sort { ($0.distance, $0.id) < ($1.distance, $1.id) }

        var seen = Set<String>()
        var result: [String] = []
        for item in scored where seen.insert(item.id).inserted {
            result.append(item.id)
            if result.count == limit { break }
        }
        return result
    }

    /// Cities matching what someone is typing into a picker, most likely first.
    ///
    /// Matching ignores case and diacritics (`sao` finds São Paulo, `zurich` finds Zürich) and
    /// looks at names, countries, zone ids and aliases, because people search by whatever they
    /// remember: a code (`HK`), an old name (`Bombay`), a country (`India`). Ranking puts the place
    /// the query most plausibly names first: an exact name or alias, then a name that starts with
    /// the query, then one with a word that does, then one containing it, and only then cities
    /// that match through their country, zone or aliases. An empty query lists every city
    /// alphabetically, so the picker has something to scroll.
    public func search(_ query: String) -> [City] {
        let key = Self.searchKey(query)
        guard !key.isEmpty else {
            return entries
                .sorted { ($0.nameKey, $0.city.id) < ($1.nameKey, $1.city.id) }
                .map(\.city)
        }
        let snake = key.replacingOccurrences(of: " ", with: "_")

        var ranked: [(rank: Int, entry: Entry)] = []
        for entry in entries {
            let rank: Int
            if entry.nameKey == key || entry.aliasKeys.contains(key) || entry.city.id == snake {
                rank = 0
            } else if entry.nameKey.hasPrefix(key) {
                rank = 1
            } else if (" " + entry.nameKey).contains(" " + key) {
                rank = 2
            } else if entry.nameKey.contains(key) {
                rank = 3
            } else if (" " + entry.countryKey).contains(" " + key)
                || entry.aliasKeys.contains(where: { (" " + $0).contains(" " + key) }) {
                // Country or alias at a word start ("india", "kore") beats an accidental
                // substring buried in a zone id ("Indian/Maldives").
                rank = 4
            } else if entry.countryKey.contains(key) || entry.zoneKey.contains(key)
                || entry.aliasKeys.contains(where: { $0.contains(key) }) {
                rank = 5
            } else {
                continue
            }
            ranked.append((rank, entry))
        }
        ranked.sort {
            ($0.rank, $0.entry.nameKey, $0.entry.city.id) < ($1.rank, $1.entry.nameKey, $1.entry.city.id)
        }
        return ranked.map(\.entry.city)
    }
}

// MARK: - Matching

extension CityCatalogue {
    /// One city with its text pre-normalised for matching.
    private struct Entry: Sendable {
        let city: City
        let nameKey: String
        let countryKey: String
        let zoneKey: String
        let aliasKeys: [String]
        /// Id, name and aliases in id form, as arrays of characters for the edit distance.
        let snakeKeys: [[Character]]

        init(_ city: City) {
            self.city = city
            nameKey = CityCatalogue.searchKey(city.name)
            countryKey = CityCatalogue.searchKey(city.country)
            zoneKey = CityCatalogue.searchKey(city.zone)
            aliasKeys = city.aliases.map(CityCatalogue.searchKey)
            snakeKeys = ([city.id, city.name] + city.aliases).map { Array(CityCatalogue.snakeKey($0)) }
        }
    }

    /// Folds case and diacritics, drops apostrophes ("Nuku'alofa", "St. John's") and turns every
    /// other run of non-alphanumerics into one space: "America/New_York" → "america new york".
    static func searchKey(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// The same normalisation in id form: "New-York" → "new_york", "São Paulo" → "sao_paulo".
    static func snakeKey(_ text: String) -> String {
        words(text).joined(separator: "_")
    }

    private static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
        var words: [String] = []
        var current = ""
        for character in folded {
            if character == "'" || character == "\u{2019}" || character == "`" {
                continue
            }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Edit distance with insertions, deletions and substitutions all costing one. Gives up early
    /// and returns `limit + 1` once every path exceeds `limit`, since callers only care about close
    /// matches.
    static func levenshtein(_ a: [Character], _ b: [Character], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if limit < Int.max, abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if limit < Int.max, rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

// MARK: - The curated list

extension CityCatalogue {
    /// Grouped by standard UTC offset (the one without daylight saving), west to east. Zones are canonical IANA names where
    /// the country has one (`Europe/Kyiv`, `Asia/Kolkata`); several cities may share a zone because
    /// people look for the city, not the zone. Names stay within 16 characters to fit the plate.
    private static let standardCities: [City] = [
        // UTC−12:00
        City(id: "baker_island", name: "Baker Island", country: "United States", zone: "Etc/GMT+12", aliases: ["Howland Island"]),
        // UTC−11:00
        City(id: "pago_pago", name: "Pago Pago", country: "American Samoa", zone: "Pacific/Pago_Pago", aliases: ["PPG"]),
        // UTC−10:00
        City(id: "honolulu", name: "Honolulu", country: "United States", zone: "Pacific/Honolulu", aliases: ["HNL", "Hawaii"]),
        City(id: "papeete", name: "Papeete", country: "French Polynesia", zone: "Pacific/Tahiti", aliases: ["Tahiti", "PPT"]),
        // UTC−09:30
        City(id: "taiohae", name: "Taiohae", country: "French Polynesia", zone: "Pacific/Marquesas", aliases: ["Marquesas", "Nuku Hiva"]),
        // UTC−09:00
        City(id: "anchorage", name: "Anchorage", country: "United States", zone: "America/Anchorage", aliases: ["ANC", "Alaska"]),
        City(id: "juneau", name: "Juneau", country: "United States", zone: "America/Juneau", aliases: ["JNU"]),
        // UTC−08:00
        City(id: "los_angeles", name: "Los Angeles", country: "United States", zone: "America/Los_Angeles", aliases: ["LA", "LAX", "Hollywood"]),
        City(id: "san_francisco", name: "San Francisco", country: "United States", zone: "America/Los_Angeles", aliases: ["SF", "SFO", "Frisco", "Bay Area"]),
        City(id: "san_diego", name: "San Diego", country: "United States", zone: "America/Los_Angeles", aliases: ["SAN"]),
        City(id: "seattle", name: "Seattle", country: "United States", zone: "America/Los_Angeles", aliases: ["SEA"]),
        City(id: "portland", name: "Portland", country: "United States", zone: "America/Los_Angeles", aliases: ["PDX"]),
        City(id: "las_vegas", name: "Las Vegas", country: "United States", zone: "America/Los_Angeles", aliases: ["LAS", "Vegas"]),
        City(id: "vancouver", name: "Vancouver", country: "Canada", zone: "America/Vancouver", aliases: ["YVR"]),
        City(id: "tijuana", name: "Tijuana", country: "Mexico", zone: "America/Tijuana", aliases: ["TIJ"]),
        // UTC−07:00
        City(id: "whitehorse", name: "Whitehorse", country: "Canada", zone: "America/Whitehorse", aliases: ["YXY", "Yukon"]),
        City(id: "denver", name: "Denver", country: "United States", zone: "America/Denver", aliases: ["DEN", "Mile High City"]),
        City(id: "phoenix", name: "Phoenix", country: "United States", zone: "America/Phoenix", aliases: ["PHX", "Arizona"]),
        City(id: "salt_lake_city", name: "Salt Lake City", country: "United States", zone: "America/Denver", aliases: ["SLC"]),
        City(id: "calgary", name: "Calgary", country: "Canada", zone: "America/Edmonton", aliases: ["YYC"]),
        City(id: "edmonton", name: "Edmonton", country: "Canada", zone: "America/Edmonton", aliases: ["YEG"]),
        City(id: "boise", name: "Boise", country: "United States", zone: "America/Boise", aliases: ["BOI"]),
        // UTC−06:00
        City(id: "chicago", name: "Chicago", country: "United States", zone: "America/Chicago", aliases: ["CHI", "ORD", "Windy City"]),
        City(id: "houston", name: "Houston", country: "United States", zone: "America/Chicago", aliases: ["HOU", "IAH"]),
        City(id: "dallas", name: "Dallas", country: "United States", zone: "America/Chicago", aliases: ["DFW"]),
        City(id: "austin", name: "Austin", country: "United States", zone: "America/Chicago", aliases: ["AUS"]),
        City(id: "new_orleans", name: "New Orleans", country: "United States", zone: "America/Chicago", aliases: ["MSY", "NOLA"]),
        City(id: "minneapolis", name: "Minneapolis", country: "United States", zone: "America/Chicago", aliases: ["MSP"]),
        City(id: "nashville", name: "Nashville", country: "United States", zone: "America/Chicago", aliases: ["BNA"]),
        City(id: "st_louis", name: "St. Louis", country: "United States", zone: "America/Chicago", aliases: ["STL", "Saint Louis"]),
        City(id: "winnipeg", name: "Winnipeg", country: "Canada", zone: "America/Winnipeg", aliases: ["YWG"]),
        City(id: "regina", name: "Regina", country: "Canada", zone: "America/Regina", aliases: ["YQR", "Saskatchewan"]),
        City(id: "mexico_city", name: "Mexico City", country: "Mexico", zone: "America/Mexico_City", aliases: ["CDMX", "MEX", "Ciudad de México"]),
        City(id: "guadalajara", name: "Guadalajara", country: "Mexico", zone: "America/Mexico_City", aliases: ["GDL"]),
        City(id: "monterrey", name: "Monterrey", country: "Mexico", zone: "America/Monterrey", aliases: ["MTY"]),
        City(id: "belize_city", name: "Belize City", country: "Belize", zone: "America/Belize", aliases: ["BZE"]),
        City(id: "guatemala_city", name: "Guatemala City", country: "Guatemala", zone: "America/Guatemala", aliases: ["GUA"]),
        City(id: "san_salvador", name: "San Salvador", country: "El Salvador", zone: "America/El_Salvador", aliases: ["SAL"]),
        City(id: "tegucigalpa", name: "Tegucigalpa", country: "Honduras", zone: "America/Tegucigalpa", aliases: ["TGU"]),
        City(id: "managua", name: "Managua", country: "Nicaragua", zone: "America/Managua", aliases: ["MGA"]),
        City(id: "san_jose_costa_rica", name: "San José", country: "Costa Rica", zone: "America/Costa_Rica", aliases: ["SJO"]),
        // UTC−05:00
        City(id: "cancun", name: "Cancún", country: "Mexico", zone: "America/Cancun", aliases: ["CUN"]),
        City(id: "new_york", name: "New York", country: "United States", zone: "America/New_York", aliases: ["NYC", "NY", "Big Apple", "JFK", "Manhattan"]),
        City(id: "washington_dc", name: "Washington DC", country: "United States", zone: "America/New_York", aliases: ["DC", "Washington", "DCA", "IAD"]),
        City(id: "boston", name: "Boston", country: "United States", zone: "America/New_York", aliases: ["BOS"]),
        City(id: "philadelphia", name: "Philadelphia", country: "United States", zone: "America/New_York", aliases: ["PHL", "Philly"]),
        City(id: "atlanta", name: "Atlanta", country: "United States", zone: "America/New_York", aliases: ["ATL"]),
        City(id: "miami", name: "Miami", country: "United States", zone: "America/New_York", aliases: ["MIA"]),
        City(id: "detroit", name: "Detroit", country: "United States", zone: "America/Detroit", aliases: ["DTW", "Motor City"]),
        City(id: "indianapolis", name: "Indianapolis", country: "United States", zone: "America/Indiana/Indianapolis", aliases: ["IND"]),
        City(id: "toronto", name: "Toronto", country: "Canada", zone: "America/Toronto", aliases: ["YYZ", "TO"]),
        City(id: "montreal", name: "Montréal", country: "Canada", zone: "America/Toronto", aliases: ["YUL"]),
        City(id: "ottawa", name: "Ottawa", country: "Canada", zone: "America/Toronto", aliases: ["YOW"]),
        City(id: "quebec_city", name: "Québec City", country: "Canada", zone: "America/Toronto", aliases: ["YQB", "Quebec"]),
        City(id: "havana", name: "Havana", country: "Cuba", zone: "America/Havana", aliases: ["HAV", "La Habana"]),
        City(id: "kingston", name: "Kingston", country: "Jamaica", zone: "America/Jamaica", aliases: ["KIN"]),
        City(id: "port_au_prince", name: "Port-au-Prince", country: "Haiti", zone: "America/Port-au-Prince", aliases: ["PAP"]),
        City(id: "panama_city", name: "Panama City", country: "Panama", zone: "America/Panama", aliases: ["PTY"]),
        City(id: "bogota", name: "Bogotá", country: "Colombia", zone: "America/Bogota", aliases: ["BOG"]),
        City(id: "lima", name: "Lima", country: "Peru", zone: "America/Lima", aliases: ["LIM"]),
        City(id: "quito", name: "Quito", country: "Ecuador", zone: "America/Guayaquil", aliases: ["UIO"]),
        City(id: "guayaquil", name: "Guayaquil", country: "Ecuador", zone: "America/Guayaquil", aliases: ["GYE"]),
        // UTC−04:00
        City(id: "halifax", name: "Halifax", country: "Canada", zone: "America/Halifax", aliases: ["YHZ", "Nova Scotia"]),
        City(id: "hamilton", name: "Hamilton", country: "Bermuda", zone: "Atlantic/Bermuda", aliases: ["BDA", "Bermuda"]),
        City(id: "santo_domingo", name: "Santo Domingo", country: "Dominican Republic", zone: "America/Santo_Domingo", aliases: ["SDQ"]),
        City(id: "san_juan", name: "San Juan", country: "Puerto Rico", zone: "America/Puerto_Rico", aliases: ["SJU"]),
        City(id: "bridgetown", name: "Bridgetown", country: "Barbados", zone: "America/Barbados", aliases: ["BGI"]),
        City(id: "caracas", name: "Caracas", country: "Venezuela", zone: "America/Caracas", aliases: ["CCS"]),
        City(id: "georgetown", name: "Georgetown", country: "Guyana", zone: "America/Guyana", aliases: ["GEO"]),
        City(id: "la_paz", name: "La Paz", country: "Bolivia", zone: "America/La_Paz", aliases: ["LPB"]),
        City(id: "manaus", name: "Manaus", country: "Brazil", zone: "America/Manaus", aliases: ["MAO", "Amazonas"]),
        City(id: "santiago", name: "Santiago", country: "Chile", zone: "America/Santiago", aliases: ["SCL", "Santiago de Chile"]),
        // UTC−03:30
        City(id: "st_johns", name: "St. John's", country: "Canada", zone: "America/St_Johns", aliases: ["YYT", "Newfoundland"]),
        // UTC−03:00
        City(id: "asuncion", name: "Asunción", country: "Paraguay", zone: "America/Asuncion", aliases: ["ASU"]),
        City(id: "sao_paulo", name: "São Paulo", country: "Brazil", zone: "America/Sao_Paulo", aliases: ["SAO", "GRU", "Sampa"]),
        City(id: "rio_de_janeiro", name: "Rio de Janeiro", country: "Brazil", zone: "America/Sao_Paulo", aliases: ["Rio", "GIG"]),
        City(id: "brasilia", name: "Brasília", country: "Brazil", zone: "America/Sao_Paulo", aliases: ["BSB"]),
        City(id: "salvador", name: "Salvador", country: "Brazil", zone: "America/Bahia", aliases: ["SSA", "Bahia"]),
        City(id: "recife", name: "Recife", country: "Brazil", zone: "America/Recife", aliases: ["REC"]),
        City(id: "fortaleza", name: "Fortaleza", country: "Brazil", zone: "America/Fortaleza", aliases: ["FOR"]),
        City(id: "buenos_aires", name: "Buenos Aires", country: "Argentina", zone: "America/Argentina/Buenos_Aires", aliases: ["BA", "EZE", "BUE"]),
        City(id: "cordoba", name: "Córdoba", country: "Argentina", zone: "America/Argentina/Cordoba", aliases: ["COR"]),
        City(id: "montevideo", name: "Montevideo", country: "Uruguay", zone: "America/Montevideo", aliases: ["MVD"]),
        City(id: "paramaribo", name: "Paramaribo", country: "Suriname", zone: "America/Paramaribo", aliases: ["PBM"]),
        City(id: "cayenne", name: "Cayenne", country: "French Guiana", zone: "America/Cayenne", aliases: ["CAY"]),
        City(id: "punta_arenas", name: "Punta Arenas", country: "Chile", zone: "America/Punta_Arenas", aliases: ["PUQ", "Patagonia"]),
        // UTC−02:00
        City(id: "nuuk", name: "Nuuk", country: "Greenland", zone: "America/Nuuk", aliases: ["Godthåb", "GOH"]),
        City(id: "grytviken", name: "Grytviken", country: "South Georgia", zone: "Atlantic/South_Georgia", aliases: ["South Georgia"]),
        City(id: "noronha", name: "Noronha", country: "Brazil", zone: "America/Noronha", aliases: ["Fernando de Noronha"]),
        // UTC−01:00
        City(id: "ponta_delgada", name: "Ponta Delgada", country: "Portugal", zone: "Atlantic/Azores", aliases: ["Azores", "PDL"]),
        City(id: "praia", name: "Praia", country: "Cape Verde", zone: "Atlantic/Cape_Verde", aliases: ["Cabo Verde", "RAI"]),
        // UTC+00:00
        City(id: "london", name: "London", country: "United Kingdom", zone: "Europe/London", aliases: ["LON", "LHR", "UK", "England"]),
        City(id: "edinburgh", name: "Edinburgh", country: "United Kingdom", zone: "Europe/London", aliases: ["EDI", "Scotland"]),
        City(id: "manchester", name: "Manchester", country: "United Kingdom", zone: "Europe/London", aliases: ["MAN"]),
        City(id: "dublin", name: "Dublin", country: "Ireland", zone: "Europe/Dublin", aliases: ["DUB", "Baile Átha Cliath"]),
        City(id: "lisbon", name: "Lisbon", country: "Portugal", zone: "Europe/Lisbon", aliases: ["Lisboa", "LIS"]),
        City(id: "porto", name: "Porto", country: "Portugal", zone: "Europe/Lisbon", aliases: ["OPO", "Oporto"]),
        City(id: "funchal", name: "Funchal", country: "Portugal", zone: "Atlantic/Madeira", aliases: ["Madeira", "FNC"]),
        City(id: "las_palmas", name: "Las Palmas", country: "Spain", zone: "Atlantic/Canary", aliases: ["Canary Islands", "Gran Canaria", "LPA"]),
        City(id: "reykjavik", name: "Reykjavík", country: "Iceland", zone: "Atlantic/Reykjavik", aliases: ["KEF"]),
        City(id: "accra", name: "Accra", country: "Ghana", zone: "Africa/Accra", aliases: ["ACC"]),
        City(id: "abidjan", name: "Abidjan", country: "Côte d'Ivoire", zone: "Africa/Abidjan", aliases: ["ABJ", "Ivory Coast"]),
        City(id: "dakar", name: "Dakar", country: "Senegal", zone: "Africa/Dakar", aliases: ["DSS"]),
        City(id: "monrovia", name: "Monrovia", country: "Liberia", zone: "Africa/Monrovia", aliases: ["ROB"]),
        // UTC+01:00
        City(id: "casablanca", name: "Casablanca", country: "Morocco", zone: "Africa/Casablanca", aliases: ["CMN"]),
        City(id: "rabat", name: "Rabat", country: "Morocco", zone: "Africa/Casablanca", aliases: ["RBA"]),
        City(id: "paris", name: "Paris", country: "France", zone: "Europe/Paris", aliases: ["PAR", "CDG"]),
        City(id: "marseille", name: "Marseille", country: "France", zone: "Europe/Paris", aliases: ["MRS", "Marseilles"]),
        City(id: "lyon", name: "Lyon", country: "France", zone: "Europe/Paris", aliases: ["LYS", "Lyons"]),
        City(id: "berlin", name: "Berlin", country: "Germany", zone: "Europe/Berlin", aliases: ["BER"]),
        City(id: "munich", name: "Munich", country: "Germany", zone: "Europe/Berlin", aliases: ["München", "MUC"]),
        City(id: "frankfurt", name: "Frankfurt", country: "Germany", zone: "Europe/Berlin", aliases: ["FRA"]),
        City(id: "hamburg", name: "Hamburg", country: "Germany", zone: "Europe/Berlin", aliases: ["HAM"]),
        City(id: "cologne", name: "Cologne", country: "Germany", zone: "Europe/Berlin", aliases: ["Köln", "CGN"]),
        City(id: "madrid", name: "Madrid", country: "Spain", zone: "Europe/Madrid", aliases: ["MAD"]),
        City(id: "barcelona", name: "Barcelona", country: "Spain", zone: "Europe/Madrid", aliases: ["BCN"]),
        City(id: "seville", name: "Seville", country: "Spain", zone: "Europe/Madrid", aliases: ["Sevilla", "SVQ"]),
        City(id: "rome", name: "Rome", country: "Italy", zone: "Europe/Rome", aliases: ["Roma", "FCO"]),
        City(id: "milan", name: "Milan", country: "Italy", zone: "Europe/Rome", aliases: ["Milano", "MXP"]),
        City(id: "naples", name: "Naples", country: "Italy", zone: "Europe/Rome", aliases: ["Napoli", "NAP"]),
        City(id: "venice", name: "Venice", country: "Italy", zone: "Europe/Rome", aliases: ["Venezia", "VCE"]),
        City(id: "amsterdam", name: "Amsterdam", country: "Netherlands", zone: "Europe/Amsterdam", aliases: ["AMS"]),
        City(id: "brussels", name: "Brussels", country: "Belgium", zone: "Europe/Brussels", aliases: ["Bruxelles", "Brussel", "BRU"]),
        City(id: "luxembourg", name: "Luxembourg", country: "Luxembourg", zone: "Europe/Luxembourg", aliases: ["LUX"]),
        City(id: "zurich", name: "Zürich", country: "Switzerland", zone: "Europe/Zurich", aliases: ["ZRH"]),
        City(id: "geneva", name: "Geneva", country: "Switzerland", zone: "Europe/Zurich", aliases: ["Genève", "GVA"]),
        City(id: "vienna", name: "Vienna", country: "Austria", zone: "Europe/Vienna", aliases: ["Wien", "VIE"]),
        City(id: "prague", name: "Prague", country: "Czechia", zone: "Europe/Prague", aliases: ["Praha", "PRG", "Czech Republic"]),
        City(id: "warsaw", name: "Warsaw", country: "Poland", zone: "Europe/Warsaw", aliases: ["Warszawa", "WAW"]),
        City(id: "krakow", name: "Kraków", country: "Poland", zone: "Europe/Warsaw", aliases: ["Cracow", "KRK"]),
        City(id: "budapest", name: "Budapest", country: "Hungary", zone: "Europe/Budapest", aliases: ["BUD"]),
        City(id: "bratislava", name: "Bratislava", country: "Slovakia", zone: "Europe/Bratislava", aliases: ["BTS"]),
        City(id: "ljubljana", name: "Ljubljana", country: "Slovenia", zone: "Europe/Ljubljana", aliases: ["LJU"]),
        City(id: "zagreb", name: "Zagreb", country: "Croatia", zone: "Europe/Zagreb", aliases: ["ZAG"]),
        City(id: "belgrade", name: "Belgrade", country: "Serbia", zone: "Europe/Belgrade", aliases: ["Beograd", "BEG"]),
        City(id: "sarajevo", name: "Sarajevo", country: "Bosnia and Herzegovina", zone: "Europe/Sarajevo", aliases: ["SJJ"]),
        City(id: "tirana", name: "Tirana", country: "Albania", zone: "Europe/Tirane", aliases: ["Tiranë", "TIA"]),
        City(id: "valletta", name: "Valletta", country: "Malta", zone: "Europe/Malta", aliases: ["MLA"]),
        City(id: "copenhagen", name: "Copenhagen", country: "Denmark", zone: "Europe/Copenhagen", aliases: ["København", "CPH"]),
        City(id: "stockholm", name: "Stockholm", country: "Sweden", zone: "Europe/Stockholm", aliases: ["ARN"]),
        City(id: "oslo", name: "Oslo", country: "Norway", zone: "Europe/Oslo", aliases: ["OSL"]),
        City(id: "lagos", name: "Lagos", country: "Nigeria", zone: "Africa/Lagos", aliases: ["LOS"]),
        City(id: "abuja", name: "Abuja", country: "Nigeria", zone: "Africa/Lagos", aliases: ["ABV"]),
        City(id: "kinshasa", name: "Kinshasa", country: "DR Congo", zone: "Africa/Kinshasa", aliases: ["FIH", "Congo"]),
        City(id: "luanda", name: "Luanda", country: "Angola", zone: "Africa/Luanda", aliases: ["LAD"]),
        City(id: "yaounde", name: "Yaoundé", country: "Cameroon", zone: "Africa/Douala", aliases: ["NSI"]),
        City(id: "algiers", name: "Algiers", country: "Algeria", zone: "Africa/Algiers", aliases: ["Alger", "ALG"]),
        City(id: "tunis", name: "Tunis", country: "Tunisia", zone: "Africa/Tunis", aliases: ["TUN"]),
        // UTC+02:00
        City(id: "cairo", name: "Cairo", country: "Egypt", zone: "Africa/Cairo", aliases: ["CAI", "Al Qahirah"]),
        City(id: "tripoli", name: "Tripoli", country: "Libya", zone: "Africa/Tripoli", aliases: ["TIP"]),
        City(id: "khartoum", name: "Khartoum", country: "Sudan", zone: "Africa/Khartoum", aliases: ["KRT"]),
        City(id: "johannesburg", name: "Johannesburg", country: "South Africa", zone: "Africa/Johannesburg", aliases: ["Joburg", "Jozi", "JNB"]),
        City(id: "cape_town", name: "Cape Town", country: "South Africa", zone: "Africa/Johannesburg", aliases: ["CPT"]),
        City(id: "maputo", name: "Maputo", country: "Mozambique", zone: "Africa/Maputo", aliases: ["MPM"]),
        City(id: "harare", name: "Harare", country: "Zimbabwe", zone: "Africa/Harare", aliases: ["HRE"]),
        City(id: "lusaka", name: "Lusaka", country: "Zambia", zone: "Africa/Lusaka", aliases: ["LUN"]),
        City(id: "kigali", name: "Kigali", country: "Rwanda", zone: "Africa/Kigali", aliases: ["KGL"]),
        City(id: "windhoek", name: "Windhoek", country: "Namibia", zone: "Africa/Windhoek", aliases: ["WDH"]),
        City(id: "athens", name: "Athens", country: "Greece", zone: "Europe/Athens", aliases: ["Athína", "ATH"]),
        City(id: "helsinki", name: "Helsinki", country: "Finland", zone: "Europe/Helsinki", aliases: ["HEL"]),
        City(id: "tallinn", name: "Tallinn", country: "Estonia", zone: "Europe/Tallinn", aliases: ["TLL"]),
        City(id: "riga", name: "Riga", country: "Latvia", zone: "Europe/Riga", aliases: ["RIX"]),
        City(id: "vilnius", name: "Vilnius", country: "Lithuania", zone: "Europe/Vilnius", aliases: ["VNO"]),
        City(id: "kyiv", name: "Kyiv", country: "Ukraine", zone: "Europe/Kyiv", aliases: ["Kiev", "KBP"]),
        City(id: "bucharest", name: "Bucharest", country: "Romania", zone: "Europe/Bucharest", aliases: ["București", "OTP"]),
        City(id: "sofia", name: "Sofia", country: "Bulgaria", zone: "Europe/Sofia", aliases: ["SOF"]),
        City(id: "chisinau", name: "Chișinău", country: "Moldova", zone: "Europe/Chisinau", aliases: ["KIV"]),
        City(id: "kaliningrad", name: "Kaliningrad", country: "Russia", zone: "Europe/Kaliningrad", aliases: ["KGD", "Königsberg"]),
        City(id: "nicosia", name: "Nicosia", country: "Cyprus", zone: "Asia/Nicosia", aliases: ["Lefkosia"]),
        City(id: "jerusalem", name: "Jerusalem", country: "Israel", zone: "Asia/Jerusalem", aliases: ["Yerushalayim"]),
        City(id: "tel_aviv", name: "Tel Aviv", country: "Israel", zone: "Asia/Jerusalem", aliases: ["TLV"]),
        City(id: "beirut", name: "Beirut", country: "Lebanon", zone: "Asia/Beirut", aliases: ["BEY"]),
        // UTC+03:00
        City(id: "istanbul", name: "Istanbul", country: "Turkey", zone: "Europe/Istanbul", aliases: ["Türkiye", "Constantinople", "IST"]),
        City(id: "ankara", name: "Ankara", country: "Turkey", zone: "Europe/Istanbul", aliases: ["ESB"]),
        City(id: "moscow", name: "Moscow", country: "Russia", zone: "Europe/Moscow", aliases: ["Moskva", "MOW", "SVO"]),
        City(id: "saint_petersburg", name: "St. Petersburg", country: "Russia", zone: "Europe/Moscow", aliases: ["Saint Petersburg", "Leningrad", "LED"]),
        City(id: "minsk", name: "Minsk", country: "Belarus", zone: "Europe/Minsk", aliases: ["MSQ"]),
        City(id: "amman", name: "Amman", country: "Jordan", zone: "Asia/Amman", aliases: ["AMM"]),
        City(id: "damascus", name: "Damascus", country: "Syria", zone: "Asia/Damascus", aliases: ["DAM"]),
        City(id: "baghdad", name: "Baghdad", country: "Iraq", zone: "Asia/Baghdad", aliases: ["BGW"]),
        City(id: "riyadh", name: "Riyadh", country: "Saudi Arabia", zone: "Asia/Riyadh", aliases: ["RUH"]),
        City(id: "jeddah", name: "Jeddah", country: "Saudi Arabia", zone: "Asia/Riyadh", aliases: ["Jiddah", "JED"]),
        City(id: "mecca", name: "Mecca", country: "Saudi Arabia", zone: "Asia/Riyadh", aliases: ["Makkah"]),
        City(id: "kuwait_city", name: "Kuwait City", country: "Kuwait", zone: "Asia/Kuwait", aliases: ["KWI"]),
        City(id: "manama", name: "Manama", country: "Bahrain", zone: "Asia/Bahrain", aliases: ["BAH"]),
        City(id: "doha", name: "Doha", country: "Qatar", zone: "Asia/Qatar", aliases: ["DOH"]),
        City(id: "sanaa", name: "Sana'a", country: "Yemen", zone: "Asia/Aden", aliases: ["Sanaa", "SAH"]),
        City(id: "nairobi", name: "Nairobi", country: "Kenya", zone: "Africa/Nairobi", aliases: ["NBO"]),
        City(id: "addis_ababa", name: "Addis Ababa", country: "Ethiopia", zone: "Africa/Addis_Ababa", aliases: ["ADD"]),
        City(id: "dar_es_salaam", name: "Dar es Salaam", country: "Tanzania", zone: "Africa/Dar_es_Salaam", aliases: ["DAR"]),
        City(id: "kampala", name: "Kampala", country: "Uganda", zone: "Africa/Kampala", aliases: ["EBB"]),
        City(id: "mogadishu", name: "Mogadishu", country: "Somalia", zone: "Africa/Mogadishu", aliases: ["MGQ"]),
        City(id: "antananarivo", name: "Antananarivo", country: "Madagascar", zone: "Indian/Antananarivo", aliases: ["Tana", "TNR"]),
        // UTC+03:30
        City(id: "tehran", name: "Tehran", country: "Iran", zone: "Asia/Tehran", aliases: ["THR", "IKA"]),
        // UTC+04:00
        City(id: "dubai", name: "Dubai", country: "United Arab Emirates", zone: "Asia/Dubai", aliases: ["DXB", "UAE"]),
        City(id: "abu_dhabi", name: "Abu Dhabi", country: "United Arab Emirates", zone: "Asia/Dubai", aliases: ["AUH"]),
        City(id: "muscat", name: "Muscat", country: "Oman", zone: "Asia/Muscat", aliases: ["MCT"]),
        City(id: "baku", name: "Baku", country: "Azerbaijan", zone: "Asia/Baku", aliases: ["GYD"]),
        City(id: "tbilisi", name: "Tbilisi", country: "Georgia", zone: "Asia/Tbilisi", aliases: ["TBS"]),
        City(id: "yerevan", name: "Yerevan", country: "Armenia", zone: "Asia/Yerevan", aliases: ["EVN"]),
        City(id: "samara", name: "Samara", country: "Russia", zone: "Europe/Samara", aliases: ["KUF"]),
        City(id: "port_louis", name: "Port Louis", country: "Mauritius", zone: "Indian/Mauritius", aliases: ["MRU"]),
        // UTC+04:30
        City(id: "kabul", name: "Kabul", country: "Afghanistan", zone: "Asia/Kabul", aliases: ["KBL"]),
        // UTC+05:00
        City(id: "karachi", name: "Karachi", country: "Pakistan", zone: "Asia/Karachi", aliases: ["KHI"]),
        City(id: "lahore", name: "Lahore", country: "Pakistan", zone: "Asia/Karachi", aliases: ["LHE"]),
        City(id: "islamabad", name: "Islamabad", country: "Pakistan", zone: "Asia/Karachi", aliases: ["ISB"]),
        City(id: "tashkent", name: "Tashkent", country: "Uzbekistan", zone: "Asia/Tashkent", aliases: ["Toshkent", "TAS"]),
        City(id: "samarkand", name: "Samarkand", country: "Uzbekistan", zone: "Asia/Samarkand", aliases: ["SKD"]),
        City(id: "dushanbe", name: "Dushanbe", country: "Tajikistan", zone: "Asia/Dushanbe", aliases: ["DYU"]),
        City(id: "ashgabat", name: "Ashgabat", country: "Turkmenistan", zone: "Asia/Ashgabat", aliases: ["Ashkhabad", "ASB"]),
        City(id: "yekaterinburg", name: "Yekaterinburg", country: "Russia", zone: "Asia/Yekaterinburg", aliases: ["Ekaterinburg", "SVX"]),
        City(id: "almaty", name: "Almaty", country: "Kazakhstan", zone: "Asia/Almaty", aliases: ["Alma-Ata", "ALA"]),
        City(id: "male", name: "Malé", country: "Maldives", zone: "Indian/Maldives", aliases: ["MLE"]),
        // UTC+05:30
        City(id: "kolkata", name: "Kolkata", country: "India", zone: "Asia/Kolkata", aliases: ["Calcutta", "CCU"]),
        City(id: "mumbai", name: "Mumbai", country: "India", zone: "Asia/Kolkata", aliases: ["Bombay", "BOM"]),
        City(id: "delhi", name: "Delhi", country: "India", zone: "Asia/Kolkata", aliases: ["New Delhi", "DEL"]),
        City(id: "bengaluru", name: "Bengaluru", country: "India", zone: "Asia/Kolkata", aliases: ["Bangalore", "BLR"]),
        City(id: "chennai", name: "Chennai", country: "India", zone: "Asia/Kolkata", aliases: ["Madras", "MAA"]),
        City(id: "hyderabad", name: "Hyderabad", country: "India", zone: "Asia/Kolkata", aliases: ["HYD"]),
        City(id: "colombo", name: "Colombo", country: "Sri Lanka", zone: "Asia/Colombo", aliases: ["CMB"]),
        // UTC+05:45
        City(id: "kathmandu", name: "Kathmandu", country: "Nepal", zone: "Asia/Kathmandu", aliases: ["Katmandu", "KTM"]),
        // UTC+06:00
        City(id: "dhaka", name: "Dhaka", country: "Bangladesh", zone: "Asia/Dhaka", aliases: ["Dacca", "DAC"]),
        City(id: "thimphu", name: "Thimphu", country: "Bhutan", zone: "Asia/Thimphu", aliases: ["PBH"]),
        City(id: "bishkek", name: "Bishkek", country: "Kyrgyzstan", zone: "Asia/Bishkek", aliases: ["Frunze", "FRU"]),
        City(id: "omsk", name: "Omsk", country: "Russia", zone: "Asia/Omsk", aliases: ["OMS"]),
        City(id: "urumqi", name: "Ürümqi", country: "China", zone: "Asia/Urumqi", aliases: ["Urumchi", "URC"]),
        // UTC+06:30
        City(id: "yangon", name: "Yangon", country: "Myanmar", zone: "Asia/Yangon", aliases: ["Rangoon", "RGN", "Burma"]),
        // UTC+07:00
        City(id: "bangkok", name: "Bangkok", country: "Thailand", zone: "Asia/Bangkok", aliases: ["Krung Thep", "BKK"]),
        City(id: "ho_chi_minh_city", name: "Ho Chi Minh City", country: "Vietnam", zone: "Asia/Ho_Chi_Minh", aliases: ["Saigon", "HCMC", "SGN"]),
        City(id: "hanoi", name: "Hanoi", country: "Vietnam", zone: "Asia/Ho_Chi_Minh", aliases: ["Hà Nội", "HAN"]),
        City(id: "phnom_penh", name: "Phnom Penh", country: "Cambodia", zone: "Asia/Phnom_Penh", aliases: ["PNH"]),
        City(id: "vientiane", name: "Vientiane", country: "Laos", zone: "Asia/Vientiane", aliases: ["VTE"]),
        City(id: "jakarta", name: "Jakarta", country: "Indonesia", zone: "Asia/Jakarta", aliases: ["Batavia", "CGK"]),
        City(id: "novosibirsk", name: "Novosibirsk", country: "Russia", zone: "Asia/Novosibirsk", aliases: ["OVB"]),
        City(id: "krasnoyarsk", name: "Krasnoyarsk", country: "Russia", zone: "Asia/Krasnoyarsk", aliases: ["KJA"]),
        // UTC+08:00
        City(id: "hong_kong", name: "Hong Kong", country: "Hong Kong", zone: "Asia/Hong_Kong", aliases: ["HK", "HKG"]),
        City(id: "macau", name: "Macau", country: "Macau", zone: "Asia/Macau", aliases: ["Macao", "MFM"]),
        City(id: "beijing", name: "Beijing", country: "China", zone: "Asia/Shanghai", aliases: ["BJS", "PEK", "Peking"]),
        City(id: "shanghai", name: "Shanghai", country: "China", zone: "Asia/Shanghai", aliases: ["SHA", "PVG"]),
        City(id: "guangzhou", name: "Guangzhou", country: "China", zone: "Asia/Shanghai", aliases: ["Canton", "CAN"]),
        City(id: "shenzhen", name: "Shenzhen", country: "China", zone: "Asia/Shanghai", aliases: ["SZX"]),
        City(id: "chengdu", name: "Chengdu", country: "China", zone: "Asia/Shanghai", aliases: ["CTU"]),
        City(id: "taipei", name: "Taipei", country: "Taiwan", zone: "Asia/Taipei", aliases: ["TPE"]),
        City(id: "singapore", name: "Singapore", country: "Singapore", zone: "Asia/Singapore", aliases: ["SIN", "SG"]),
        City(id: "kuala_lumpur", name: "Kuala Lumpur", country: "Malaysia", zone: "Asia/Kuala_Lumpur", aliases: ["KL", "KUL"]),
        City(id: "manila", name: "Manila", country: "Philippines", zone: "Asia/Manila", aliases: ["MNL"]),
        City(id: "denpasar", name: "Denpasar", country: "Indonesia", zone: "Asia/Makassar", aliases: ["Bali", "DPS"]),
        City(id: "perth", name: "Perth", country: "Australia", zone: "Australia/Perth", aliases: ["PER"]),
        City(id: "irkutsk", name: "Irkutsk", country: "Russia", zone: "Asia/Irkutsk", aliases: ["IKT"]),
        City(id: "ulaanbaatar", name: "Ulaanbaatar", country: "Mongolia", zone: "Asia/Ulaanbaatar", aliases: ["Ulan Bator", "UBN"]),
        // UTC+08:45
        City(id: "eucla", name: "Eucla", country: "Australia", zone: "Australia/Eucla"),
        // UTC+09:00
        City(id: "tokyo", name: "Tokyo", country: "Japan", zone: "Asia/Tokyo", aliases: ["TYO", "HND", "NRT"]),
        City(id: "osaka", name: "Osaka", country: "Japan", zone: "Asia/Tokyo", aliases: ["KIX"]),
        City(id: "kyoto", name: "Kyoto", country: "Japan", zone: "Asia/Tokyo"),
        City(id: "seoul", name: "Seoul", country: "South Korea", zone: "Asia/Seoul", aliases: ["ICN", "SEL", "Korea"]),
        City(id: "busan", name: "Busan", country: "South Korea", zone: "Asia/Seoul", aliases: ["Pusan", "PUS"]),
        City(id: "pyongyang", name: "Pyongyang", country: "North Korea", zone: "Asia/Pyongyang", aliases: ["FNJ"]),
        City(id: "yakutsk", name: "Yakutsk", country: "Russia", zone: "Asia/Yakutsk", aliases: ["YKS"]),
        City(id: "dili", name: "Dili", country: "Timor-Leste", zone: "Asia/Dili", aliases: ["East Timor", "DIL"]),
        City(id: "jayapura", name: "Jayapura", country: "Indonesia", zone: "Asia/Jayapura", aliases: ["DJJ"]),
        City(id: "koror", name: "Koror", country: "Palau", zone: "Pacific/Palau", aliases: ["ROR"]),
        // UTC+09:30
        City(id: "adelaide", name: "Adelaide", country: "Australia", zone: "Australia/Adelaide", aliases: ["ADL"]),
        City(id: "darwin", name: "Darwin", country: "Australia", zone: "Australia/Darwin", aliases: ["DRW"]),
        // UTC+10:00
        City(id: "sydney", name: "Sydney", country: "Australia", zone: "Australia/Sydney", aliases: ["SYD"]),
        City(id: "canberra", name: "Canberra", country: "Australia", zone: "Australia/Sydney", aliases: ["CBR"]),
        City(id: "melbourne", name: "Melbourne", country: "Australia", zone: "Australia/Melbourne", aliases: ["MEL"]),
        City(id: "brisbane", name: "Brisbane", country: "Australia", zone: "Australia/Brisbane", aliases: ["BNE"]),
        City(id: "hobart", name: "Hobart", country: "Australia", zone: "Australia/Hobart", aliases: ["HBA", "Tasmania"]),
        City(id: "vladivostok", name: "Vladivostok", country: "Russia", zone: "Asia/Vladivostok", aliases: ["VVO"]),
        City(id: "hagatna", name: "Hagåtña", country: "Guam", zone: "Pacific/Guam", aliases: ["Guam", "Agana", "GUM"]),
        City(id: "port_moresby", name: "Port Moresby", country: "Papua New Guinea", zone: "Pacific/Port_Moresby", aliases: ["POM"]),
        // UTC+10:30
        City(id: "lord_howe", name: "Lord Howe Island", country: "Australia", zone: "Australia/Lord_Howe", aliases: ["LDH"]),
        // UTC+11:00
        City(id: "noumea", name: "Nouméa", country: "New Caledonia", zone: "Pacific/Noumea", aliases: ["NOU"]),
        City(id: "honiara", name: "Honiara", country: "Solomon Islands", zone: "Pacific/Guadalcanal", aliases: ["HIR"]),
        City(id: "port_vila", name: "Port Vila", country: "Vanuatu", zone: "Pacific/Efate", aliases: ["VLI"]),
        City(id: "magadan", name: "Magadan", country: "Russia", zone: "Asia/Magadan", aliases: ["GDX"]),
        // UTC+12:00
        City(id: "auckland", name: "Auckland", country: "New Zealand", zone: "Pacific/Auckland", aliases: ["AKL"]),
        City(id: "wellington", name: "Wellington", country: "New Zealand", zone: "Pacific/Auckland", aliases: ["WLG"]),
        City(id: "christchurch", name: "Christchurch", country: "New Zealand", zone: "Pacific/Auckland", aliases: ["CHC"]),
        City(id: "suva", name: "Suva", country: "Fiji", zone: "Pacific/Fiji", aliases: ["SUV"]),
        City(id: "petropavlovsk", name: "Petropavlovsk", country: "Russia", zone: "Asia/Kamchatka", aliases: ["Kamchatka", "PKC"]),
        City(id: "majuro", name: "Majuro", country: "Marshall Islands", zone: "Pacific/Majuro", aliases: ["MAJ"]),
        City(id: "tarawa", name: "Tarawa", country: "Kiribati", zone: "Pacific/Tarawa", aliases: ["TRW"]),
        City(id: "funafuti", name: "Funafuti", country: "Tuvalu", zone: "Pacific/Funafuti", aliases: ["FUN"]),
        // UTC+12:45
        City(id: "chatham", name: "Chatham Islands", country: "New Zealand", zone: "Pacific/Chatham", aliases: ["Waitangi", "CHT"]),
        // UTC+13:00
        City(id: "nukualofa", name: "Nuku'alofa", country: "Tonga", zone: "Pacific/Tongatapu", aliases: ["TBU"]),
        City(id: "apia", name: "Apia", country: "Samoa", zone: "Pacific/Apia", aliases: ["APW"]),
        City(id: "fakaofo", name: "Fakaofo", country: "Tokelau", zone: "Pacific/Fakaofo"),
        City(id: "kanton", name: "Kanton", country: "Kiribati", zone: "Pacific/Kanton", aliases: ["Canton Island", "Phoenix Islands"]),
        // UTC+14:00
        City(id: "kiritimati", name: "Kiritimati", country: "Kiribati", zone: "Pacific/Kiritimati", aliases: ["Christmas Island", "Line Islands", "CXI"]),
    ]
}

import FoundationEssentials
import Synchronization

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
    /// Normalised search keys, computed once so typing in a picker never re-folds 200 names per
    /// key, and only when first searched: folding every name goes through ICU (about 40 million
    /// instructions for the standard catalogue), which a launch that resolves three ids skips.
    private let index: SearchIndex
    private var entries: [Entry] { index.entries }

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
        self.index = SearchIndex(cities)
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
        let snake = String(key.map { $0 == " " ? "_" : $0 })

        var ranked: [(rank: Int, entry: Entry)] = []
        for entry in entries {
            let rank: Int
            if entry.nameKey == key || entry.aliasKeys.contains(key) || entry.city.id == snake {
                rank = 0
            } else if entry.nameKey.hasPrefix(key) {
                rank = 1
            } else if (" " + entry.nameKey).includes(" " + key) {
                rank = 2
            } else if entry.nameKey.includes(key) {
                rank = 3
            } else if (" " + entry.countryKey).includes(" " + key)
                || entry.aliasKeys.contains(where: { (" " + $0).includes(" " + key) }) {
                // Country or alias at a word start ("india", "kore") beats an accidental
                // substring buried in a zone id ("Indian/Maldives").
                rank = 4
            } else if entry.countryKey.includes(key) || entry.zoneKey.includes(key)
                || entry.aliasKeys.contains(where: { $0.includes(key) }) {
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

    /// The entries of a catalogue's cities, made on first use, once, whichever thread asks.
    private final class SearchIndex: Sendable {
        private let cities: [City]
        private let built = Mutex<[Entry]?>(nil)

        init(_ cities: [City]) { self.cities = cities }

        var entries: [Entry] {
            built.withLock { built in
                if let built { return built }
                let entries = cities.map(Entry.init)
                built = entries
                return entries
            }
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
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
        let folded = LetterFolding.fold(text)
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

    /// `words` of an ASCII text, byte by byte: folding ASCII's case and diacritics is lowercasing
    /// it, and its letters and digits are a–z and 0–9, so the same words come out without ICU's
    /// folding or Unicode's character properties (most names are ASCII, and the settings panel
    /// lists the whole catalogue at launch).
    private static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") { continue }
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                current.append(lower)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
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

/// Two catalogues offering the same cities in the same order are the same catalogue: the lookup
/// table and the search index are made from the list. This lets the settings overlay, which
/// holds one, be compared whole.
extension CityCatalogue: Equatable {
    public static func == (a: CityCatalogue, b: CityCatalogue) -> Bool { a.cities == b.cities }
}

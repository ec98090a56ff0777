import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("CityCatalogue")
struct CityCatalogueTests {
    let catalogue = CityCatalogue.standard

    // MARK: The curated list

    @Test func hasAtLeast150Cities() {
        #expect(catalogue.cities.count >= 150)
    }

    @Test func idsAreUnique() {
        var seen = Set<String>()
        let duplicates = catalogue.cities.map(\.id).filter { !seen.insert($0).inserted }
        #expect(duplicates.isEmpty, "duplicate ids: \(duplicates)")
    }

    @Test func idsAreSnakeCaseASCII() {
        let pattern = /^[a-z]+(_[a-z0-9]+)*$/
        let bad = catalogue.cities.map(\.id).filter { $0.wholeMatch(of: pattern) == nil }
        #expect(bad.isEmpty, "ids not snake_case ASCII: \(bad)")
    }

    @Test func everyZoneResolvesOnThisMachine() {
        let missing = catalogue.cities.filter { Zone(identifier: $0.zone) == nil }.map(\.zone)
        #expect(missing.isEmpty, "zones unknown to this tz database: \(missing)")
    }

    @Test func namesFitOnThePlate() {
        let long = catalogue.cities.map(\.name).filter { $0.count > 16 }
        #expect(long.isEmpty, "names longer than 16 characters: \(long)")
    }

    @Test func namesKeepTheirDiacritics() {
        let names = Set(catalogue.cities.map(\.name))
        for name in ["São Paulo", "Zürich", "Reykjavík", "Bogotá", "Montréal"] {
            #expect(names.contains(name), "missing \(name)")
        }
    }

    @Test func hillValleyIsNotARealCity() {
        #expect(catalogue.search("hill valley").isEmpty)
        #expect(catalogue.city(id: "hill_valley") == nil)
    }

    @Test func everyOffsetInUseIsCovered() throws {
        // Noon UTC mid-January and mid-July 2026: one instant in each hemisphere's winter, so every
        // zone shows its standard offset at one of them.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let january = try #require(utc.date(from: DateComponents(year: 2026, month: 1, day: 15, hour: 12)))
        let july = try #require(utc.date(from: DateComponents(year: 2026, month: 7, day: 15, hour: 12)))
        #expect(january == Self.january2026 && july == Self.july2026)

        var offsets = Set<Int>()
        for city in catalogue.cities {
            let zone = try #require(Zone(identifier: city.zone), "\(city.id): \(city.zone)")
            offsets.insert(zone.secondsFromGMT(for: january))
            offsets.insert(zone.secondsFromGMT(for: july))
        }

        let hour = 3600
        let expected: [Int] = [
            -12 * hour, -11 * hour, -10 * hour, -(9 * hour + 1800), -9 * hour, -8 * hour, -7 * hour,
            -6 * hour, -5 * hour, -4 * hour, -(3 * hour + 1800), -3 * hour, -2 * hour, -1 * hour,
            0, 1 * hour, 2 * hour, 3 * hour, 3 * hour + 1800, 4 * hour, 4 * hour + 1800, 5 * hour,
            5 * hour + 1800, 5 * hour + 2700, 6 * hour, 6 * hour + 1800, 7 * hour, 8 * hour,
            8 * hour + 2700, 9 * hour, 9 * hour + 1800, 10 * hour, 10 * hour + 1800, 11 * hour,
            12 * hour, 12 * hour + 2700, 13 * hour, 14 * hour,
        ]
        #expect(expected.count == 38)
        let missing = expected.filter { !offsets.contains($0) }
        #expect(missing.isEmpty, "offsets (seconds) with no city: \(missing)")
    }

    @Test(arguments: [
        ("baker_island", -12 * 3600),
        ("taiohae", -(9 * 3600 + 1800)),
        ("st_johns", -(3 * 3600 + 1800)),
        ("tehran", 3 * 3600 + 1800),
        ("kabul", 4 * 3600 + 1800),
        ("kolkata", 5 * 3600 + 1800),
        ("kathmandu", 5 * 3600 + 2700),
        ("yangon", 6 * 3600 + 1800),
        ("eucla", 8 * 3600 + 2700),
        ("chatham", 12 * 3600 + 2700),
        ("kiritimati", 14 * 3600),
    ])
    func oddOffsetCitiesHaveTheirStandardOffset(id: String, seconds: Int) throws {
        // The smaller of the January and July offsets is the standard one in either hemisphere; a
        // wrong Etc/GMT sign would show up here as +12 for Baker Island.
        let city = try #require(catalogue.city(id: id))
        let zone = try #require(Zone(identifier: city.zone))
        let standard = min(zone.secondsFromGMT(for: Self.january2026), zone.secondsFromGMT(for: Self.july2026))
        #expect(standard == seconds)
    }

    /// 2026-01-15 12:00 UTC and 2026-07-15 12:00 UTC.
    static let january2026 = Date(timeIntervalSince1970: 1_768_478_400)
    static let july2026 = Date(timeIntervalSince1970: 1_784_116_800)

    // MARK: Lookup

    @Test func defaultsResolveInTimeOrder() throws {
        #expect(CityCatalogue.defaultIDs == ["new_york", "london", "hong_kong"])
        let offsets = try CityCatalogue.defaultIDs.map { id in
            let city = try #require(catalogue.city(id: id), "default \(id) missing")
            return try #require(Zone(identifier: city.zone)).secondsFromGMT(for: Self.january2026)
        }
        #expect(offsets == offsets.sorted())
    }

    @Test func cityByIDIsExact() {
        #expect(catalogue.city(id: "sao_paulo")?.name == "São Paulo")
        #expect(catalogue.city(id: "kolkata")?.zone == "Asia/Kolkata")
        #expect(catalogue.city(id: "kathmandu")?.zone == "Asia/Kathmandu")
        #expect(catalogue.city(id: "London") == nil)
        #expect(catalogue.city(id: "nowhere") == nil)
    }

    @Test func firstOfDuplicateIDsWins() {
        let small = CityCatalogue(cities: [
            City(id: "x", name: "First", country: "A", zone: "UTC"),
            City(id: "x", name: "Second", country: "B", zone: "UTC"),
        ])
        #expect(small.city(id: "x")?.name == "First")
    }

    // MARK: Search

    @Test(arguments: [
        ("sao", "sao_paulo"),
        ("São", "sao_paulo"),
        ("nyc", "new_york"),
        ("NYC", "new_york"),
        ("hk", "hong_kong"),
        ("zurich", "zurich"),
        ("bombay", "mumbai"),
        ("la", "los_angeles"),
        ("sf", "san_francisco"),
        ("york", "new_york"),
        ("st johns", "st_johns"),
        ("nukualofa", "nukualofa"),
    ])
    func searchRanksTheIntendedCityFirst(query: String, id: String) {
        #expect(catalogue.search(query).first?.id == id)
    }

    @Test func searchFindsZurichWithoutDiacritics() {
        #expect(catalogue.search("zurich").contains { $0.name == "Zürich" })
    }

    @Test func searchByCountryFindsItsCities() throws {
        let ids = catalogue.search("india").map(\.id)
        #expect(ids.contains("kolkata"))
        #expect(ids.contains("mumbai"))
        // Country matches come before cities that only match through an "Indian/…" zone id.
        let mumbai = try #require(ids.firstIndex(of: "mumbai"))
        let male = try #require(ids.firstIndex(of: "male"))
        #expect(mumbai < male)
    }

    @Test func searchByZoneID() {
        #expect(catalogue.search("Asia/Kathmandu").map(\.id) == ["kathmandu"])
    }

    @Test func searchRanksPrefixBeforeWordBeforeSubstring() {
        let small = CityCatalogue(cities: [
            City(id: "c", name: "Lemonton", country: "Z", zone: "UTC"),
            City(id: "b", name: "Old Mon", country: "Z", zone: "UTC"),
            City(id: "a", name: "Monville", country: "Z", zone: "UTC"),
            City(id: "d", name: "Elsewhere", country: "Monland", zone: "UTC"),
            City(id: "e", name: "Nothing", country: "Z", zone: "UTC"),
            City(id: "f", name: "Zed", country: "Z", zone: "UTC", aliases: ["Mon"]),
        ])
        #expect(small.search("mon").map(\.id) == ["f", "a", "b", "c", "d"])
    }

    @Test func emptyQueryReturnsEveryCityByName() throws {
        let all = catalogue.search("")
        #expect(all.count == catalogue.cities.count)
        #expect(Set(all.map(\.id)) == Set(catalogue.cities.map(\.id)))
        // Sorted as a reader would: case, diacritics and punctuation ignored ("Port-au-Prince"
        // before "Port Louis", "São Paulo" among the "Sa…" names rather than after "Z").
        let keys = all.map { CityCatalogue.searchKey($0.name) }
        #expect(keys == keys.sorted())
        let ids = all.map(\.id)
        let saoPaulo = try #require(ids.firstIndex(of: "sao_paulo"))
        #expect(ids[saoPaulo - 1] == "santo_domingo")
        #expect(ids[saoPaulo + 1] == "sarajevo")
        #expect(catalogue.search("   ").count == catalogue.cities.count)
    }

    @Test func searchWithNoMatchIsEmpty() {
        #expect(catalogue.search("qqqxz").isEmpty)
    }

    // MARK: Suggestions

    @Test(arguments: [
        ("londn", "london"),
        ("new-york", "new_york"),
        ("nyc", "new_york"),
        ("New York", "new_york"),
        ("sao paulo", "sao_paulo"),
        ("kathmandoo", "kathmandu"),
        ("calcutta", "kolkata"),
        ("sanfransisco", "san_francisco"),
    ])
    func suggestionsPutTheIntendedCityFirst(typed: String, id: String) {
        #expect(catalogue.suggestions(for: typed).first == id)
    }

    @Test func suggestionsRespectTheLimitAndAreDistinct() {
        let three = catalogue.suggestions(for: "san")
        #expect(three.count == 3)
        #expect(Set(three).count == 3)
        #expect(catalogue.suggestions(for: "san", limit: 1).count == 1)
        #expect(catalogue.suggestions(for: "san", limit: 0).isEmpty)
    }

    @Test func suggestionsSkipHopelessInput() {
        #expect(catalogue.suggestions(for: "").isEmpty)
        #expect(catalogue.suggestions(for: "qwertyuiopasdfgh").isEmpty)
    }

    @Test func levenshteinDistances() {
        #expect(CityCatalogue.levenshtein(Array("kitten"), Array("sitting")) == 3)
        #expect(CityCatalogue.levenshtein(Array("londn"), Array("london")) == 1)
        #expect(CityCatalogue.levenshtein(Array(""), Array("abc")) == 3)
        #expect(CityCatalogue.levenshtein(Array("abcdef"), Array("uvwxyz"), limit: 2) == 3)
    }

    @Test("keys made by the clock's own folding are those ICU's folding gives, for every name, country, zone and alias")
    func keysMatchFolding() {
        func folded(_ text: String, _ separator: String) -> String {
            let f = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
            var words: [String] = [], current = ""
            for c in f where c != "'" && c != "\u{2019}" && c != "`" {
                if c.isLetter || c.isNumber { current.append(c) } else if !current.isEmpty { words.append(current); current = "" }
            }
            if !current.isEmpty { words.append(current) }
            return words.joined(separator: separator)
        }
        let texts = catalogue.cities.flatMap { [$0.id, $0.name, $0.country, $0.zone] + $0.aliases }
            + ["New-York", "St. John's", "America/Port-au-Prince", "a`b", "\r\nX", "UTC+05:30", "  ", "",
               "Straße", "ZÜRICH", "Ærøskøbing", "Łódź", "Hà Nội", "Αθήνα", "Санкт-Петербург", "Zu\u{308}rich", "Ōsaka"]
        for text in texts {
            #expect(CityCatalogue.searchKey(text) == folded(text, " "), "\(text)")
            #expect(CityCatalogue.snakeKey(text) == folded(text, "_"), "\(text)")
        }
    }

    /// The folding table, letter by letter, against ICU's folding (this test target still has
    /// Foundation's ICU): a table regenerated by scripts/letter-folding.swift is checked whole.
    @Test("every letter of the folding table's blocks folds as ICU folds it, and combining marks go")
    func foldingTableMatchesICU() {
        var differences: [String] = []
        for block in LetterFolding.blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
                let letter = String(Character(scalar))
                let icu = letter.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
                if LetterFolding.fold(letter) != icu { differences.append("U+\(String(value, radix: 16, uppercase: true))") }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
        for mark in LetterFolding.combiningMarks {
            #expect(LetterFolding.fold("o" + String(Unicode.Scalar(mark)!)) == "o")
        }
        #expect(LetterFolding.table.count > 700, "the table covers the blocks' letters")
    }
}

import Foundation
import Testing
@testable import TimeCircuitsCore

/// Protects `--cities` and the settings file's city list: ids resolve in the order given, forgiving
/// case and `-`/space for `_`, and anything the face cannot show (unknown, duplicate, blank, more than
/// three) is refused with a message that helps the user fix it.
@Suite("CitySelection")
struct CitySelectionTests {
    let catalogue = CityCatalogue.standard

    @Test(arguments: [
        ("new_york,london,hong_kong", ["new_york", "london", "hong_kong"]),
        ("hong_kong,london,new_york", ["hong_kong", "london", "new_york"]),
        ("tokyo", ["tokyo"]),
        ("sao_paulo, mumbai", ["sao_paulo", "mumbai"]),
        (" london , tokyo ", ["london", "tokyo"]),
    ])
    func orderedIdsResolveInOrder(text: String, ids: [String]) throws {
        let cities = try CitySelection.parse(text, catalogue: catalogue)
        #expect(cities.map(\.id) == ids)
    }

    @Test func defaultIdsResolveToTheDefaultCities() throws {
        let cities = try CitySelection.resolve(CityCatalogue.defaultIDs, catalogue: catalogue)
        #expect(cities.map(\.name) == ["New York", "London", "Hong Kong"])
        #expect(cities.map(\.zone) == ["America/New_York", "Europe/London", "Asia/Hong_Kong"])
    }

    @Test(arguments: ["New-York", "new-york", "NEW_YORK", "New York", "new york"])
    func spellingVariantsNormalise(text: String) throws {
        let cities = try CitySelection.parse(text, catalogue: catalogue)
        #expect(cities.map(\.id) == ["new_york"])
    }

    @Test func unknownIdSuggestsTheClosestId() {
        let error = parseError("london,new_yrok")
        #expect(error?.message.contains("new_york") == true, "\(error?.message ?? "no error")")
        #expect(error?.message.contains("\"new_yrok\"") == true)
        #expect(error?.message.contains("did you mean") == true)
    }

    @Test func unknownIdFarFromEverythingOffersNoGuess() {
        let error = parseError("hill_valley")
        #expect(error?.message.contains("\"hill_valley\"") == true)
        #expect(error?.message.contains("did you mean") == false, "\(error?.message ?? "no error")")
        #expect(error?.message.contains("timecircuits cities") == true)
    }

    @Test(arguments: [
        "new_york,london,hong_kong,tokyo",
        "new_york,london,hong_kong,tokyo,mumbai",
        "new_york,london,hong_kong,",
    ])
    func moreThanThreeAreRefused(text: String) {
        let error = parseError(text)
        #expect(error != nil, "accepted \(text)")
        #expect(error?.message.contains("too many") == true, "\(error?.message ?? "no error")")
        #expect(error?.message.contains("3") == true)
    }

    @Test(arguments: ["london,london", "new_york,New-York", "tokyo,london,TOKYO"])
    func duplicatesAreRefused(text: String) {
        let error = parseError(text)
        #expect(error != nil, "accepted \(text)")
        #expect(error?.message.contains("twice") == true, "\(error?.message ?? "no error")")
    }

    @Test(arguments: ["", " ", ",", " , ,"])
    func emptyIsRefused(text: String) {
        let error = parseError(text)
        #expect(error != nil, "accepted \"\(text)\"")
        #expect(error?.message.contains("no cities") == true, "\(error?.message ?? "no error")")
    }

    @Test(arguments: ["london,,tokyo", ",london", "london,"])
    func blankIdInTheListIsRefused(text: String) {
        let error = parseError(text)
        #expect(error != nil, "accepted \"\(text)\"")
        #expect(error?.message.contains("empty city id") == true, "\(error?.message ?? "no error")")
    }

    @Test func maximumIsThree() throws {
        // Three, one a row, are taken; a fourth is refused (moreThanThreeAreRefused says how).
        #expect(try CitySelection.parse("tokyo,paris,london", catalogue: catalogue).count == 3)
        #expect(parseError("tokyo,paris,london,new_york") != nil)
    }

    private func parseError(_ text: String) -> InputError? {
        do throws(InputError) {
            _ = try CitySelection.parse(text, catalogue: catalogue)
            return nil
        } catch {
            return error
        }
    }
}

import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// `exhibition`, `part3-entry`, `reversed-ampm` and `b-car` in the settings file: written only
/// when set, read back, empty read as off, and a bad value one warning naming its line.
@Suite("Exhibition and variant settings")
struct FilmVariantSettingsTests {
    let tokyo = CityCatalogue.standard.city(id: "tokyo")!

    func parse(_ text: String) -> (settings: Settings, warnings: [String]) {
        SettingsFile.parse(text, catalogue: .standard)
    }

    @Test("exhibition: written as the person writes it, read back; empty or absent is off")
    func exhibition() {
        var settings = Settings(cities: [tokyo])
        #expect(!SettingsFile.serialize(settings).contains("exhibition"), "a fresh install has none")
        settings.exhibition = CivilDateTime(year: 1985, month: 10, day: 26, hour: 1, minute: 21)
        let text = SettingsFile.serialize(settings)
        #expect(text.contains("\nexhibition = 1985-10-26 01:21\n"), "\(text)")
        #expect(parse(text).settings == settings && parse(text).warnings.isEmpty)
        #expect(parse("cities = tokyo\nexhibition = 1985-10-26T01:21\n").settings.exhibition == settings.exhibition)
        let empty = parse("cities = tokyo\nexhibition =\n")
        #expect(empty.settings.exhibition == nil && empty.warnings.isEmpty)
    }

    @Test("a bad exhibition is one warning naming its line and what is accepted; the clock runs")
    func badExhibition() {
        for value in ["1985-02-30 01:21", "26.10.1985 01:21", "1985-10-26 25:00"] {
            let bad = parse("version = 1\ncities = tokyo\nexhibition = \(value)\n")
            #expect(bad.warnings == ["line 3: exhibition \"\(value)\" is not a date and time like 1985-10-26 01:21, or nothing; the clock runs"],
                    "\(bad.warnings)")
            #expect(bad.settings.exhibition == nil && bad.settings.cities == [tokyo])
        }
    }

    @Test("each variant: written only when on, read back, a bad value warned as read as no", arguments: FilmVariant.allCases)
    func variant(_ variant: FilmVariant) {
        var settings = Settings(cities: [tokyo])
        #expect(!SettingsFile.serialize(settings).contains(variant.rawValue))
        settings.display[variant: variant] = true
        let text = SettingsFile.serialize(settings)
        #expect(text.contains("\n\(variant.rawValue) = yes\n"), "\(text)")
        #expect(parse(text).settings == settings && parse(text).warnings.isEmpty)
        #expect(parse(text).settings.display.variants == [variant])
        let bad = parse("version = 1\ncities = tokyo\n\(variant.rawValue) = sometimes\n")
        #expect(bad.warnings == ["line 3: \(variant.rawValue) \"sometimes\" is not yes or no; read as no"])
        #expect(bad.settings.display.variants.isEmpty)
    }
}

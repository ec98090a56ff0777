import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Regressions found by fuzzing the parsers (see `Fuzz/` and `make fuzz`): each input here once
/// crashed a parser or produced a message that was not one clean line.
@Suite("Hostile input")
struct HostileInputTests {
    let catalogue = CityCatalogue.standard

    /// One clean line: what the fuzz targets require of every message.
    static func isClearMessage(_ message: String) -> Bool {
        !message.isEmpty && !message.contains(where: \.isNewline)
            && !message.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    // MARK: --frozen-date

    /// Digits from other scripts matched the date pattern's `\d`, and `Int(_:)` then failed to
    /// read them: the force unwrap crashed the clock (found by the date fuzz target).
    @Test(arguments: [
        "١٩٨٥-10-26T01:21Z",            // Arabic-Indic year
        "１９８５-10-26T01:21Z",          // full-width year
        "1985-10-26T01:21+٠٥",           // Arabic-Indic offset
        "1985-10-26T01:21:00.٥Z",        // Arabic-Indic fraction
        "1985-10-2६T01:21Z",             // Devanagari day
    ])
    func dateWithNonASCIIDigitsIsRefused(text: String) {
        #expect(throws: InputError.self) { try FrozenDate.parse(text) }
        do {
            _ = try FrozenDate.parse(text)
        } catch {
            #expect(Self.isClearMessage(error.message), "\(error.message.debugDescription)")
            #expect(error.message.hasPrefix("invalid date \""))
        }
    }

    /// The message quoted the input raw: a newline split it over two lines (the first input the
    /// date fuzz target tried), an escape sequence reached the terminal.
    @Test(arguments: ["\n", "1985-10-26\nT01:21Z", "\u{1B}]0;pwned\u{07}", "1985-13-01T00:00Z\r",
                      String(repeating: "9", count: 10_000)])
    func dateMessageIsOneCleanLine(text: String) {
        do {
            _ = try FrozenDate.parse(text)
            Issue.record("accepted \(text.debugDescription)")
        } catch {
            #expect(Self.isClearMessage(error.message), "\(error.message.debugDescription)")
            #expect(error.message.count < 200, "the message repeats too much of the input")
        }
    }

    /// The year 0000 is refused (the face counts from 0001). Foundation's calendar also lacked
    /// the ten days of the Gregorian reform and read 1582-10-10 as OCT 20; the clock now counts
    /// days on the proleptic Gregorian calendar, as glibc and its own zone reader do, so every
    /// day reads back as typed, 1000-02-29 does not exist (1000 is not a Gregorian leap year).
    @Test(arguments: ["0000-01-01T12:00Z", "0000-12-31T23:59Z", "1000-02-29T12:00Z"])
    func dayTheCalendarLacksIsRefused(text: String) {
        do {
            let date = try FrozenDate.parse(text)
            Issue.record("accepted as \(date)")
        } catch {
            #expect(Self.isClearMessage(error.message))
            #expect(error.message.contains("year 0000") || error.message.contains("does not exist"), "\(error.message)")
        }
    }

    @Test(arguments: [("1582-10-04T12:00Z", "OCT 04 1582  12:00 PM"), ("1582-10-15T12:00Z", "OCT 15 1582  12:00 PM"),
                      ("1582-10-10T12:00Z", "OCT 10 1582  12:00 PM"), ("0001-01-01T12:00Z", "JAN 01 0001  12:00 PM"),
                      ("1000-02-28T12:00Z", "FEB 28 1000  12:00 PM"), ("1600-02-29T12:00Z", "FEB 29 1600  12:00 PM")])
    func daysAroundTheGapStillReadAsTyped(text: String, line: String) throws {
        let utc = try #require(Zone(identifier: "UTC"))
        #expect(Readout(instant: try FrozenDate.parse(text), zone: utc).line == line)
    }

    @Test func ordinaryDateMessageIsUnchanged() {
        #expect(throws: InputError("invalid date \"1985-10-26 01:21\": expected \(FrozenDate.acceptedForm)")) {
            try FrozenDate.parse("1985-10-26 01:21")
        }
    }

    // MARK: --cities

    @Test(arguments: ["to\nkyo", "tokyo,\u{1B}[2J", "paris,\r", "\u{2028}"])
    func cityMessageIsOneCleanLine(text: String) {
        do {
            let cities = try CitySelection.parse(text, catalogue: catalogue)
            Issue.record("accepted \(cities.map(\.id))")
        } catch {
            #expect(Self.isClearMessage(error.message), "\(error.message.debugDescription)")
        }
    }

    // MARK: Settings file

    @Test(arguments: [
        "cities = tok\u{1B}[31mio",
        "cities = tokyo, par\u{7}is",
        "version = \u{1B}[0m",
        "cities = " + String(repeating: "z", count: 5_000),
    ])
    func settingsWarningsAreOneCleanLine(text: String) {
        let (_, warnings) = SettingsFile.parse(text, catalogue: catalogue)
        #expect(!warnings.isEmpty)
        for warning in warnings {
            #expect(Self.isClearMessage(warning), "\(warning.debugDescription)")
            #expect(warning.count < 300, "the warning repeats too much of the input")
        }
    }
}

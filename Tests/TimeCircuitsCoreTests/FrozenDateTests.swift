import Foundation
import Testing
@testable import TimeCircuitsCore

/// Protects `--frozen-date`: strict ISO 8601 with an explicit offset means the same instant on every
/// machine, and anything else is refused with a message that quotes the input and says what is wrong
/// and what is accepted.
@Suite("FrozenDate")
struct FrozenDateTests {

    /// An accepted input and its instant in seconds since 1970 (computed independently of the parser).
    static let accepted: [(String, Double)] = [
        ("1985-10-26T01:21:00-07:00", 499_162_860),          // 08:21:00Z
        ("1985-10-26T08:21:00Z", 499_162_860),
        ("2015-10-21T16:29Z", 1_445_444_940),
        ("2015-10-21T16:29z", 1_445_444_940),
        ("2015-10-21T16:29:00Z", 1_445_444_940),
        ("2015-10-21T16:29:00.250+00:00", 1_445_444_940.25),
        ("2015-10-21T16:29:00,5Z", 1_445_444_940.5),
        ("2015-10-21T21:59+0530", 1_445_444_940),            // +0530 style
        ("2015-10-21T21:59+05:30", 1_445_444_940),
        ("2015-10-21T22:14+05:45", 1_445_444_940),
        ("2015-10-21T11:29-05", 1_445_444_940),              // hour-only offset
        ("2015-10-21T12:59-03:30", 1_445_444_940),           // negative offset with minutes
        ("2015-10-21T06:59-0930", 1_445_444_940),
        ("2015-10-21 16:29Z", 1_445_444_940),                // space instead of T
        ("2024-02-29T00:00Z", 1_709_164_800),                // leap day
        ("1969-12-31T23:59:59Z", -1),
        ("1970-01-01T00:00:00Z", 0),
        ("2099-12-31T23:59:59Z", 4_102_444_799),
    ]

    @Test(arguments: accepted)
    func acceptsISO8601WithAnOffset(text: String, seconds: Double) throws {
        let date = try FrozenDate.parse(text)
        #expect(date.timeIntervalSince1970 == seconds)
    }

    @Test func sameInstantWhateverTheOffsetSpelling() throws {
        let a = try FrozenDate.parse("1985-10-26T01:21:00-07:00")
        let b = try FrozenDate.parse("1985-10-26T13:51:00+05:30")
        let c = try FrozenDate.parse("1985-10-26T13:51+0530")
        #expect(a == b && b == c)
    }

    @Test func fractionOfASecondIsKept() throws {
        let whole = try FrozenDate.parse("2015-10-21T16:29:00+00:00")
        let quarter = try FrozenDate.parse("2015-10-21T16:29:00.250+00:00")
        #expect(abs(quarter.timeIntervalSince(whole) - 0.25) < 1e-6)
    }

    /// A rejected input and a fragment its message must contain to say what is accepted.
    static let rejected: [(String, String)] = [
        ("1985-10-26T01:21:00", FrozenDate.acceptedForm),        // no offset
        ("1985-10-26", FrozenDate.acceptedForm),                 // no time
        ("2026-13-01T00:00Z", "01–12"),                          // month 13
        ("2026-00-10T00:00Z", "01–12"),                          // month 0
        ("2023-02-29T12:00Z", "does not exist"),                 // not a leap year
        ("2026-04-31T12:00Z", "does not exist"),
        ("2026-04-00T12:00Z", "does not exist"),
        ("2026-01-01T24:00Z", "00:00:00–23:59:59"),              // 24:00
        ("2026-01-01T12:60Z", "00:00:00–23:59:59"),
        ("2026-01-01T12:00:60Z", "00:00:00–23:59:59"),
        ("2026-01-01T12:00+15:00", "−14:00…+14:00"),             // offset out of range
        ("2026-01-01T12:00+05:60", "−14:00…+14:00"),
        ("next tuesday", FrozenDate.acceptedForm),               // garbage
        ("1985-10-26T01:21:00-07:00 and more", FrozenDate.acceptedForm),
        ("", FrozenDate.acceptedForm),                           // empty
    ]

    @Test(arguments: rejected)
    func rejectsWithAMessageQuotingTheInputAndTheAcceptedForm(text: String, expected: String) {
        do throws(InputError) {
            let date = try FrozenDate.parse(text)
            Issue.record("\"\(text)\" was accepted as \(date)")
        } catch {
            #expect(error.message.contains("\"\(text)\""), "message does not quote the input: \(error.message)")
            #expect(error.message.contains(expected), "message does not say what is accepted: \(error.message)")
            #expect(!error.message.contains("\n"), "message is more than one line")
        }
    }

    @Test func formatErrorsSpellOutTheAcceptedForm() {
        #expect(FrozenDate.acceptedForm.contains("offset"))
        #expect(FrozenDate.acceptedForm.contains("1985-10-26T01:21:00-07:00"))
        #expect(throws: InputError.self) { try FrozenDate.parse("1985-10-26T01:21") }
    }
}

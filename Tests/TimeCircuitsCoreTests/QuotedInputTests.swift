import Testing
@testable import TimeCircuitsCore

/// Protects how messages repeat what the user typed: as typed when it is ordinary text, and always
/// on one line, without control characters and within a bounded length.
@Suite("QuotedInput")
struct QuotedInputTests {
    @Test(arguments: ["tokio", "1985-10-26 01:21", "São Paulo", "東京", "🚀", ""])
    func ordinaryTextIsQuotedAsTyped(text: String) {
        #expect(QuotedInput.quoted(text) == "\"\(text)\"")
    }

    @Test(arguments: [
        ("a\nb", #""a\nb""#),
        ("a\r\nb", #""a\r\nb""#),
        ("tab\there", #""tab\there""#),
        ("\u{1B}[31mred", #""\u{1B}[31mred""#),
        ("nul\0", #""nul\u{0}""#),
        ("next\u{85}line", #""next\u{85}line""#),
        ("line\u{2028}sep", #""line\u{2028}sep""#),
        ("\u{202E}evil", #""\u{202E}evil""#),
        // Invisible characters are shown, which is what a user puzzled by "tokyo" needs.
        ("to\u{200B}kyo", #""to\u{200B}kyo""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
    ])
    func hostileCharactersAreEscaped(text: String, expected: String) {
        #expect(QuotedInput.quoted(text) == expected)
    }

    @Test func longTextIsCutWithAnEllipsis() {
        let long = String(repeating: "x", count: QuotedInput.maximumCharacters * 10)
        let quoted = QuotedInput.quoted(long)
        #expect(quoted == "\"" + String(repeating: "x", count: QuotedInput.maximumCharacters) + "…\"")
        let exact = String(repeating: "y", count: QuotedInput.maximumCharacters)
        #expect(QuotedInput.quoted(exact) == "\"\(exact)\"")
    }

    @Test func everyScalarComesOutPrintableAndOnOneLine() {
        // Every BMP scalar that is escaped, and every whitespace one, alone.
        let scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter {
            QuotedInput.isShownAsEscape($0) || $0.properties.isWhitespace
        }
        for scalar in scalars {
            let quoted = QuotedInput.quoted(String(Character(scalar)))
            let oneLine = !quoted.contains(where: \.isNewline)
            let printable = !quoted.unicodeScalars.contains { $0.properties.generalCategory == .control }
            #expect(oneLine && printable, "U+\(String(scalar.value, radix: 16)) → \(quoted.debugDescription)")
        }
    }
}

/// User text as a message repeats it: in double quotes, on one line, printable and short.
///
/// Messages about bad input quote what was typed so the user can see the mistake, but the input
/// can be anything: a newline would split the one-line message (and the settings warning, which
/// joins several), a control character could drive the terminal (an escape sequence), a
/// bidirectional override could make the message read differently from what it says, and a
/// pasted paragraph or a binary file helps no one when echoed in full. So those characters are
/// written as Swift-style escapes (`\n`, `\t`, `\u{1B}`), and long text is cut with an ellipsis.
public enum QuotedInput {
    /// The most characters of user text a message repeats.
    public static let maximumCharacters = 64

    /// `text` in double quotes, escaped and shortened as described above. Ordinary text comes
    /// back exactly as typed, quotes added: `tokio` → `"tokio"`.
    public static func quoted(_ text: some StringProtocol) -> String {
        let shown = text.prefix(maximumCharacters)
        var result = "\""
        for scalar in shown.unicodeScalars {
            result += escaped(scalar)
        }
        if shown.endIndex < text.endIndex {
            result += "…"
        }
        return result + "\""
    }

    /// One scalar as it appears between the quotes.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default:
            return isShownAsEscape(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
    }

    /// Control characters (C0 and C1, NUL and escape among them), line and paragraph separators,
    /// and invisible format characters (bidirectional overrides, zero-width marks).
    static func isShownAsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: return true
        default: return false
        }
    }
}

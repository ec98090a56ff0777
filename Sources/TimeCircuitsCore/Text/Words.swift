/// The words a person reads, in their language: every menu item, panel line, notice and message
/// goes through one call, `words("English text")`.
///
/// The core decides what to say but may not read the environment or call C, so it is handed a
/// `Words` whose lookup the process built from the message catalogue (`MessageCatalogue` in
/// storage, glibc's gettext); tests and headless renders use `.english`. The English text is the
/// catalogue's key (gettext's msgid), so a missing catalogue or a missing line reads as English.
///
/// Arguments are positional, `%1$s`, `%2$s`…, so a language can put them in another order
/// ("Alarm %1$s snoozed until %2$s" → "Alarm %1$s bis %2$s verschoben"); `make pot` marks such
/// lines c-format and `msgfmt --check` refuses a translation whose arguments differ. `%%` is a
/// percent sign.
public struct Words: Sendable, Hashable {
    /// The catalogue's language as gettext chose it ("de"), or "en" for none; it stands for the
    /// lookup in comparisons, since two lookups of one catalogue give the same words.
    public let language: String
    private let lookup: @Sendable (String) -> String

    public init(language: String, lookup: @escaping @Sendable (String) -> String) {
        self.language = language
        self.lookup = lookup
    }

    /// The words as written in the source.
    public static let english = Words(language: "en") { $0 }

    /// Marks `message` for the template (`make pot`) where it is kept as a value and translated
    /// later, through `callAsFunction`, where it is shown: gettext's `N_()`. Returns it unchanged.
    public static func marked(_ message: String) -> String { message }

    /// `message` in this language, its `%N$s` filled with `arguments`.
    public func callAsFunction(_ message: String, _ arguments: String...) -> String {
        self(message, arguments: arguments)
    }

    /// `message` in this language, its `%N$s` filled with `arguments`, for a caller that holds
    /// them as a list.
    public func callAsFunction(_ message: String, arguments: [String]) -> String {
        Self.filled(lookup(message), arguments)
    }

    /// `format` with each `%N$s` replaced by `arguments[N - 1]` and `%%` by `%`. A placeholder
    /// with no argument is left as written, so a wrong translation shows, rather than crashes.
    public static func filled(_ format: String, _ arguments: [String]) -> String {
        guard format.contains("%") else { return format }
        var out = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                out += "%"
                rest = after.dropFirst()
                continue
            }
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            let tail = after.dropFirst(digits.count)
            if let n = Int(digits), n >= 1, n <= arguments.count, tail.hasPrefix("$s") {
                out += arguments[n - 1]
                rest = tail.dropFirst(2)
            } else {
                out += "%"
                rest = after
            }
        }
        return out + rest
    }

    public static func == (a: Words, b: Words) -> Bool { a.language == b.language }
    public func hash(into hasher: inout Hasher) { hasher.combine(language) }
}

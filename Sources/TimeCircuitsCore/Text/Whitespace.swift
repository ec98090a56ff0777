extension Unicode.Scalar {
    /// A space of any kind (Unicode's space separators, the no-break space among them) or a
    /// tab: what the settings file and the command line trim, as Foundation's `.whitespaces`.
    public var isBlank: Bool {
        // ASCII answered first: the Unicode tables behind `properties` are pages of the binary
        // that a settings file of plain text then never touches.
        if isASCII { return self == " " || self == "\t" }
        return properties.generalCategory == .spaceSeparator
    }
}

extension StringProtocol {
    /// The text without the blanks around it: spaces of every kind (Unicode's space separators,
    /// the no-break space among them) and tabs, as the settings file and the command line take
    /// them; line breaks stay, as Foundation's `.whitespaces` leaves them. Written here because
    /// `CharacterSet` trimming is not in FoundationEssentials (issue 30).
    public func trimmingWhitespace() -> String {
        trimming(\.isBlank)
    }

    /// The text without the blanks and line breaks around it (a file's last newline).
    public func trimmingWhitespaceAndNewlines() -> String {
        trimming { $0.isASCII ? ($0 == " " || ("\t"..."\r").contains($0)) : $0.properties.isWhitespace }
    }

    /// The text without the scalars around it for which `blank` holds.
    public func trimming(_ blank: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !blank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !blank($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension String {
    /// The text cut or filled with spaces to `width` characters: a column of a table the
    /// command line prints.
    public func padding(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}

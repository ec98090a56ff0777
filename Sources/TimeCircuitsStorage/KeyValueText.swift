import TimeCircuitsCore
/// The `key = value` text format the settings and state files share, line by line.
///
/// `#` or `;` starts a comment (whole line, or after a value); blank lines are ignored; lines end
/// in LF, CRLF or CR, so a file saved by a Windows editor reads the same. Keys are one word of
/// letters, digits, `_`, `-` or `.` (case-insensitive); anything else before an `=` is more likely
/// a broken line than a setting.
enum KeyValueText {
    /// One line of the file: a `key = value`, or a line that is neither that nor a comment.
    enum Line {
        /// `raw` is the line as written, for keeping a key this version does not know.
        case entry(number: Int, key: String, value: String, raw: Substring)
        case broken(number: Int)
    }

    /// The warning for a broken line.
    static func brokenWarning(_ number: Int, _ words: Words = .english) -> String {
        words("line %1$s: not \"key = value\"; ignored", "\(number)")
    }

    /// A one-record file (a state file) as its keys, the last line of each winning, with a warning
    /// for each broken line.
    static func record(of text: String) -> (values: [String: (line: Int, value: String)], warnings: [String]) {
        var values: [String: (line: Int, value: String)] = [:]
        var warnings: [String] = []
        for line in lines(of: text) {
            switch line {
            case .entry(let number, let key, let value, _): values[key] = (number, value)
            case .broken(let number): warnings.append(brokenWarning(number))
            }
        }
        return (values, warnings)
    }

    /// The warning for `key`'s value in `values` that is not `expected`: its line, the value quoted.
    static func badValue(_ key: String, in values: [String: (line: Int, value: String)], _ expected: String) -> String {
        let v = values[key]
        return "line \(v?.line ?? 0): \(key) \(QuotedInput.quoted(v?.value ?? "")) is not \(expected)"
    }

    /// The file's lines that are not blank or comments, numbered from 1.
    static func lines(of text: String) -> [Line] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { offset, raw in
            line(raw, number: offset + 1)
        }
    }

    /// One line read on its own: nil for a blank line or a comment.
    static func line(_ raw: Substring, number: Int) -> Line? {
        let line = raw.trimmingWhitespace()
        if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { return nil }
        guard let equals = line.firstIndex(of: "=") else { return .broken(number: number) }
        let key = line[..<equals].trimmingWhitespace().lowercased()
        guard isValidKey(key) else { return .broken(number: number) }
        let value = String(line[line.index(after: equals)...])
        return .entry(number: number, key: key, value: stripComment(value, hexColors: hexColorKeys.contains(key)), raw: raw)
    }

    /// The text cut into lines, each with the ending it has in the text (LF, CRLF, CR, or none
    /// for a last line without one), so that joining them gives the text back byte for byte.
    static func linesKeepingEndings(of text: String) -> [(body: Substring, ending: Substring)] {
        var result: [(body: Substring, ending: Substring)] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            if text[index].isNewline {
                let next = text.index(after: index)
                result.append((text[start..<index], text[index..<next]))
                start = next
                index = next
            } else {
                index = text.index(after: index)
            }
        }
        if start < text.endIndex { result.append((text[start...], text[text.endIndex...])) }
        return result
    }

    /// A value without a trailing ` # comment` and surrounding blanks. Only `colors` holds a `#`
    /// of its own (`#ff2a14`): there a `#` directly followed by something is the value's (a
    /// colour, or a typo the colour reader then names), and only `# ` or a `#` at the end starts
    /// a comment. No other value either file knows contains `#` or `;`, so cutting at the first
    /// one is safe for every other key.
    private static func stripComment(_ value: String, hexColors: Bool) -> String {
        let chars = Array(value)
        var cut = chars.count
        for i in chars.indices where chars[i] == "#" || chars[i] == ";" {
            if hexColors, chars[i] == "#", i + 1 < chars.count, !chars[i + 1].isWhitespace { continue }
            cut = i
            break
        }
        return String(chars[..<cut]).trimmingWhitespace()
    }

    /// The keys whose values may hold `#rrggbb` colours.
    static let hexColorKeys: Set<String> = ["colors"]

    private static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
        }
    }
}

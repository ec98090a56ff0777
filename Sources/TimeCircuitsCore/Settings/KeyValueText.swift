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
    static func brokenWarning(_ number: Int) -> String { "line \(number): not \"key = value\"; ignored" }

    /// The file's lines that are not blank or comments, numbered from 1.
    static func lines(of text: String) -> [Line] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { offset, raw in
            let number = offset + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { return nil }
            guard let equals = line.firstIndex(of: "=") else { return .broken(number: number) }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            guard isValidKey(key) else { return .broken(number: number) }
            return .entry(number: number, key: key, value: stripComment(String(line[line.index(after: equals)...])), raw: raw)
        }
    }

    /// A value without a trailing ` # comment` and surrounding blanks. No value either file
    /// knows contains `#` or `;`, so cutting at the first one is safe for every known key.
    private static func stripComment(_ value: String) -> String {
        let cut = value.firstIndex { $0 == "#" || $0 == ";" } ?? value.endIndex
        return value[..<cut].trimmingCharacters(in: .whitespaces)
    }

    private static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
        }
    }
}

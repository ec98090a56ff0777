import Foundation
import TimeCircuitsCore

/// The words of one of the `po/` catalogues, read straight from its `.po` file, for tests that
/// must see every language in one process: gettext binds one language per process, and the
/// tests run in parallel.
public enum CatalogueWords {
    /// The repository's `po/` folder.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("po")

    /// The languages shipped, from `po/LINGUAS`.
    public static var languages: [String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("LINGUAS"), encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") }
    }

    /// English, then every shipped language.
    public static var all: [Words] { [.english] + languages.map(words) }

    /// The translations of `po/<language>.po` (English where a line is missing).
    public static func words(_ language: String) -> Words {
        let table = entries(language)
        return Words(language: language) { table[$0].flatMap { $0.isEmpty ? nil : $0 } ?? $0 }
    }

    /// msgid → msgstr of `po/<language>.po`, the header left out. Continued lines ("…" on the
    /// next line, as msgmerge wraps them) are joined; C escapes are read.
    public static func entries(_ language: String) -> [String: String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("\(language).po"), encoding: .utf8)) ?? ""
        var table: [String: String] = [:]
        struct Pair { var id: String?; var str: String? }
        var pair = Pair()
        var current: WritableKeyPath<Pair, String?>?
        func flush() {
            if let id = pair.id, let str = pair.str, !id.isEmpty { table[id] = str }
            pair = Pair()
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("msgid ") {
                flush()
                pair.id = unquote(line.dropFirst(6)); current = \.id
            } else if line.hasPrefix("msgstr ") {
                pair.str = unquote(line.dropFirst(7)); current = \.str
            } else if line.hasPrefix("\""), let key = current {
                pair[keyPath: key] = (pair[keyPath: key] ?? "") + unquote(Substring(line))
            } else if line.isEmpty || line.hasPrefix("#") {
                current = nil
            }
        }
        flush()
        return table
    }

    /// A PO string literal's text: the quotes off, \" \\ \n \t read.
    static func unquote(_ literal: Substring) -> String {
        var body = literal.dropFirst().dropLast()
        var out = ""
        while let c = body.popFirst() {
            guard c == "\\", let next = body.popFirst() else { out.append(c); continue }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            default: out.append(next)
            }
        }
        return out
    }
}

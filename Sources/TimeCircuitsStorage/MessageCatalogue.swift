import CGettext
import FoundationEssentials
import Glibc
import TimeCircuitsCore

/// The translations of what the clock says, from gettext catalogues (`share/locale/LL/
/// LC_MESSAGES/timecircuits.mo`, built by msgfmt from `po/`), in the language that `LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES` and `LANG` choose, as every gettext program reads them. A language with
/// no catalogue, or a line missing from one, reads as English, silently.
///
/// `open()` binds the text domain in the process, once, before anything is said: gettext keeps the
/// binding in libc, which is the process's by nature (its locale, its environment), so one call at
/// the start of `main` is the whole of it, and every `Words` it returns reads that binding.
public enum MessageCatalogue {
    /// The text domain: the catalogues' file name.
    public static let domain = "timecircuits"

    /// Binds the domain to the catalogues installed with `program` (default: this process's own
    /// executable) and returns the words in the user's language.
    public static func open(program: String? = nil) -> Words {
        // LC_MESSAGES alone: gettext needs no other category, and LC_CTYPE's tables would be
        // 130 KB mapped for nothing (KeyboardInput sets it when a name is typed). A locale that is
        // not installed leaves "C", where gettext ignores LANGUAGE, as every program does.
        setlocale(LC_MESSAGES, "")
        if let folder = folder(program: program ?? RunningProgram.executable ?? CommandLine.arguments[0]) { bindtextdomain(domain, folder) }
        // Whatever the locale's charset, Swift strings are UTF-8: no conversion, and no "?" for ä.
        bind_textdomain_codeset(domain, "UTF-8")
        return Words(language: language()) { message in
            guard !message.isEmpty else { return message }  // "" would answer with the header
            // Without a translation gettext hands back the very pointer it was given: the
            // message's own bytes, which must not be copied into a string while they are lent.
            return message.withCString { key in
                guard let found = dgettext(domain, key), found != UnsafeMutablePointer(mutating: key) else { return message }
                return String(cString: found)
            }
        }
    }

    /// Where the catalogues are: `share/locale` beside the program's folder (bin/…) or its parent's
    /// (libexec/timecircuits/…), the first that exists. A build puts them at
    /// `.build/<triple>/share/locale`, beside debug/ and release/, so a built clock finds them as
    /// an installed one does. Nil for none: gettext then uses its default folder.
    static func folder(program: String) -> String? {
        func parent(_ path: String) -> String { path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "." }
        var dir = parent(program)
        for _ in 0..<2 {
            dir = parent(dir)
            if FileManager.default.fileExists(atPath: dir + "/share/locale") { return dir + "/share/locale" }
        }
        return nil
    }

    /// The language whose catalogue answers, from the catalogue's own header (msgfmt writes
    /// "Language: de" into the entry for ""); "en" when no catalogue does.
    static func language() -> String {
        let header = String(cString: dgettext(domain, ""))
        for line in header.split(separator: "\n") where line.hasPrefix("Language: ") {
            return String(line.dropFirst("Language: ".count))
        }
        return "en"
    }
}

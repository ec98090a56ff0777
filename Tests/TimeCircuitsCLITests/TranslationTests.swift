import DesktopTestSupport
import Foundation
import Testing

/// The catalogues in po/: complete, checked, made from a template that says what the sources say,
/// and chosen by LANGUAGE in the programs as gettext programs choose.
@Suite("Translations", .serialized)
struct TranslationTests {
    static let repository = CatalogueWords.folder.deletingLastPathComponent()
    static let template = CatalogueWords.folder.appendingPathComponent("timecircuits.pot").path

    /// Why `po` is not a complete, valid translation of `template`, or nil when it is: every
    /// message of the template translated (msgcmp), no fuzzy or untranslated entry, and msgfmt
    /// --check content with it (a %1$s missing or added is an error there).
    static func problems(po: String, template: String = template) throws -> String? {
        let cmp = try InstallLayoutTests.run(["msgcmp", po, template], mergingErrors: true)
        if cmp.status != 0 { return "msgcmp: \(cmp.output)" }
        let fmt = try InstallLayoutTests.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", po], mergingErrors: true)
        if fmt.status != 0 { return "msgfmt --check: \(fmt.output)" }
        if fmt.output.contains("fuzzy") || fmt.output.contains("untranslated") { return "msgfmt --statistics: \(fmt.output)" }
        return nil
    }

    /// The msgids of a catalogue or template, header left out.
    static func messages(_ path: String) throws -> Set<String> {
        let text = try InstallLayoutTests.run(["msgcat", "--no-wrap", "--no-location", path]).output
        return Set(text.split(separator: "\n").filter { $0.hasPrefix("msgid \"") && $0 != "msgid \"\"" }.map(String.init))
    }

    @Test("every shipped language translates every message of the template: no fuzzy, none missing, msgfmt --check passes",
          arguments: CatalogueWords.languages)
    func complete(language: String) throws {
        #expect(CatalogueWords.languages == ["de", "es", "fr", "it", "pt_BR"])
        let po = CatalogueWords.folder.appendingPathComponent("\(language).po").path
        #expect(try Self.problems(po: po) == nil, "po/\(language).po (make po merges the template; then translate)")
        #expect(CatalogueWords.entries(language)["Quit"]?.isEmpty == false)
    }

    @Test("the check fails for a catalogue with a fuzzy entry, and for one that lacks a message of the template")
    func checkFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tc-po-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let german = try String(contentsOf: CatalogueWords.folder.appendingPathComponent("de.po"), encoding: .utf8)
        // A message the translator has not confirmed since its English changed.
        let fuzzy = folder.appendingPathComponent("fuzzy.po").path
        try german.replacingOccurrences(of: "msgid \"Quit\"", with: "#, fuzzy\nmsgid \"Quit\"").write(toFile: fuzzy, atomically: true, encoding: .utf8)
        #expect(try Self.problems(po: fuzzy)?.contains("fuzzy") == true)
        // A message the template has and the catalogue lacks.
        let lacking = folder.appendingPathComponent("lacking.po").path
        try german.replacingOccurrences(of: "msgid \"Quit\"\nmsgstr \"Beenden\"", with: "")
            .write(toFile: lacking, atomically: true, encoding: .utf8)
        #expect(try Self.messages(lacking).count == Self.messages(fuzzy).count - 1)
        #expect(try Self.problems(po: lacking) != nil)
        // An argument the English has and the translation dropped.
        let dropped = folder.appendingPathComponent("dropped.po").path
        try german.replacingOccurrences(of: "msgstr \"Wecker %1$s\"", with: "msgstr \"Wecker\"").write(toFile: dropped, atomically: true, encoding: .utf8)
        #expect(try Self.problems(po: dropped)?.contains("msgfmt") == true)
    }

    @Test("the template holds exactly the messages of the sources' words() and Words.marked(), the desktop entry and the metainfo (make pot)")
    func templateIsCurrent() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("tc-\(UUID().uuidString).pot").path
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        // The same extraction as make pot's.
        let script = Self.repository.appendingPathComponent("scripts/extract-messages").path
        let made = try InstallLayoutTests.run([script, fresh], mergingErrors: true)
        #expect(made.status == 0, "\(made.output)")
        let extracted = try Self.messages(fresh), committed = try Self.messages(Self.template)
        #expect(extracted.count > 200)
        for from in ["Beenden", "Uhr", "Die Stoppuhr mit ihren Runden"] {
            #expect(CatalogueWords.entries("de").values.contains(from), "sources, desktop entry and metainfo are all in: \(from)")
        }
        #expect(extracted.subtracting(committed).isEmpty, "not in po/timecircuits.pot (make pot): \(extracted.subtracting(committed))")
        #expect(committed.subtracting(extracted).isEmpty, "no longer in the sources (make pot): \(committed.subtracting(extracted))")
    }

    @Test("LANGUAGE=de: usage errors (ours, the argument parser's, a parser's) and --help with its long text in German, exit 64 and nothing written; LANGUAGE=xx falls back to English, silently")
    func commandLineSpeaksTheLanguage() throws {
        #expect(MessageLanguage.buildCatalogues(besides: CommandLineTests.binary) == nil)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-\(UUID().uuidString).png").path
        let german = try CommandLineTests.run(["render", "-o", out, "--size", "5x"], language: "de")
        #expect(german.status == 64)
        #expect(german.stderr == "timecircuits: ungültige Größe \"5x\": erwartet BREITExHÖHE in Pixeln, je 1–16384, z. B. 1040x670\n",
                "\(german.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let help = try CommandLineTests.run(["timer", "--help"], language: "de")
        #expect(help.stdout.contains("Das Fenster mit dem Countdown-Timer öffnen.") && help.stdout.contains("Die Länge des Countdowns"),
                "\(help.stdout)")
        // The long text (discussion): its paragraphs wrapped by the parser, the examples' heading.
        #expect(help.stdout.contains("Tasten des Timers: Leertaste startet, pausiert und setzt fort;"), "\(help.stdout)")
        #expect(help.stdout.contains("Beispiele:\n  timecircuits timer 18m\n"), "\(help.stdout)")
        // An error the argument parser words itself, said again in German, with its pointer to --help.
        let parser = try CommandLineTests.run(["render"], language: "de")
        #expect(parser.status == 64)
        #expect(parser.stderr == "timecircuits: Erwartetes Argument '--output <file>' fehlt (siehe 'timecircuits --help')\n", "\(parser.stderr)")
        let unknown = try CommandLineTests.run(["now", "--bogus"], language: "de")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("timecircuits: Unbekannte Option '--bogus'"), "\(unknown.stderr)")
        // A parser of ours (the date's).
        let date = try CommandLineTests.run(["now", "--frozen-date", "1985-13-01T00:00Z"], language: "de")
        #expect(date.status == 64)
        #expect(date.stderr.hasPrefix("timecircuits: ungültiges Datum \"1985-13-01T00:00Z\": Monat 13 liegt nicht in 01–12;"), "\(date.stderr)")
        #expect(date.stderr.filter { $0 == "\n" }.count == 1)

        for fallback in ["xx", "", "xx:yy"] {
            let english = try CommandLineTests.run(["render", "-o", out, "--size", "5x"], language: fallback)
            #expect(english.status == 64)
            #expect(english.stderr == "timecircuits: invalid size \"5x\": expected WIDTHxHEIGHT in pixels, each 1–16384, e.g. 1040x670\n",
                    "LANGUAGE=\(fallback): \(english.stderr)")
        }
        let englishParser = try CommandLineTests.run(["render"], language: "xx")
        #expect(englishParser.stderr == "timecircuits: Missing expected argument '--output <file>' (see 'timecircuits --help')\n")
        let englishDate = try CommandLineTests.run(["now", "--frozen-date", "1985-13-01T00:00Z"], language: "xx")
        #expect(englishDate.stderr.hasPrefix("timecircuits: invalid date \"1985-13-01T00:00Z\": month 13 is not 01–12;"), "\(englishDate.stderr)")
        let englishHelp = try CommandLineTests.run(["timer", "--help"], language: "xx")
        #expect(englishHelp.stdout.contains("Keys on the timer face: Space starts, pauses and resumes;")
                && englishHelp.stdout.contains("Examples:\n  timecircuits timer 18m\n"), "\(englishHelp.stdout)")
        // A list: the first language with a catalogue answers.
        let listed = try CommandLineTests.run(["render", "-o", out, "--size", "5x"], language: "xx:it")
        #expect(listed.stderr.contains("dimensione \"5x\" non valida"), "\(listed.stderr)")
    }
}

import Foundation

/// The language a clock started by a test speaks, whatever the language of whoever runs the
/// tests: the environment variables gettext reads, set so that only `LANGUAGE` chooses.
public enum MessageLanguage {
    /// English (no catalogue): what every test that reads the clock's words expects, unless it
    /// names a language.
    public static let english = speaking("")

    /// `LANGUAGE=language` under a messages locale that is always there (C.UTF-8, glibc's own):
    /// gettext ignores LANGUAGE only in the "C" locale, and a test must not depend on which
    /// locales a machine has generated.
    public static func speaking(_ language: String) -> [String: String] {
        ["LANGUAGE": language, "LC_ALL": "", "LC_MESSAGES": "C.UTF-8"]
    }

    /// Builds the catalogues from `po/` where `binary` finds them (`share/locale` beside its
    /// folder, as `make locale` puts them), once per test process: `swift test` alone has not
    /// run make. Returns what the build script said when it failed, nil when it worked.
    public static func buildCatalogues(besides binary: String) -> String? {
        let folder = URL(fileURLWithPath: binary).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/locale").path
        let script = CatalogueWords.folder.deletingLastPathComponent().appendingPathComponent("scripts/build-catalogues").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: script)
        p.arguments = [folder]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        do { try p.run() } catch { return "\(script): \(error)" }
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return p.terminationStatus == 0 ? nil : said
    }
}

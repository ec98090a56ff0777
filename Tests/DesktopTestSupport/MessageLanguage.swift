import Foundation
import Glibc

/// The language a clock started by a test speaks, whatever the language of whoever runs the
/// tests: the environment variables gettext reads, set so that only `LANGUAGE` chooses.
public enum MessageLanguage {
    /// English (no catalogue): what every test that reads the clock's words expects, unless it
    /// names a language.
    public static let english = speaking("")

    /// `LANGUAGE=language` under a messages locale that is not "C", which a test must not need a
    /// machine to have generated: glibc's own C.UTF-8 files copied under another name
    /// (`messagesLocale`). gettext ignores LANGUAGE in the "C" locale, and since glibc 2.39
    /// (Debian 13) in C.UTF-8 too, so C.UTF-8 itself serves only where the copy cannot be made.
    public static func speaking(_ language: String) -> [String: String] {
        guard let (folder, name) = messagesLocale else { return ["LANGUAGE": language, "LC_ALL": "", "LC_MESSAGES": "C.UTF-8"] }
        return ["LANGUAGE": language, "LC_ALL": "", "LC_MESSAGES": name, "LOCPATH": folder]
    }

    /// A folder for `LOCPATH` holding glibc's C.UTF-8 locale as `en_US.UTF-8`, made once (and
    /// kept for the next run: 400 KB in the temporary folder); nil where glibc ships no C.UTF-8
    /// files to copy.
    static let messagesLocale: (folder: String, name: String)? = {
        let source = ["/usr/lib/locale/C.utf8", "/usr/lib/locale/C.UTF-8"].first { FileManager.default.fileExists(atPath: $0) }
        guard let source else { return nil }
        let name = "en_US.UTF-8"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timecircuits-test-locale").path
        let target = "\(folder)/\(name)"
        if FileManager.default.fileExists(atPath: "\(target)/LC_MESSAGES") { return (folder, name) }
        // Copied beside and renamed, so a test process running meanwhile never sees half a locale.
        let partial = "\(folder)/.partial-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: partial)
            try FileManager.default.copyItem(atPath: source, toPath: partial)
            if rename(partial, target) != 0 { try? FileManager.default.removeItem(atPath: partial) }
        } catch {
            return nil
        }
        return FileManager.default.fileExists(atPath: "\(target)/LC_MESSAGES") ? (folder, name) : nil
    }()

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

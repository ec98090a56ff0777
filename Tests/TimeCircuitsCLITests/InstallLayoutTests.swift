import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What `make install` and `make deb` put where, checked by running the same install script on the
/// built binary into a scratch root: every file present, the desktop entry valid, the man page
/// readable, the completions written by the binary itself.
@Suite("Install layout", .serialized)
struct InstallLayoutTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = repository.appendingPathComponent("scripts/install-files").path

    /// Runs `argv` and returns its status and standard output.
    static func run(_ argv: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = argv
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("the install script puts every listed file in place, and uninstall removes them all")
    func layout() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tc-install-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Self.run([Self.script, root, CommandLineTests.binary]).status == 0)

        let listed = try Self.run([Self.script, "--list"]).output.split(separator: "\n").map(String.init)
        #expect(listed.contains("bin/timecircuits") && listed.contains("share/applications/timecircuits.desktop"))
        #expect(listed.filter { $0.hasPrefix("share/icons/hicolor/") }.count == 9)
        for path in listed {
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")[.size] as? Int) ?? 0
            #expect(size > 0, "\(path) missing or empty")
        }
        #expect(FileManager.default.isExecutableFile(atPath: "\(root)/bin/timecircuits"))
        let bash = try String(contentsOfFile: "\(root)/share/bash-completion/completions/timecircuits", encoding: .utf8)
        #expect(bash.contains("--frozen-date") && bash.contains("render"))

        #expect(try Self.run([Self.script, "--uninstall", root]).status == 0)
        for path in listed { #expect(!FileManager.default.fileExists(atPath: "\(root)/\(path)"), "\(path) left behind") }
    }

    @Test("the desktop entry passes desktop-file-validate")
    func desktopEntry() throws {
        let entry = Self.repository.appendingPathComponent("packaging/timecircuits.desktop").path
        let result = try Self.run(["desktop-file-validate", entry])
        #expect(result.status == 0, "desktop-file-validate: \(result.output) (make test installs desktop-file-utils)")
        let text = try String(contentsOfFile: entry, encoding: .utf8)
        #expect(text.contains("Categories=Utility;Clock;") && text.contains("Exec=timecircuits"))
    }

    @Test("the screensaver entry passes desktop-file-validate, and the xscreensaver description runs the hack on its window")
    func screensaverEntries() throws {
        let entry = Self.repository.appendingPathComponent("packaging/timecircuits-screensaver.desktop").path
        let result = try Self.run(["desktop-file-validate", entry])
        #expect(result.status == 0, "desktop-file-validate: \(result.output)")
        #expect(try String(contentsOfFile: entry, encoding: .utf8).contains("Exec=timecircuits --root"))
        let xml = try String(contentsOf: Self.repository.appendingPathComponent("packaging/timecircuits-xscreensaver.xml"), encoding: .utf8)
        #expect(xml.contains("<screensaver name=\"timecircuits\"") && xml.contains("<command arg=\"--root\"/>")
                && xml.contains("arg-set=\"--drift\""))
        let parsed = XMLParser(data: Data(xml.utf8))
        #expect(parsed.parse(), "well-formed XML")
    }

    @Test("the man page renders with man -l and documents every command")
    func manPage() throws {
        let page = Self.repository.appendingPathComponent("packaging/timecircuits.1").path
        let result = try Self.run(["man", "-l", "-P", "cat", page])
        #expect(result.status == 0, "man -l failed (make test installs man-db)")
        for word in ["timecircuits", "render", "now", "cities", "icon", "--frozen-date", "timer", "alarm", "ctl", "--new-instance",
                     "--desktop", "--window-id", "--root", "--drift"] {
            #expect(result.output.contains(word), "the man page does not mention \(word)")
        }
    }
}

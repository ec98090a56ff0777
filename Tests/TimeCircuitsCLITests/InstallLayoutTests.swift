import DesktopTestSupport
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

    /// The alarm service's files, relative to the install root (a system prefix's unit folder).
    static let unit = "lib/systemd/user/timecircuits-alarms.service"
    static let activation = "share/dbus-1/services/io.github.timecircuits.Alarms.service"
    static let autostart = "share/timecircuits/timecircuits-alarms.desktop"
    /// The application id: the clock's D-Bus name, its desktop entry's and its metainfo's name.
    static let appID = "io.github.timecircuits.Clock"
    static let metainfo = "share/metainfo/\(appID).metainfo.xml"

    /// Installs into a fresh scratch root with the install script, as `make install` does
    /// (`prefix` as `make deb` and DESTDIR staging pass it), and returns the root.
    static func install(prefix: String? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tc-install-\(UUID().uuidString)").path
        let result = try run([script, root, CommandLineTests.binary] + (prefix.map { [$0] } ?? []), mergingErrors: true)
        guard result.status == 0 else {
            try? FileManager.default.removeItem(atPath: root)
            throw InstallFailed(output: result.output)
        }
        return root
    }

    struct InstallFailed: Error { let output: String }

    /// The `key=value` lines of a unit, D-Bus service or desktop file (sections and comments
    /// left out; these files set each key once).
    static func keys(_ path: String) throws -> [String: String] {
        var keys: [String: String] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        where !line.hasPrefix("#") && !line.hasPrefix("[") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            keys[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return keys
    }

    /// Runs `argv` and returns its status and standard output (with its standard error when
    /// `mergingErrors`: systemd-analyze warns there and still exits 0).
    static func run(_ argv: [String], environment: [String: String]? = nil,
                    mergingErrors: Bool = false) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = argv
        if let environment { p.environment = environment }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = mergingErrors ? out : FileHandle.nullDevice
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
        #expect(listed.contains("bin/timecircuits") && listed.contains("share/applications/\(Self.appID).desktop"))
        #expect(listed.contains(Self.metainfo))
        #expect(listed.filter { $0.hasPrefix("share/icons/hicolor/") }.count == 9)
        for path in [Self.unit, Self.activation, Self.autostart] { #expect(listed.contains(path), "\(path) not listed") }
        for path in listed {
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")[.size] as? Int) ?? 0
            #expect(size > 0, "\(path) missing or empty")
        }
        #expect(FileManager.default.isExecutableFile(atPath: "\(root)/bin/timecircuits"))
        let bash = try String(contentsOfFile: "\(root)/share/bash-completion/completions/timecircuits", encoding: .utf8)
        #expect(bash.contains("--frozen-date") && bash.contains("render"))
        // bash-completion sources the file, never runs it: a #! line is noise lintian warns about.
        #expect(!bash.hasPrefix("#!"), "the bash completion starts with a #! line")

        // The alarm service's templates name the binary where it was installed, and nothing else.
        for path in [Self.unit, Self.activation, Self.autostart] {
            let text = try String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)
            #expect(!text.contains("@BINDIR@") && text.contains("\(root)/bin/timecircuits alarm serve"), "\(path)")
        }

        #expect(try Self.run([Self.script, "--uninstall", root]).status == 0)
        for path in listed { #expect(!FileManager.default.fileExists(atPath: "\(root)/\(path)"), "\(path) left behind") }
        #expect(!FileManager.default.fileExists(atPath: "\(root)/share/timecircuits"), "the autostart template's folder left behind")
    }

    @Test("the desktop entry passes desktop-file-validate")
    func desktopEntry() throws {
        let entry = Self.repository.appendingPathComponent("packaging/\(Self.appID).desktop").path
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
        // As lintian reads it: groff's warnings (an empty input line among them) are bugs in the page.
        let warnings = try Self.run(["man", "--warnings", "-l", "-Tutf8", "-Z", page], mergingErrors: true)
        #expect(!warnings.output.contains("warning"), "man --warnings: \(warnings.output.split(separator: "\n").filter { $0.contains("warning") })")
        for word in ["timecircuits", "render", "now", "plan", "--ics", "cities", "icon", "--frozen-date", "timer", "alarm", "ctl", "--new-instance",
                     "--desktop", "--window-id", "--root", "--drift"] {
            #expect(result.output.contains(word), "the man page does not mention \(word)")
        }
    }

    @Test("the alarm service's user unit passes systemd-analyze --user verify")
    func alarmUnitVerifies() throws {
        let root = try Self.install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // --user verify runs without a user manager but needs a runtime folder of its own; it
        // checks that ExecStart's binary (the root's) is executable and, through man, that the
        // Documentation= page exists (MANPATH: the root's page, not one installed on this machine).
        let runtime = root + "/run"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime
        environment["MANPATH"] = root + "/share/man"
        let result = try Self.run(["systemd-analyze", "--user", "verify", "\(root)/\(Self.unit)"],
                                  environment: environment, mergingErrors: true)
        // Silence too: an unknown or misspelt key is only a warning, with status 0.
        #expect(result.status == 0 && result.output.isEmpty,
                "systemd-analyze verify: \(result.output) (make test installs systemd)")

        let unit = try Self.keys("\(root)/\(Self.unit)")
        #expect(unit["Type"] == "dbus" && unit["Restart"] == "on-failure" && unit["WantedBy"] == "default.target")
        #expect(unit["Documentation"] == "man:timecircuits(1)")
        // It must start under systemd 252 (Debian 12), whose user manager has no CAP_WAKE_ALARM to give.
        #expect(unit["AmbientCapabilities"] == nil)
    }

    @Test("the alarm service's autostart entry passes desktop-file-validate and starts nothing in a systemd session")
    func alarmAutostartEntry() throws {
        let root = try Self.install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let entry = "\(root)/\(Self.autostart)"
        let result = try Self.run(["desktop-file-validate", entry], mergingErrors: true)
        #expect(result.status == 0 && result.output.isEmpty, "desktop-file-validate: \(result.output)")
        let keys = try Self.keys(entry)
        #expect(keys["Type"] == "Application" && keys["NoDisplay"] == "true" && keys["X-systemd-skip"] == "true")
        #expect(keys["Exec"] == "\(root)/bin/timecircuits alarm serve" && keys["TryExec"] == "\(root)/bin/timecircuits")
    }

    @Test("the D-Bus activation file starts the unit that owns its name, and a session bus lists it")
    func alarmActivationMatchesUnit() throws {
        let root = try Self.install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let unit = try Self.keys("\(root)/\(Self.unit)")
        let activation = try Self.keys("\(root)/\(Self.activation)")
        #expect(unit["BusName"] == "io.github.timecircuits.Alarms")
        #expect(activation["Name"] == unit["BusName"])
        #expect(activation["Exec"] != nil && activation["Exec"] == unit["ExecStart"])
        #expect(activation["SystemdService"] == URL(fileURLWithPath: Self.unit).lastPathComponent)
        #expect(activation["Exec"] == "\(root)/bin/timecircuits alarm serve")

        // dbus-daemon reads the file as a session bus reads share/dbus-1/services: a file it
        // cannot parse is left out of the activatable names.
        let bus = try PrivateSessionBus.start(serviceDirectory: "\(root)/share/dbus-1/services")
        defer { bus.stop() }
        let names = bus.call(["--dest=org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.ListActivatableNames"]) ?? ""
        #expect(names.contains("string \"io.github.timecircuits.Alarms\""), "\(names)")
    }

    @Test("staged installs name the real prefix; under ~/.local the unit goes where the user manager looks")
    func alarmFilesUnderPrefixes() throws {
        // As make deb stages /usr: the files name /usr/bin, not the staging root.
        let staged = try Self.install(prefix: "/usr")
        defer { try? FileManager.default.removeItem(atPath: staged) }
        #expect(try Self.keys("\(staged)/\(Self.unit)")["ExecStart"] == "/usr/bin/timecircuits alarm serve")
        #expect(try Self.keys("\(staged)/\(Self.activation)")["Exec"] == "/usr/bin/timecircuits alarm serve")
        #expect(try Self.keys("\(staged)/\(Self.autostart)")["Exec"] == "/usr/bin/timecircuits alarm serve")

        // The user manager searches ~/.local/share/systemd/user, never ~/.local/lib/systemd/user.
        let home = "/home/marty/.local"
        let userUnit = "share/systemd/user/timecircuits-alarms.service"
        let local = try Self.install(prefix: home)
        defer { try? FileManager.default.removeItem(atPath: local) }
        #expect(try Self.keys("\(local)/\(userUnit)")["ExecStart"] == "\(home)/bin/timecircuits alarm serve")
        #expect(!FileManager.default.fileExists(atPath: "\(local)/\(Self.unit)"))
        let listed = try Self.run([Self.script, "--list", home]).output.split(separator: "\n").map(String.init)
        #expect(listed.contains(userUnit) && !listed.contains(Self.unit))
        #expect(try Self.run([Self.script, "--uninstall", local, home]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: "\(local)/\(userUnit)"))

        // A path the three files' Exec lines would need quoted is refused, not written half-right.
        let refused = FileManager.default.temporaryDirectory.appendingPathComponent("tc-install-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: refused) }
        let result = try Self.run([Self.script, refused, CommandLineTests.binary, "/opt/time circuits"], mergingErrors: true)
        #expect(result.status == 2 && result.output.contains("PREFIX"), "\(result.output)")
    }

    @Test("the installed AppStream metainfo passes appstreamcli validate, names the installed entry and binary, and its newest release is VERSION")
    func appStreamMetainfo() throws {
        let root = try Self.install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = "\(root)/\(Self.metainfo)"
        let result = try Self.run(["appstreamcli", "validate", "--no-net", path], mergingErrors: true)
        #expect(result.status == 0, "appstreamcli validate: \(result.output) (make test installs appstream)")

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("<id>\(Self.appID)</id>") && Self.appID == "io.github.timecircuits.Clock")
        // Translated as it was installed: a software centre shows the user's language.
        #expect(text.contains("<summary xml:lang=\"de\">Die Zeit in drei Städten auf der Zeitschaltkreis-Anzeige des DeLorean</summary>"))
        // msgfmt writes the language as the catalogue names it (pt_BR) or, from gettext 0.22 on
        // (Debian 13), as a BCP 47 tag (pt-BR); AppStream reads either.
        #expect(text.contains("<caption xml:lang=\"pt_BR\">O cronômetro com suas voltas</caption>")
                || text.contains("<caption xml:lang=\"pt-BR\">O cronômetro com suas voltas</caption>"))
        // The installed desktop entry too, and it is still valid.
        let entry = "\(root)/share/applications/\(Self.appID).desktop"
        let validated = try Self.run(["desktop-file-validate", entry], mergingErrors: true)
        #expect(validated.status == 0 && validated.output.isEmpty, "desktop-file-validate: \(validated.output)")
        let keys = try Self.keys(entry)
        #expect(keys["Comment[fr]"] == "L'heure de trois villes sur l'affichage des circuits temporels de la DeLorean")
        #expect(keys["GenericName[de]"] == "Uhr" && keys["Exec"] == "timecircuits" && keys["GenericName"] == "Clock")
        #expect(text.contains("<launchable type=\"desktop-id\">\(Self.appID).desktop</launchable>"))
        #expect(FileManager.default.fileExists(atPath: "\(root)/share/applications/\(Self.appID).desktop"))
        #expect(text.contains("<binary>timecircuits</binary>"))
        let version = try String(contentsOf: Self.repository.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let newest = text.components(separatedBy: "<release version=\"").dropFirst().first?.prefix { $0 != "\"" }
        #expect(newest.map(String.init) == version, "the newest <release> is \(newest ?? "none"), VERSION says \(version)")

        // Each screenshot is an image committed under assets/, at the size the file states.
        let shots = text.components(separatedBy: "<image type=\"source\" ").dropFirst()
        #expect(shots.count == 4)
        for shot in shots {
            let size = shot.prefix { $0 != ">" }
            let name = String(shot.split(separator: "/assets/").last?.prefix { $0 != "<" } ?? "")
            let png = try Data(contentsOf: Self.repository.appendingPathComponent("assets/\(name)"))
            // A PNG's width and height are the big-endian words at bytes 16 and 20.
            let word = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(size.contains("width=\"\(word(16))\" height=\"\(word(20))\""), "assets/\(name) is \(word(16))x\(word(20)), not \(size)")
        }
    }

    @Test("the catalogues are installed under share/locale, and the installed clock finds them beside its prefix")
    func catalogues() throws {
        let root = try Self.install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listed = try Self.run([Self.script, "--list"]).output.split(separator: "\n").map(String.init)
        let catalogues = listed.filter { $0.hasPrefix("share/locale/") }
        #expect(catalogues.sorted() == ["de", "es", "fr", "it", "pt_BR"].map { "share/locale/\($0)/LC_MESSAGES/timecircuits.mo" })
        for path in catalogues { #expect(FileManager.default.isReadableFile(atPath: "\(root)/\(path)"), "\(path)") }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(MessageLanguage.speaking("es")) { _, new in new }
        let spanish = try Self.run(["\(root)/bin/timecircuits", "render", "-o", "\(root)/never.png", "--size", "5x"], environment: environment, mergingErrors: true)
        #expect(spanish.status == 64 && spanish.output.contains("tamaño \"5x\" no válido"), "\(spanish.output)")
    }

    @Test("installing over the old desktop entry's name removes it, so menus list the clock once")
    func oldDesktopEntryRemoved() throws {
        let root = try Self.install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let old = "\(root)/share/applications/timecircuits.desktop"
        try "[Desktop Entry]\n".write(toFile: old, atomically: true, encoding: .utf8)
        #expect(try Self.run([Self.script, root, CommandLineTests.binary]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: "\(root)/share/applications/\(Self.appID).desktop"))
    }
}

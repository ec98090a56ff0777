import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// The window's autostart entry on disk: where it goes, that desktops accept it, and that the
/// clock removes only an entry it wrote.
@Suite("Autostart entry")
struct AutostartEntryTests {
    /// A fresh configuration home; removed after `body`.
    func withConfigHome(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tc-autostart-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root)
    }

    static func validate(_ file: URL) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["desktop-file-validate", file.path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("the entry goes to $XDG_CONFIG_HOME/autostart, else ~/.config/autostart; nowhere without an absolute home")
    func location() throws {
        #expect(AutostartEntry.window(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/me"])?.file.path
                == "/x/conf/autostart/timecircuits.desktop")
        #expect(AutostartEntry.window(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/me"])?.file.path
                == "/home/me/.config/autostart/timecircuits.desktop")
        #expect(AutostartEntry.window(environment: [:]) == nil)
        // A second entry of the clock's is the same type with another name and marker.
        let alarms = try #require(AutostartEntry(name: "timecircuits-alarms", marker: "alarms", environment: ["HOME": "/home/me"]))
        #expect(alarms.file.path == "/home/me/.config/autostart/timecircuits-alarms.desktop")
        #expect(alarms.markerLine == "X-TimeCircuits-Autostart=alarms")
    }

    @Test("writing makes the folder and an entry desktop-file-validate accepts, naming the program, marked as the clock's")
    func writeValidates() throws {
        try withConfigHome { home in
            let entry = try #require(AutostartEntry.window(environment: ["XDG_CONFIG_HOME": home.path]))
            #expect(entry.found == .missing)
            try entry.write(.window(program: "/opt/time circuits/bin/timecircuits"))
            let result = try Self.validate(entry.file)
            #expect(result.status == 0 && result.output.isEmpty, "desktop-file-validate: \(result.output)")
            let text = try Self.text(entry.file)
            #expect(text.hasPrefix("[Desktop Entry]\nType=Application\nName=Time Circuits\n"))
            #expect(text.contains("\nExec=\"/opt/time circuits/bin/timecircuits\"\n"), "a path with a space is quoted: \(text)")
            #expect(text.contains("\nIcon=timecircuits\n") && text.contains("\nX-GNOME-Autostart-enabled=true\n"))
            #expect(text.contains("\nX-TimeCircuits-Autostart=window\n"))
            #expect(entry.isOurs)
            let names = try FileManager.default.contentsOfDirectory(atPath: entry.directory.path)
            #expect(names == ["timecircuits.desktop"], "no temporary file left: \(names)")
        }
    }

    @Test("Exec quotes what the specification reserves and doubles a percent sign; the result still validates")
    func execQuoting() throws {
        #expect(DesktopEntryContents.execLine(["/usr/bin/timecircuits"]) == "/usr/bin/timecircuits")
        #expect(DesktopEntryContents.execLine(["/a b/tc", "--x"]) == "\"/a b/tc\" --x")
        #expect(DesktopEntryContents.execLine(["/a$b\"c/tc"]) == "\"/a\\\\$b\\\\\"c/tc\"")
        #expect(DesktopEntryContents.execLine(["/100%/tc"]) == "/100%%/tc")
        try withConfigHome { home in
            let entry = AutostartEntry(name: "odd", marker: "window", directory: home)
            try entry.write(.window(program: "/home/me/50% off/it's $HOME/tc"))
            let result = try Self.validate(entry.file)
            #expect(result.status == 0 && result.output.isEmpty, "desktop-file-validate: \(result.output)\n\((try? Self.text(entry.file)) ?? "")")
        }
    }

    @Test("a second write with the same contents leaves the file as it is; new contents replace it")
    func rewrite() throws {
        try withConfigHome { home in
            let entry = AutostartEntry(name: "timecircuits", marker: "window", directory: home)
            try entry.write(.window(program: "/usr/bin/timecircuits"))
            let inode = try FileManager.default.attributesOfItem(atPath: entry.file.path)[.systemFileNumber] as? Int
            try entry.write(.window(program: "/usr/bin/timecircuits"))
            #expect(try FileManager.default.attributesOfItem(atPath: entry.file.path)[.systemFileNumber] as? Int == inode,
                    "the same entry is not written again")
            try entry.write(.window(program: "/home/me/build/timecircuits"))
            #expect(try Self.text(entry.file).contains("\nExec=/home/me/build/timecircuits\n"))
        }
    }

    @Test("remove() removes the clock's own entry, and is quiet when there is none")
    func removeOurs() throws {
        try withConfigHome { home in
            let entry = AutostartEntry(name: "timecircuits", marker: "window", directory: home)
            #expect(try entry.remove() == false)
            try entry.write(.window(program: "/usr/bin/timecircuits"))
            #expect(try entry.remove() == true)
            #expect(entry.found == .missing)
        }
    }

    @Test("a user's own timecircuits.desktop is never removed (quietly) or replaced (an error), and another entry's marker is not ours")
    func leavesAUsersEntry() throws {
        try withConfigHome { home in
            let entry = AutostartEntry(name: "timecircuits", marker: "window", directory: home)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let mine = "[Desktop Entry]\nType=Application\nName=My clock\nExec=timecircuits --on-top\n"
            try mine.write(to: entry.file, atomically: true, encoding: .utf8)
            #expect(entry.found == .someoneElses)
            #expect(try entry.remove() == false)
            #expect(throws: AutostartError.self) { try entry.write(.window(program: "/usr/bin/timecircuits")) }
            #expect(try Self.text(entry.file) == mine)

            // The alarm service's marker on the window's file: not the window's to remove.
            let other = "[Desktop Entry]\nType=Application\nName=x\nExec=x\nX-TimeCircuits-Autostart=alarms\n"
            try other.write(to: entry.file, atomically: true, encoding: .utf8)
            #expect(!entry.isOurs)
            #expect(try entry.remove() == false && entry.found == .someoneElses)
            // A marker written by hand with spaces round the = is still read as the clock's.
            try "[Desktop Entry]\nX-TimeCircuits-Autostart = window\n".write(to: entry.file, atomically: true, encoding: .utf8)
            #expect(entry.isOurs)
        }
    }

    @Test("the program is the running binary resolved, or the PATH name that leads to it")
    func program() throws {
        let exe = try #require(RunningProgram.executable)
        #expect(exe.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: exe))
        #expect(RunningProgram.path(environment: ["PATH": "/nonexistent:relative"]) == exe)
        try withConfigHome { folder in
            let name = URL(fileURLWithPath: exe).lastPathComponent
            let link = folder.appendingPathComponent(name)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: exe)
            #expect(RunningProgram.path(environment: ["PATH": "/nonexistent:\(folder.path)"]) == link.path)
        }
    }
}

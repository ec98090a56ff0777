import Foundation
import Testing

/// Where the face goes (issue 29): `--window-id`, `$XSCREENSAVER_WINDOW`, `--root`, `--monitor`,
/// `--drift`. Bad usage is one line and status 64, before any display is opened.
@Suite("Hack and root-window options on the command line")
struct HostOptionsTests {
    typealias CLI = CommandLineTests

    @Test("bad combinations and ids: one line naming what is accepted, status 64", arguments: [
        (["--window-id", "zzz"], "--window-id \"zzz\" is not a window id; expected a number like 0x1e00007"),
        (["--window-id", "0"], "is not a window id"),
        (["--monitor", "1"], "--monitor goes with --root"),
        (["--root", "--monitor=-2"], "is not a monitor"),
        (["--drift"], "--drift goes with --window-id or --root"),
        (["--root", "--window-id", "0x400001"], "--root and --window-id each say where to paint; give one"),
    ])
    func usage(arguments: [String], message: String) throws {
        let r = try CLI.run(["window"] + arguments)
        #expect(r.status == 64)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test("a damaged $XSCREENSAVER_WINDOW is named as such")
    func badScreensaverWindow() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["XSCREENSAVER_WINDOW"] = "window-7"
        let r = try CLI.spawn(CLI.binary, [], environment: env)
        #expect(r.status == 64)
        #expect(r.stderr.contains("XSCREENSAVER_WINDOW \"window-7\" is not a window id"), "\(r.stderr)")
    }

    @Test("xscreensaver's -root (one dash) is read as --root: past the arguments, to the display")
    func singleDashRoot() throws {
        let r = try CLI.run(["-root", "--display", ":nonexistent.0"])
        #expect(r.status == 1, "a display error, not a usage error: \(r.stderr)")
        #expect(r.stderr.contains("cannot open display"))
    }
}

import Foundation
import Testing

/// `timecircuits ctl` without a clock: its refusals come before any bus is asked. Driving a
/// running clock is tested in the X11 suite (ControlWindowTests), on a private bus.
@Suite("ctl on the command line")
struct CtlCommandTests {
    typealias CLI = CommandLineTests

    /// The binary with a session bus address where no bus is: never the developer's own.
    static func run(_ arguments: [String]) throws -> CLI.Result {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":97"
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/timecircuits-tests-have-no-bus"
        env["XDG_CONFIG_HOME"] = CLI.emptyConfigHome
        env["XDG_STATE_HOME"] = CLI.emptyStateHome
        return try CLI.spawn(CLI.binary, arguments, environment: env)
    }

    @Test("a bad verb or argument is one line and status 64, checked before the bus (which is not there)", arguments: [
        ["ctl"], ["ctl", "fly"], ["ctl", "timer", "99h"], ["ctl", "timer", "-5m"], ["ctl", "night", "maybe"],
        ["ctl", "brightness", "0"], ["ctl", "travel", "1955-13-05T06:00"], ["ctl", "cities", "tokio"],
        ["ctl", "mode", "cinema"], ["ctl", "status", "--xml"], ["ctl", "quit", "now"],
        ["ctl", "depart-at"], ["ctl", "depart-at", "2031-01-01"], ["ctl", "depart-at", "2031-02-30T00:00"], ["ctl", "depart-at", "soon"],
        ["ctl", "depart-at", "2015-10-21T16:29"],
    ])
    func badArguments(arguments: [String]) throws {
        let r = try Self.run(arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test("with no clock running, a good verb says so on one line and exits 69", arguments: [
        ["ctl", "status"], ["ctl", "travel", "1955-11-05T06:00"], ["ctl", "timer", "18m"], ["ctl", "quit"],
        ["ctl", "depart-at", "9999-12-31T23:59"], ["ctl", "depart-at", "off"],
    ])
    func noClock(arguments: [String]) throws {
        let r = try Self.run(arguments)
        #expect(r.status == 69, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("no clock is running"), "\(r.stderr)")
    }
}

extension CtlCommandTests {
    @Test("a departure already come says what is accepted and what to do instead")
    func pastDeparture() throws {
        let r = try Self.run(["ctl", "depart-at", "2015-10-21T16:29"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("2015-10-21T16:29 has already come: depart-at takes a time still to come"), "\(r.stderr)")
    }
}

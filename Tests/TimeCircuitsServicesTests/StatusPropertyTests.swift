import DesktopTestSupport
import Foundation
import Glibc
import Testing
import TimeCircuitsCore
@testable import TimeCircuitsServices

/// The clock's D-Bus properties come from one table (`StatusProperty`): the interface declares,
/// the status announces, the bus carries and the control page documents exactly its names, each
/// in its declared type, and a read builds the status once however many properties it takes.
/// Against a private dbus-daemon.
@Suite struct StatusPropertyTests {
    /// What each side names that the table lacks, lacks that the table names, or names twice;
    /// empty when every side names exactly the table's properties.
    static func disagreements(table: [String], sides: [(side: String, names: [String])]) -> [String] {
        var found: [String] = []
        for (side, names) in sides {
            found += names.filter { !table.contains($0) }.map { "\(side) names \($0), which the table does not" }
            found += table.filter { !names.contains($0) }.map { "\(side) lacks \($0)" }
            found += Set(names).filter { name in names.filter { $0 == name }.count > 1 }.sorted().map { "\(side) names \($0) twice" }
        }
        return found
    }

    /// The properties of the control page's table (docs/guide/control.md), each with its type;
    /// `Night`, `TwentyFourHour` and `SettingsShown` share a row there.
    static func documented() throws -> [(name: String, signature: String)] {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/guide/control.md")
        let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| property | type |") }) else { return [] }
        var found: [(name: String, signature: String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let signature = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            for name in cells[0].split(separator: ",") {
                found.append((name.trimmingCharacters(in: CharacterSet(charactersIn: " `")), signature))
            }
        }
        return found
    }

    /// A status whose every field differs from `ClockStatus.idle`'s, so every property changes
    /// between the two.
    static let everything: ClockStatus = {
        var row = ReadoutRow(role: "present", id: "present", name: "Present", zone: "America/Los_Angeles", month: "OCT",
                             day: 26, year: 1985, hour: 1, minute: 21, meridiem: "AM")
        row.state = .night
        var s = ClockStatus(mode: .movie, face: .timer, rows: [row], destination: "1955-11-05T06:00", timerState: .paused,
                            timerDuration: 300, timerRemaining: 12.5, night: true, brightness: 3, twentyFourHour: true,
                            settingsShown: true, theme: .neon)
        s.nightSource = "schedule"
        s.nightUntil = "2026-12-04T06:45:00+01:00"
        s.stopwatchState = "stopped"
        s.stopwatchElapsed = 61.25
        s.stopwatchLaps = [20.5, 40.75]
        s.sounds = true
        s.beep = .thirtySeconds
        s.displayMode = .minimal
        s.departure = "2031-01-01T00:00"
        s.departsIn = "1:02:03"
        s.reminders = ["05-12 18:30 Mom's birthday"]
        s.nextReminder = "2027-05-12T16:30:00Z 05-12 18:30 Mom's birthday"
        s.planned = "1985-10-26T08:21:00Z"
        s.plannedText = "Sat 26 Oct: Present 1:21 AM"
        s.timers = [TimerListing.Entry(number: 1, name: "Tea", state: "paused", remaining: 12, duration: 240, ends: nil, phase: nil,
                                       roundsToday: nil, light: "green")]
        return s
    }()

    /// A clock's control object on a private bus, whose status is `status`, counted each time
    /// it is built, and a client connection to read it through.
    final class Served {
        let server: BusConnection
        let client: BusConnection
        let control: ControlService
        var status = StatusPropertyTests.everything
        var built = 0

        init(on daemon: PrivateSessionBus) throws {
            server = try BusConnection(address: daemon.address)
            client = try BusConnection(address: daemon.address)
            control = try ControlService(bus: server)
            control.currentStatus = { [unowned self] in
                built += 1
                return status
            }
            #expect(try drive { server.uniqueName != nil && client.uniqueName != nil })
        }

        /// Drives both connections until `done()` holds, as the window's poll() loop would.
        func drive(until done: () -> Bool) throws -> Bool {
            let deadline = ContinuousClock.now + .patience
            while true {
                try server.process()
                try client.process()
                if done() { return true }
                if ContinuousClock.now >= deadline { return false }
                var fds = [server, client].map { pollfd(fd: $0.fileDescriptor, events: $0.pollEvents, revents: 0) }
                _ = poll(&fds, nfds_t(fds.count), 50)
            }
        }

        /// The answer to `member` of org.freedesktop.DBus.Properties on the clock's object.
        func properties(_ member: String, _ arguments: [BusValue]) throws -> [BusValue] {
            var reply: Result<[BusValue], BusError>?
            try client.call(BusMethodCall(destination: try #require(server.uniqueName), path: ControlInterface.objectPath,
                                          interface: "org.freedesktop.DBus.Properties", member: member,
                                          arguments: [.string(ControlInterface.interface)] + arguments)) { reply = $0 }
            #expect(try drive { reply != nil })
            return try #require(reply).get()
        }

        /// GetAll's answer, by name, in the order the bus sent it.
        func getAll() throws -> [(name: String, value: BusValue)] {
            guard case .array(_, let entries)? = try properties("GetAll", []).first else { return [] }
            return entries.compactMap { entry in
                guard case .dictEntry(.string(let name), .variant(let value)) = entry else { return nil }
                return (name, value)
            }
        }
    }

    @Test("the comparison finds a name planted on one side, or left out of it")
    func comparisonFindsAMismatch() {
        let table = ["Mode", "Face", "Rows"]
        #expect(Self.disagreements(table: table, sides: [("interface", table), ("values", table.reversed())]).isEmpty)
        #expect(Self.disagreements(table: table, sides: [("interface", table), ("values", table + ["Plutonium"])])
                == ["values names Plutonium, which the table does not"])
        #expect(Self.disagreements(table: table, sides: [("changed", ["Mode", "Rows"])]) == ["changed lacks Face"])
        #expect(Self.disagreements(table: table, sides: [("values", table + ["Face"])]) == ["values names Face twice"])
    }

    @Test("the interface, the changed properties, the bus values, the read-back and the control page name exactly the table's properties")
    func everySideNamesTheTable() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let served = try Served(on: daemon)
        let table = StatusProperty.allCases.map(\.name)
        let values = try served.getAll()
        let status = Self.everything
        let disagreements = Self.disagreements(table: table, sides: [
            ("the interface", ControlInterface.properties.map(\.name)),
            ("the changed properties", status.changedProperties(since: .idle)),
            ("GetAll", values.map(\.name)),
            ("the control page", try Self.documented().map(\.name)),
        ])
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(status.changedProperties(since: status).isEmpty)
        // Each in the type it is declared with, and read back into the status it came from.
        for (name, value) in values {
            #expect(value.signature == StatusProperty(rawValue: name)?.signature, "\(name): \(value.signature)")
        }
        for (name, signature) in try Self.documented() {
            #expect(signature == StatusProperty(rawValue: name)?.signature, "the control page's \(name): \(signature)")
        }
        let reply: [BusValue] = [.array(elementSignature: "{sv}", values.map { .dictEntry(.string($0.name), .variant($0.value)) })]
        #expect(ControlBusValues.status(fromProperties: reply) == status)
    }

    @Test("a GetAll builds the status once for all its properties, a Get once, and the next read builds it afresh")
    func aReadBuildsTheStatusOnce() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let served = try Served(on: daemon)
        #expect(try served.getAll().count == StatusProperty.allCases.count)
        #expect(served.built == 1)

        served.status.brightness = 7
        #expect(try served.properties("Get", [.string(StatusProperty.brightness.name)]) == [.variant(.uint32(7))])
        #expect(served.built == 2)
        #expect(try served.getAll().first { $0.name == "Brightness" }?.value == .uint32(7))
        #expect(served.built == 3)

        // PropertiesChanged reads its values through the same getters.
        try served.server.emitPropertiesChanged(path: ControlInterface.objectPath, interface: ControlInterface.interface,
                                                properties: StatusProperty.allCases.map(\.name))
        #expect(served.built == 4)
    }
}

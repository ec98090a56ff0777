import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsServices

/// The AT-SPI bridge read by pyatspi, the library Orca is written on, on at-spi2-core's own
/// accessibility bus and registry: what a screen reader finds, the events it hears, and an
/// action it does.
@Suite("AT-SPI bridge, read by pyatspi", .serialized)
struct AccessibilityBridgeTests {
    static let now = Date(timeIntervalSince1970: 1_795_831_450)
    /// Debian's own python3, whose dist-packages hold pyatspi (a python3 earlier on PATH may not).
    static let python = "/usr/bin/python3"

    /// A window's tree at `now`, with a button whose action the test can see done.
    static func tree(at now: Date, speakButton: Bool = false) -> AccessibleNode {
        var tree = AccessibleTree.of(ClockFixture.model(at: now).view(at: now), title: "Time Circuits", width: 520, height: 335)
        if speakButton {
            tree.children[0].children.append(
                AccessibleNode(key: "speak", role: .pushButton, name: "Speak the Time", states: AccessibleState.shown,
                               extents: Rect(x: 10, y: 300, width: 80, height: 20),
                               actions: [AccessibleAction(name: "click", localizedName: "Press", inputs: [.key(KeyPress(baseKeysym: Keysym.s))])]))
        }
        return tree
    }

    /// Runs `script` with pyatspi against `bus` while the bridge's bus is driven, until it ends;
    /// what it printed.
    static func read(_ script: String, bus: AccessibilityBus, serving a11y: BusConnection,
                     until condition: (String) -> Bool = { _ in false }, then act: () -> Void = {}) throws -> String {
        let out = bus.session.directory.path + "/pyatspi-\(UUID().uuidString).out"
        let reader = try SpawnedProcess([python, "-c", script], environment: bus.environment(), stdoutPath: out,
                                        stderrPath: out + ".err")
        func printed() -> String { (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" }
        var acted = false
        // In short turns: the reader's exit makes no bus traffic that would end a long wait.
        let deadline = Date().addingTimeInterval(Patience.seconds)
        while reader.isRunning, Date() < deadline {
            _ = try a11y.run(until: {
                if !acted, condition(printed()) { acted = true; act() }
                return !reader.isRunning
            }, timeout: .milliseconds(50))
        }
        #expect(!reader.isRunning, "pyatspi did not finish: \(reader.stderr)")
        reader.stop()
        #expect(reader.waitForExit() == 0, "pyatspi failed: \(reader.stderr)")
        return printed()
    }

    static let describe = """
        import json, pyatspi
        def node(a):
            box = a.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            return {"role": a.getRoleName(), "name": a.name, "id": a.accessibleId,
                    "states": sorted(s.value_nick for s in a.getState().getStates()),
                    "extents": [box.x, box.y, box.width, box.height], "children": [node(c) for c in a]}
        desktop = pyatspi.Registry.getDesktop(0)
        print(json.dumps([node(a) for a in desktop if a is not None and a.name == "Time Circuits"]))
        """

    struct Read: Decodable {
        var role: String
        var name: String
        var id: String
        var states: [String]
        var extents: [Int]
        var children: [Read]
    }

    @Test("pyatspi finds the clock on the desktop: its window, and the three rows named as they read, where they are on the screen")
    func desktopFindsTheClock() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let a11y = try BusConnection(address: bus.address, kind: "accessibility")
        let tree = Self.tree(at: Self.now)
        let bridge = try AccessibilityBridge(bus: a11y, tree: tree)
        bridge.origin = (x: 100, y: 50)
        let printed = try Self.read(Self.describe, bus: bus, serving: a11y)
        let apps = try JSONDecoder().decode([Read].self, from: Data(printed.utf8))
        #expect(apps.count == 1, "\(printed)")
        let app = try #require(apps.first)
        #expect(app.role == "application")
        let window = try #require(app.children.first)
        #expect(window.role == "frame" && window.name == "Time Circuits")
        #expect(window.children.map(\.name) == tree.children[0].children.map(\.name))
        #expect(window.children.first?.name == "New York, Friday the 27th of November 2026, 9:04 PM")
        #expect(window.children.map(\.role) == ["label", "label", "label"])
        #expect(window.children.map(\.id) == ["row0", "row1", "row2"])
        #expect(window.children.allSatisfy { $0.states.contains("showing") && $0.states.contains("visible") })
        let row = tree.children[0].children[1].extents
        #expect(window.children[1].extents == [100 + Int(row.x.rounded()), 50 + Int(row.y.rounded()),
                                               Int(row.width.rounded()), Int(row.height.rounded())])
    }

    @Test("a new minute renames a row, and a listener hears its accessible-name change; a button's action comes back as the model's input")
    func changesAndActions() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let a11y = try BusConnection(address: bus.address, kind: "accessibility")
        let bridge = try AccessibilityBridge(bus: a11y, tree: Self.tree(at: Self.now, speakButton: true))
        var done: [ClockInput] = []
        bridge.perform = { done.append($0) }
        let script = """
            import sys, pyatspi
            from gi.repository import GLib
            def heard(event):
                print(event.type, event.source.accessibleId, event.source.name, flush=True)
                if event.source.accessibleId == "row0":
                    pyatspi.Registry.stop()
            pyatspi.Registry.registerEventListener(heard, "object:property-change:accessible-name")
            app = [a for a in pyatspi.Registry.getDesktop(0) if a is not None and a.name == "Time Circuits"][0]
            window = app[0]
            button = [c for c in window if c.accessibleId == "speak"][0]
            print("button", int(button.getRole()), button.queryAction().getName(0), flush=True)
            button.queryAction().doAction(0)
            print("ready", flush=True)
            GLib.timeout_add_seconds(50, pyatspi.Registry.stop)
            pyatspi.Registry.start()
            """
        let printed = try Self.read(script, bus: bus, serving: a11y, until: { $0.contains("ready") }) {
            bridge.show(Self.tree(at: Self.now.addingTimeInterval(60), speakButton: true))
        }
        // The role by its number: newer libatspi names push buttons "button".
        #expect(printed.contains("button \(AccessibleRole.pushButton.rawValue) click"), "\(printed)")
        #expect(done == [.key(KeyPress(baseKeysym: Keysym.s))])
        #expect(printed.contains("object:property-change:accessible-name row0 New York, Friday the 27th of November 2026, 9:05 PM"),
                "\(printed)")
    }

    @Test("an entry's text and caret read through AT-SPI's Text; news shown later is heard as a notification showing and an announcement")
    func textAndNews() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let a11y = try BusConnection(address: bus.address, kind: "accessibility")
        var tree = Self.tree(at: Self.now)
        tree.children[0].children.append(
            AccessibleNode(key: "field", role: .entry, name: "Type to search cities…", states: AccessibleState.shown.union([.editable]),
                           extents: Rect(x: 10, y: 280, width: 200, height: 20), text: AccessibleText(text: "Zürich", caret: 6)))
        let bridge = try AccessibilityBridge(bus: a11y, tree: tree)
        let script = """
            import pyatspi
            from gi.repository import GLib
            def heard(event):
                print(event.type, event.source.accessibleId, int(event.source.getRole()), event.source.name, event.detail1, flush=True)
                if event.type.startswith("object:announcement"):
                    pyatspi.Registry.stop()
            pyatspi.Registry.registerEventListener(heard, "object:state-changed:showing", "object:announcement")
            app = [a for a in pyatspi.Registry.getDesktop(0) if a is not None and a.name == "Time Circuits"][0]
            field = [c for c in app[0] if c.accessibleId == "field"][0]
            text = field.queryText()
            print("text", text.getText(0, -1), text.caretOffset, text.characterCount, text.getText(1, 2), flush=True)
            print("ready", flush=True)
            GLib.timeout_add_seconds(50, pyatspi.Registry.stop)
            pyatspi.Registry.start()
            """
        let printed = try Self.read(script, bus: bus, serving: a11y, until: { $0.contains("ready") }) {
            var later = tree
            later.children[0].children.append(AccessibleNode(key: "news1", role: .notification, name: "Alarm ringing: Work",
                                                             states: AccessibleState.shown, extents: tree.extents))
            bridge.show(later)
        }
        #expect(printed.contains("text Zürich 6 6 ü"), "\(printed)")
        #expect(printed.contains("object:state-changed:showing news1 \(AccessibleRole.notification.rawValue) Alarm ringing: Work 1"),
                "\(printed)")
        #expect(printed.contains("object:announcement news1"), "\(printed)")
    }

    @Test("the clock follows org.a11y.Status: off until a screen reader switches it on, and the address found through the launcher")
    func followsTheStatus() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let session = try BusConnection.open(environment: bus.environment())
        let status = try AccessibilityStatus(session: session)
        var heard: [Bool] = []
        status.changed = { heard.append($0) }
        var address: String?
        try AccessibilityStatus.busAddress(session: session, environment: bus.environment()) { address = try? $0.get() }
        #expect(try session.run(until: { address != nil }, timeout: .patience))
        #expect(address == bus.address)
        #expect(!status.enabled)
        try bus.enable()
        #expect(try session.run(until: { status.enabled }, timeout: .patience))
        #expect(heard == [true])
        var given = bus.environment()
        given["AT_SPI_BUS_ADDRESS"] = "unix:path=/nowhere"
        try AccessibilityStatus.busAddress(session: session, environment: given) { address = try? $0.get() }
        #expect(address == "unix:path=/nowhere")
    }
}

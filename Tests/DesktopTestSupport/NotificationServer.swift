import Foundation
import Glibc

/// A real notification server on a private session bus: dunst, the one many tiling-window-manager
/// desktops use, drawing on its own Xvfb.
///
/// Why dunst and not a stand-in that owns org.freedesktop.Notifications: it is a real server
/// whose behaviour (ids, signals, unicast ActionInvoked, close reasons) we do not choose, and it
/// can be driven headlessly through its own hooks:
/// - a rule with a `script` runs for every notification shown, with the summary, body, app name,
///   icon, urgency, category and desktop entry in DUNST_* variables; the script writes them to
///   files this helper reads back (`notifications()`);
/// - its `dmenu` setting names the program that shows the context menu: ours records the menu
///   (every action, as "#label (summary) [id,key]", renamed into place once whole) and picks the
///   action the test asked for, so `dunstctl context` makes dunst emit ActionInvoked exactly as a
///   click on that button would.
public final class NotificationServer: Sendable {
    public let bus: PrivateSessionBus
    private let display: HeadlessDisplay?
    private let dunst: SpawnedProcess
    private let directory: String
    private let displayName: String

    /// Starts dunst on `bus`, drawing on `display` (a DISPLAY value) or on an Xvfb of its own.
    /// Returns once dunst owns org.freedesktop.Notifications.
    public static func start(on bus: PrivateSessionBus, display: String? = nil) throws -> NotificationServer {
        let directory = bus.directory.path + "/dunst"
        try FileManager.default.createDirectory(atPath: directory + "/shown", withIntermediateDirectories: true)
        // Each field to its own file: bodies may hold newlines. Written under a temporary name
        // and renamed, so a reader never sees half a notification.
        let record = """
            #!/bin/sh
            d="\(directory)/shown/$DUNST_ID"
            rm -rf "$d.tmp" && mkdir -p "$d.tmp" || exit 1
            printf '%s' "$DUNST_APP_NAME" > "$d.tmp/app_name"
            printf '%s' "$DUNST_SUMMARY" > "$d.tmp/summary"
            printf '%s' "$DUNST_BODY" > "$d.tmp/body"
            printf '%s' "$4" > "$d.tmp/icon"
            printf '%s' "$DUNST_URGENCY" > "$d.tmp/urgency"
            printf '%s' "$DUNST_CATEGORY" > "$d.tmp/category"
            printf '%s' "$DUNST_DESKTOP_ENTRY" > "$d.tmp/desktop_entry"
            rm -rf "$d" && mv "$d.tmp" "$d"
            """
        let menu = """
            #!/bin/sh
            cat > "\(directory)/menu.tmp" && mv "\(directory)/menu.tmp" "\(directory)/menu"
            grep -F -- "$(cat "\(directory)/choice")" "\(directory)/menu" | head -n 1
            touch "\(directory)/picked"
            """
        let config = """
            [global]
            dmenu = \(directory)/menu.sh
            [timecircuits-test-record]
            summary = "*"
            script = \(directory)/record.sh
            """
        for (name, text) in [("record.sh", record), ("menu.sh", menu)] {
            try writeExecutable(text + "\n", to: "\(directory)/\(name)")
        }
        try (config + "\n").write(toFile: directory + "/dunstrc", atomically: true, encoding: .utf8)

        let ownDisplay = display == nil ? try HeadlessDisplay.start() : nil
        let displayName = display ?? ownDisplay!.name
        var environment = bus.environment()
        environment["DISPLAY"] = displayName
        let dunst: SpawnedProcess
        do {
            dunst = try SpawnedProcess(["dunst", "-config", directory + "/dunstrc"], environment: environment,
                                       stderrPath: directory + "/dunst.log")
        } catch {
            ownDisplay?.stop()
            throw error
        }
        let server = NotificationServer(bus: bus, display: ownDisplay, dunst: dunst, directory: directory, displayName: displayName)
        // dunst takes the name once it has set up.
        let owned = waitUntil { !dunst.isRunning || bus.hasOwner("org.freedesktop.Notifications") }
        guard owned, dunst.isRunning else {
            let log = dunst.stderr
            server.stop()
            throw TestDaemonError("dunst did not take org.freedesktop.Notifications (is dunst installed?): \(log)")
        }
        return server
    }

    /// Writes a script with O_CLOEXEC. Tests run in parallel threads of one process: a file
    /// still open for writing when another thread spawns a child stays open in that child, and
    /// exec of the script then fails with ETXTBSY ("Text file busy") when dunst runs it.
    static func writeExecutable(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw TestDaemonError("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else { throw TestDaemonError("cannot write \(path)") }
    }

    private init(bus: PrivateSessionBus, display: HeadlessDisplay?, dunst: SpawnedProcess, directory: String, displayName: String) {
        self.bus = bus
        self.display = display
        self.dunst = dunst
        self.directory = directory
        self.displayName = displayName
    }

    /// The notifications dunst has shown so far, by id.
    public func notifications() -> [UInt32: ShownNotification] {
        let shown = directory + "/shown"
        var result: [UInt32: ShownNotification] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: shown)) ?? [] {
            guard let id = UInt32(name) else { continue }
            func field(_ file: String) -> String {
                (try? String(contentsOfFile: "\(shown)/\(name)/\(file)", encoding: .utf8)) ?? ""
            }
            result[id] = ShownNotification(id: id, appName: field("app_name"), summary: field("summary"),
                                           body: field("body"), icon: field("icon"), urgency: field("urgency"),
                                           category: field("category"), desktopEntry: field("desktop_entry"))
        }
        return result
    }

    /// Waits until dunst has shown notification `id`.
    public func waitForNotification(id: UInt32, timeout: TimeInterval = Patience.seconds) -> ShownNotification? {
        var found: ShownNotification?
        _ = waitUntil(timeout: timeout) {
            found = notifications()[id]
            return found != nil
        }
        return found
    }

    /// Opens dunst's context menu and picks action `key` of notification `id`, as a user
    /// clicking that button would; dunst then emits ActionInvoked. Returns every action the menu
    /// offered (for all notifications shown), as dunst listed them.
    @discardableResult
    public func invokeAction(id: UInt32, key: String) throws -> [OfferedAction] {
        try "[\(id),\(key)]".write(toFile: directory + "/choice", atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: directory + "/menu")
        try? FileManager.default.removeItem(atPath: directory + "/picked")
        // dunst refuses a context menu while it has not yet reaped the last one's program ("Context
        // menu already running"): asked again after each refusal it logs, never while a menu may
        // still come (a second menu would pick the action twice), within the one deadline.
        func refusals() -> Int { dunst.stderr.components(separatedBy: "Context menu already running").count }
        let deadline = Date().addingTimeInterval(Patience.seconds)
        var shown = false
        while !shown && Date() < deadline {
            let before = refusals()
            try dunstctl("context")
            _ = waitUntil(timeout: max(0, deadline.timeIntervalSinceNow)) {
                FileManager.default.fileExists(atPath: self.directory + "/menu") || refusals() > before
            }
            shown = FileManager.default.fileExists(atPath: directory + "/menu")
        }
        guard shown else {
            throw TestDaemonError("dunst opened no context menu: \(dunst.stderr)")
        }
        // The pick is made once the menu program has written it: a next call before then would
        // take the menu file from under it, and the pick would be lost.
        guard waitUntil({ FileManager.default.fileExists(atPath: self.directory + "/picked") }) else {
            throw TestDaemonError("dunst's menu made no pick: \(dunst.stderr)")
        }
        // The menu program writes the menu under a temporary name and renames it: once the
        // file exists it is whole.
        let menu = (try? String(contentsOfFile: directory + "/menu", encoding: .utf8)) ?? ""
        return menu.split(separator: "\n").compactMap { OfferedAction(menuLine: String($0)) }
    }

    /// Closes the newest notification as the user would (NotificationClosed, reason 2).
    public func dismissNewest() throws { try dunstctl("close") }

    private func dunstctl(_ arguments: String...) throws {
        var environment = bus.environment()
        environment["DISPLAY"] = displayName
        let status = try SpawnedProcess.run(["dunstctl"] + arguments, environment: environment)
        guard status == 0 else { throw TestDaemonError("dunstctl \(arguments.joined(separator: " ")) failed (\(String(describing: status)))") }
    }

    /// A server dropped without `stop()` is stopped all the same.
    deinit { stop() }

    /// Stops dunst and its Xvfb, by PID; stopping twice does nothing. The bus (and the
    /// directory, inside the bus's) is the caller's to stop.
    public func stop() {
        dunst.stop()
        display?.stop()
    }

    public var isRunning: Bool { dunst.isRunning }

    /// What dunst wrote to stderr, for a failing test's message.
    public var log: String { dunst.stderr }
}

/// A notification as dunst received it. Urgency is dunst's word: LOW, NORMAL or CRITICAL.
public struct ShownNotification: Sendable, Equatable {
    public let id: UInt32
    public let appName, summary, body, icon, urgency, category, desktopEntry: String
}

/// One line of dunst's context menu: "#Snooze (Alarm) [3,snooze]".
public struct OfferedAction: Sendable, Equatable {
    public let id: UInt32
    public let key: String
    public let label: String

    public init(id: UInt32, key: String, label: String) {
        self.id = id
        self.key = key
        self.label = label
    }

    init?(menuLine: String) {
        guard menuLine.hasPrefix("#"), menuLine.hasSuffix("]"),
              let open = menuLine.range(of: " [", options: .backwards),
              let paren = menuLine.range(of: " (", options: .backwards, range: menuLine.startIndex..<open.lowerBound) else { return nil }
        let inside = menuLine[open.upperBound..<menuLine.index(before: menuLine.endIndex)]
        guard let comma = inside.firstIndex(of: ","), let id = UInt32(inside[..<comma]) else { return nil }
        self.init(id: id, key: String(inside[inside.index(after: comma)...]),
                  label: String(menuLine[menuLine.index(after: menuLine.startIndex)..<paren.lowerBound]))
    }
}

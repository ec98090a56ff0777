import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// Makes the alarm service start with the session, and run now: what adding an alarm does. With
/// a systemd user manager, `systemctl --user enable --now` of the installed unit; where there is
/// none (or the unit is not installed, as when the clock runs from its build folder), an XDG
/// autostart entry of the clock's own, and the service started at once.
public enum AlarmServiceEnabler {
    /// What was done.
    public enum Outcome: Sendable, Hashable {
        /// The service already runs: nothing to do.
        case running
        /// Enabled and started through systemd's user manager.
        case systemd
        /// Started, and set to start at login by this autostart entry.
        case autostart(path: String)
        /// No session bus: no service can run; an open window rings.
        case noBus
        /// It could not be started; why.
        case failed(String)
    }

    /// The service's autostart entry, beside the window's (`AutostartEntry`).
    public static func autostartEntry(environment: [String: String]) -> AutostartEntry? {
        AutostartEntry(name: "timecircuits-alarms", marker: "alarms", environment: environment)
    }

    /// How long a command waits for the service it started to take its name.
    static let startTimeout: Duration = .seconds(5)

    public static func enable(environment: [String: String], program: String?) -> Outcome {
        guard let bus = try? BusConnection.open(environment: environment) else { return .noBus }
        if has(bus) { return .running }
        if let runtime = environment["XDG_RUNTIME_DIR"], FileManager.default.fileExists(atPath: runtime + "/systemd/private"),
           SpawnedProgram.run(["systemctl", "--user", "enable", "--now", AlarmServiceInterface.unitName]) == 0 {
            return .systemd
        }
        guard let program else { return .failed("cannot tell where this program is, to start the alarm service") }
        guard let entry = autostartEntry(environment: environment) else { return .failed("no configuration folder for an autostart entry") }
        // The keys of the installed template (packaging/timecircuits-alarms.desktop), with this
        // binary's path: a build folder's clock starts its own service.
        var contents = DesktopEntryContents(name: "Time Circuits alarms", comment: "Rings Time Circuits alarms in the background",
                                            command: [program, "alarm", "serve"], icon: DesktopEntryContents.clockIcon)
        contents.extraKeys = ["NoDisplay=true", "X-systemd-skip=true"]
        do throws(AutostartError) {
            try entry.write(contents)
        } catch {
            return .failed(error.message)
        }
        // Watched before it starts, so its taking the name cannot be missed.
        var up = false
        _ = try? bus.subscribe(to: BusSignalMatch(sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus",
                                                  member: "NameOwnerChanged")) { signal in
            if signal.arguments.first?.stringValue == AlarmServiceInterface.busName,
               signal.arguments.count > 2, signal.arguments[2].stringValue?.isEmpty == false { up = true }
        }
        _ = SpawnedProgram.start([program, "alarm", "serve"], newSession: true, quiet: true)
        _ = try? bus.run(until: { up }, timeout: startTimeout)
        return up ? .autostart(path: entry.file.path) : .failed("the alarm service did not start (try: \(program) alarm serve)")
    }

    /// Whether the service's name has an owner, asked and waited for.
    static func has(_ bus: BusConnection) -> Bool { (try? AlarmServiceQuery.hasOwner(bus).get()) == true }
}

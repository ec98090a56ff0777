import FoundationEssentials
import TimeCircuitsCore

/// What a command finds of the alarm service on the session bus, asked once and waited for:
/// `timecircuits alarm list` and `ctl status` say from it who rings the alarms and whether a
/// sleeping computer is woken for them.
public enum AlarmServiceQuery: Sendable, Hashable {
    /// No session bus: only an open window can ring.
    case noBus
    /// A session bus, but no service on it.
    case notRunning
    /// The service runs and reports this.
    case running(AlarmServiceReport)

    /// How long a command waits for the bus's answers.
    public static let timeout: Duration = .seconds(5)

    /// Asks the session bus `environment` names.
    public static func ask(environment: [String: String]) -> AlarmServiceQuery {
        guard let bus = try? BusConnection.open(environment: environment) else { return .noBus }
        guard case .success(let running) = hasOwner(bus) else { return .noBus }
        guard running else { return .notRunning }
        let get = call(bus, BusMethodCall(destination: AlarmServiceInterface.busName, path: AlarmServiceInterface.objectPath,
                                          interface: "org.freedesktop.DBus.Properties", member: "GetAll",
                                          arguments: [.string(AlarmServiceInterface.interface)]))
        guard case .success(let values) = get, let (report, _) = AlarmServiceLink.report(from: values) else { return .notRunning }
        return .running(report)
    }

    /// Whether the service's name has an owner on `bus`, asked and waited for.
    static func hasOwner(_ bus: BusConnection) -> Result<Bool, BusError> {
        call(bus, BusMethodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                member: "NameHasOwner", arguments: [.string(AlarmServiceInterface.busName)]))
            .map { $0.first == .boolean(true) }
    }

    private static func call(_ bus: BusConnection, _ method: BusMethodCall) -> Result<[BusValue], BusError> {
        do throws(BusError) { return .success(try bus.callWaiting(method, timeout: timeout)) } catch { return .failure(error) }
    }
}

import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// The other end of `ControlService`: how `timecircuits ctl` and a second launch on the same
/// display talk to the running clock, one call at a time, waiting for each answer.
public struct ControlClient {
    public let bus: BusConnection
    /// The clock's bus name: its display's, or the shared one.
    public let destination: String

    /// How long a call may take: the clock answers from its loop, between two frames.
    public static let timeout: Duration = .seconds(10)

    /// Connects to the session bus and finds the clock on `display` (`--display` or `DISPLAY`),
    /// else the first clock on the session. Throws a `BusError` that `isServiceMissing` when no
    /// clock runs, or when there is no session bus at all.
    public static func connect(display: String?,
                               environment: [String: String]) throws(BusError) -> ControlClient {
        let bus: BusConnection
        do throws(BusError) { bus = try BusConnection.open(environment: environment) } catch {
            throw BusError(name: "org.freedesktop.DBus.Error.ServiceUnknown", message: "no clock is running: \(error.message)")
        }
        var names = [ControlInterface.busName]
        if let display, !display.isEmpty { names.insert(ControlInterface.busName(display: display), at: 0) }
        for name in names {
            let ask = BusMethodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                    interface: "org.freedesktop.DBus", member: "NameHasOwner", arguments: [.string(name)])
            if try call(bus, ask).first == .boolean(true) { return ControlClient(bus: bus, destination: name) }
        }
        let which = display.map { "on display \(ControlInterface.serverName($0))" } ?? "on this session bus"
        throw BusError(name: "org.freedesktop.DBus.Error.ServiceUnknown", message: "no clock is running \(which)")
    }

    /// Asks the clock for `command`; the clock's refusal or the bus's error is thrown.
    public func send(_ command: ControlCommand) throws(BusError) {
        _ = try Self.call(bus, ControlBusValues.call(command, destination: destination))
    }

    /// The clock's properties, all at once.
    public func status() throws(BusError) -> ClockStatus {
        let get = BusMethodCall(destination: destination, path: ControlInterface.objectPath,
                                interface: "org.freedesktop.DBus.Properties", member: "GetAll",
                                arguments: [.string(ControlInterface.interface)])
        guard let status = ControlBusValues.status(fromProperties: try Self.call(bus, get)) else {
            throw BusError(message: "the clock at \(destination) answered with properties this version does not read")
        }
        return status
    }

    private static func call(_ bus: BusConnection, _ method: BusMethodCall) throws(BusError) -> [BusValue] {
        try bus.callWaiting(method, timeout: timeout)
    }
}

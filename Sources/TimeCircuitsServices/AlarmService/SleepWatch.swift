import FoundationEssentials
import Glibc
import TimeCircuitsCore

/// logind's view of sleep, for the alarm service: a `delay` inhibitor, so that the machine waits
/// (a few seconds at most) until the wake-up for the next alarm is armed, and the
/// PrepareForSleep signal, which says when it is about to sleep and when it has resumed.
///
/// The inhibitor is a descriptor logind handed over; holding it open holds the delay, closing it
/// lets the sleep go on. It is taken again at every resume. Without a system bus or logind, the
/// service says so once and goes on: a resume still rings what came due, by the wall clock's
/// timer that fires when the machine is up again.
public final class SleepWatch {
    private let bus: BusConnection
    private var inhibitor: Int32 = -1
    /// Called when the machine is about to sleep, before the inhibitor is let go: arm the wake-up.
    public var preparing: (() -> Void)?
    /// Called when the machine has resumed.
    public var resumed: (() -> Void)?
    private var warned = false
    /// Whether it holds a `delay` inhibitor (the alarm service's); a window that only follows
    /// the signal (movie mode's sleep as time travel) delays no sleep.
    private let inhibits: Bool

    static let login = "org.freedesktop.login1"

    /// Connects to the system bus (`DBUS_SYSTEM_BUS_ADDRESS`, else the standard socket).
    public static func open(environment: [String: String], inhibits: Bool = true) -> Result<SleepWatch, BusError> {
        let address = environment["DBUS_SYSTEM_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "unix:path=/run/dbus/system_bus_socket"
        do throws(BusError) {
            return .success(try SleepWatch(bus: BusConnection(address: address, kind: "system"), inhibits: inhibits))
        } catch {
            return .failure(error)
        }
    }

    init(bus: BusConnection, inhibits: Bool = true) throws(BusError) {
        self.bus = bus
        self.inhibits = inhibits
        try bus.subscribe(to: BusSignalMatch(sender: Self.login, path: "/org/freedesktop/login1",
                                             interface: "org.freedesktop.login1.Manager", member: "PrepareForSleep")) {
            [weak self] signal in
            guard let self, case .boolean(let going)? = signal.arguments.first else { return }
            if going {
                preparing?()
                release()
            } else {
                take()
                resumed?()
            }
        }
        take()
    }

    deinit { release() }

    /// Whether the inhibitor is held now.
    public var holdsInhibitor: Bool { inhibitor >= 0 }

    private func take() {
        guard inhibits, inhibitor < 0 else { return }
        let call = BusMethodCall(destination: Self.login, path: "/org/freedesktop/login1", interface: "org.freedesktop.login1.Manager",
                                 member: "Inhibit", arguments: [.string("sleep"), .string("Time Circuits"),
                                                                .string("Arming the wake-up for the next alarm"), .string("delay")])
        try? bus.call(call) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let values):
                if case .unixFD(let fd)? = values.first, fd >= 0 { inhibitor = fd }
            case .failure(let error):
                if !warned {
                    warned = true
                    NoticeSender.warn("the alarm service cannot watch for sleep (\(error.message)); a resume still rings what came due")
                }
            }
        }
    }

    private func release() {
        if inhibitor >= 0 { close(inhibitor) }
        inhibitor = -1
    }

    /// The system bus's descriptor and events for poll().
    public var pollDescriptor: pollfd { pollfd(fd: bus.fileDescriptor, events: bus.pollEvents, revents: 0) }

    /// How long sd-bus may wait before it has work of its own; -1 for never.
    public var timeoutMilliseconds: Int32 { bus.pollTimeoutMilliseconds }

    /// Runs what the system bus has for us. A lost system bus is said once; the service goes on.
    public func process() {
        do throws(BusError) { try bus.process() } catch {
            if !warned, inhibits {
                warned = true
                NoticeSender.warn("the alarm service lost the system bus (\(error.message)); a resume still rings what came due")
            }
        }
    }
}

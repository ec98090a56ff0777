import CSystemd
import FoundationEssentials
import Glibc

/// The user's D-Bus session bus: one sd-bus connection, driven by the caller's poll() loop.
///
/// Joining a poll() loop — every iteration, never blocking inside sd-bus:
///
/// ```swift
/// // Before each poll(): the events and the deadline change as sd-bus queues work.
/// fds.append(pollfd(fd: bus.fileDescriptor, events: bus.pollEvents, revents: 0))
/// timeoutMs = min(timeoutMs, bus.pollTimeoutMilliseconds)   // -1 means no deadline of its own
/// poll(&fds, nfds, timeoutMs)
/// // After each poll(), whether or not the fd is readable (a deadline may have passed, e.g. a
/// // call's timeout, and sd-bus may hold read-ahead messages that do not wake poll()):
/// try bus.process()   // runs reply and signal callbacks on this thread
/// ```
///
/// A call or subscription made between two polls is written at once when the socket takes it;
/// what the socket cannot take yet waits in sd-bus, and `pollEvents` then asks for POLLOUT. So
/// re-reading `pollEvents` and `pollTimeoutMilliseconds` before every poll() is all it takes.
/// Everything happens on the thread that drives the loop: callbacks run inside `process()`,
/// never on another thread, which is why this class needs no locks and is not Sendable.
///
/// Opening fails with a `BusError` that says why (no address, no daemon at it), so the clock can
/// say so once and go on without notifications. A connection lost later makes `process()` throw
/// (pending calls get their error first), and every later `process()` too, so say it once. The
/// closed connection's `fileDescriptor` is then negative, which poll() skips, and it has no
/// deadline: the loop goes on without it.
///
/// The clock's own object (issue 18) is served on the same connection: see `export`,
/// `requestName`, `emitSignal` and `emitPropertiesChanged` (BusObjectExport.swift).
public final class BusConnection {
    /// The sd_bus connection; owned by this object, freed in deinit.
    let handle: OpaquePointer
    /// Whether `address` is a plain `unix:path=` address whose socket is not there: connecting
    /// fails at once, and finding that out through sd-bus would load libsystemd for nothing (a
    /// window on a machine without a system bus, the bench's, tries logind's at launch).
    static func socketMissing(_ address: String) -> Bool {
        let prefix = "unix:path="
        guard address.hasPrefix(prefix) else { return false }
        let path = address.dropFirst(prefix.count)
        // Escaped bytes and further keys are sd-bus's to read.
        guard !path.contains(where: { ",;%".contains($0) }) else { return false }
        return !FileManager.default.fileExists(atPath: String(path))
    }

    /// The address connected to, for messages.
    public let address: String
    /// Slots this object holds (signal subscriptions, exported interfaces), by the id handed out.
    private var slots: [Int: OpaquePointer] = [:]
    private var lastSlotID = 0
    /// Counts the connection's turns: each message `process()` dispatches is one, and so is each
    /// PropertiesChanged emitted. sd-bus calls the property getters of one read (a Get, a GetAll,
    /// a PropertiesChanged) all in one turn, with nothing else running between them, so a getter
    /// may keep what it worked out for the others of its turn (`ControlService` builds the
    /// status once for all the properties of a GetAll).
    public private(set) var turn = 0

    /// Connects to the session bus named by `environment`: `DBUS_SESSION_BUS_ADDRESS`, or
    /// `$XDG_RUNTIME_DIR/bus` when that is unset (where systemd's user bus lives), as sd-bus's
    /// own sd_bus_open_user does. The environment is a parameter so that tests (which run in
    /// parallel in one process) can each point at their own private bus without setenv.
    public static func open(environment: [String: String]) throws(BusError) -> BusConnection {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
            return try BusConnection(address: address)
        }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
           FileManager.default.fileExists(atPath: runtime + "/bus") {
            return try BusConnection(address: "unix:path=" + escapeAddressValue(runtime + "/bus"))
        }
        throw BusError(message: "no session bus: DBUS_SESSION_BUS_ADDRESS is not set and there is no $XDG_RUNTIME_DIR/bus")
    }

    /// Connects to the bus at a D-Bus address (`unix:path=/run/user/1000/bus`). The connection is
    /// made at once (a daemon that is not there fails here); the authentication and the Hello
    /// call finish asynchronously in `process()`, and calls made before then wait in sd-bus's
    /// queue.
    /// `kind` names the bus in errors: "session", or "system" for logind's.
    public init(address: String, kind: String = "session") throws(BusError) {
        if Self.socketMissing(address) {
            // As sd_bus_start would say, without loading libsystemd to hear it (CSystemd.h).
            throw BusError(message: "no \(kind) bus at \(address): \(String(cString: strerror(ENOENT))) (is dbus-daemon running?)")
        }
        var bus: OpaquePointer?
        var r = tc_sd_bus_new(&bus)
        guard r >= 0, let bus else { throw BusError("cannot create a D-Bus connection", errno: r) }
        r = tc_sd_bus_set_address(bus, address)
        if r >= 0 { r = tc_sd_bus_set_bus_client(bus, 1) }
        if r >= 0 { r = tc_sd_bus_set_description(bus, "timecircuits") }
        guard r >= 0 else {
            tc_sd_bus_unref(bus)
            throw BusError("bad \(kind) bus address \"\(address)\"", errno: r)
        }
        r = tc_sd_bus_start(bus)
        guard r >= 0 else {
            tc_sd_bus_unref(bus)
            let hint = (r == -ENOENT || r == -ECONNREFUSED) ? " (is dbus-daemon running?)" : ""
            throw BusError(message: "no \(kind) bus at \(address): \(String(cString: strerror(-r)))\(hint)")
        }
        handle = bus
        self.address = address
    }

    deinit {
        for slot in slots.values { tc_sd_bus_slot_unref(slot) }
        // Flush so that a last CloseNotification still reaches the server, then close; floating
        // slots (pending calls) are freed here and release their callbacks.
        tc_sd_bus_flush_close_unref(handle)
    }

    // MARK: poll() integration

    /// The connection's socket, for poll().
    public var fileDescriptor: Int32 { tc_sd_bus_get_fd(handle) }

    /// The poll() events to wait for now (POLLIN, plus POLLOUT while messages wait to be sent).
    public var pollEvents: Int16 {
        let events = tc_sd_bus_get_events(handle)
        return events < 0 ? Int16(POLLIN) : Int16(events)
    }

    /// How long until sd-bus needs `process()` even if the socket stays quiet (a call's timeout,
    /// the authentication): nil when it has no deadline, zero when it has work now.
    /// sd_bus_get_timeout gives an absolute CLOCK_MONOTONIC time; poll() wants a relative one.
    public var timeout: Duration? {
        var usec: UInt64 = 0
        guard tc_sd_bus_get_timeout(handle, &usec) >= 0, usec != UInt64.max else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nowUsec = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
        return usec > nowUsec ? .microseconds(Int64(usec - nowUsec)) : .zero
    }

    /// `timeout` as poll()'s argument: -1 for none, else milliseconds rounded up (rounding down
    /// would wake just before the deadline and spin until it passes).
    public var pollTimeoutMilliseconds: Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: ms)
    }

    /// Does all the work sd-bus has: reads and writes, runs the reply and signal callbacks due.
    /// Throws when the connection is lost (the daemon went away); the bus is unusable then.
    public func process() throws(BusError) {
        while true {
            nextTurn()
            let r = tc_sd_bus_process(handle, nil)
            if r < 0 {
                throw BusError(message: "lost the session bus at \(address): \(String(cString: strerror(-r)))")
            }
            if r == 0 { return }
        }
    }

    /// Drives the bus alone until `done()` holds or `timeout` passes; true if `done()` held.
    /// For code without a loop of its own: the tests, and a command-line verb waiting for its
    /// reply. The clock's window uses its own poll() loop instead.
    public func run(until done: () -> Bool, timeout: Duration) throws(BusError) -> Bool {
        let deadline = ContinuousClock.now + timeout
        try process()
        while !done() {
            let left = deadline - ContinuousClock.now
            if left <= .zero { return false }
            let (s, atto) = left.components
            var wait = Int32(clamping: s * 1000 + atto / 1_000_000_000_000_000 + 1)
            let busWait = pollTimeoutMilliseconds
            if busWait >= 0 { wait = min(wait, busWait) }
            var fd = pollfd(fd: fileDescriptor, events: pollEvents, revents: 0)
            if poll(&fd, 1, wait) < 0 && errno != EINTR {
                throw BusError("cannot wait on the session bus", errno: errno)
            }
            try process()
        }
        return true
    }

    /// This connection's unique name (`:1.42`), once the Hello call has been answered.
    public var uniqueName: String? {
        var name: UnsafePointer<CChar>?
        guard tc_sd_bus_get_unique_name(handle, &name) >= 0, let name else { return nil }
        return String(cString: name)
    }

    // MARK: calls and signals

    /// Calls a method without waiting; `reply` runs inside a later `process()` with the reply's
    /// arguments or the error (the peer's, a timeout, or the connection lost).
    public func call(_ method: BusMethodCall, reply: @escaping (Result<[BusValue], BusError>) -> Void) throws(BusError) {
        var message: OpaquePointer?
        var r = tc_sd_bus_message_new_method_call(handle, &message, method.destination, method.path, method.interface, method.member)
        guard r >= 0, let message else { throw BusError("cannot build a call to \(method.member)", errno: r) }
        defer { tc_sd_bus_message_unref(message) }
        for argument in method.arguments {
            r = BusMessageCoding.append(argument, to: message)
            if r < 0 { throw BusError("cannot build a call to \(method.member)", errno: r) }
        }
        let box = Unmanaged.passRetained(MessageCallback { message in
            reply(BusConnection.result(of: message))
        })
        var slot: OpaquePointer?
        // timeout 0: sd-bus's default (25 s), as D-Bus clients conventionally use.
        r = tc_sd_bus_call_async(handle, &slot, message, MessageCallback.trampoline, box.toOpaque(), 0)
        guard r >= 0, let slot else {
            box.release()
            throw BusError("cannot call \(method.interface).\(method.member)", errno: r)
        }
        releaseWithSlot(box.toOpaque(), slot: slot, floating: true)
    }

    /// Calls a method and waits for its answer, for a command that does one thing and exits (`ctl`,
    /// `alarm list`): the reply's arguments, or the peer's error, or one saying it did not answer
    /// within `timeout`.
    public func callWaiting(_ method: BusMethodCall, timeout: Duration) throws(BusError) -> [BusValue] {
        var answer: Result<[BusValue], BusError>?
        try call(method) { answer = $0 }
        guard try run(until: { answer != nil }, timeout: timeout), let answer else {
            throw BusError(message: "\(method.destination) did not answer \(method.member) within \(timeout)")
        }
        return try answer.get()
    }

    /// Calls `handler` with each matching signal, from inside `process()`, until `cancel` is
    /// called or the bus is closed. The match rule is added asynchronously, but before anything
    /// sent later on this connection is handled by the daemon, which serves one connection's
    /// messages in order: a signal caused by a later call is not missed.
    @discardableResult
    public func subscribe(to match: BusSignalMatch, handler: @escaping (BusSignal) -> Void) throws(BusError) -> BusSubscription {
        let box = Unmanaged.passRetained(MessageCallback { message in
            guard let signal = try? BusSignal(message) else { return }
            handler(signal)
        })
        var slot: OpaquePointer?
        // The install callback is ours, not sd-bus's default, which would close the connection
        // when the daemon refuses the rule; a refused rule only costs those signals.
        let r = tc_sd_bus_match_signal_async(handle, &slot, match.sender, match.path, match.interface, match.member,
                                          MessageCallback.trampoline, { _, _, _ in 0 }, box.toOpaque())
        guard r >= 0, let slot else {
            box.release()
            throw BusError("cannot subscribe to \(match.interface ?? "").\(match.member ?? "")", errno: r)
        }
        releaseWithSlot(box.toOpaque(), slot: slot, floating: false)
        return BusSubscription(id: keep(slot))
    }

    /// Stops a subscription's signals; cancelling twice does nothing.
    public func cancel(_ subscription: BusSubscription) { dropSlot(subscription.id) }

    /// Starts a turn: what a getter kept in the last one is stale now.
    func nextTurn() { turn &+= 1 }

    /// Holds `slot` until `dropSlot` or deinit; its id.
    func keep(_ slot: OpaquePointer) -> Int {
        lastSlotID += 1
        slots[lastSlotID] = slot
        return lastSlotID
    }

    /// Frees a slot kept with `keep` (its destroy callback releases what it served).
    func dropSlot(_ id: Int) {
        if let slot = slots.removeValue(forKey: id) { tc_sd_bus_slot_unref(slot) }
    }

    /// A reply's arguments, or its error.
    static func result(of message: OpaquePointer) -> Result<[BusValue], BusError> {
        if tc_sd_bus_message_is_method_error(message, nil) > 0, let error = tc_sd_bus_message_get_error(message) {
            let name = error.pointee.name.map { String(cString: $0) }
            let text = error.pointee.message.map { String(cString: $0) } ?? name ?? "unknown D-Bus error"
            return .failure(BusError(name: name, message: text))
        }
        do throws(BusError) {
            return .success(try BusMessageCoding.readAll(from: message))
        } catch {
            return .failure(error)
        }
    }
}

/// A method call to send: where, what, and its arguments in order.
public struct BusMethodCall: Sendable, Equatable {
    public var destination: String
    public var path: String
    public var interface: String
    public var member: String
    public var arguments: [BusValue]

    public init(destination: String, path: String, interface: String, member: String, arguments: [BusValue] = []) {
        self.destination = destination
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}

/// Which signals to receive; nil fields match anything. A well-known `sender` is resolved by the
/// bus daemon to its current owner, so another client cannot forge the server's signals.
public struct BusSignalMatch: Sendable, Equatable {
    public var sender: String?
    public var path: String?
    public var interface: String?
    public var member: String?

    public init(sender: String? = nil, path: String? = nil, interface: String? = nil, member: String? = nil) {
        self.sender = sender
        self.path = path
        self.interface = interface
        self.member = member
    }
}

/// A signal received: who sent it, what it is, and its arguments.
public struct BusSignal: Sendable, Equatable {
    public var sender: String
    public var path: String
    public var interface: String
    public var member: String
    public var arguments: [BusValue]

    init(_ message: OpaquePointer) throws(BusError) {
        func text(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }
        sender = text(tc_sd_bus_message_get_sender(message))
        path = text(tc_sd_bus_message_get_path(message))
        interface = text(tc_sd_bus_message_get_interface(message))
        member = text(tc_sd_bus_message_get_member(message))
        arguments = try BusMessageCoding.readAll(from: message)
    }
}

/// A subscription made with `BusConnection.subscribe`, to cancel it with `BusConnection.cancel`.
public struct BusSubscription: Hashable, Sendable {
    let id: Int
}

/// A Swift closure behind an sd-bus callback, passed as its `void *userdata`.
final class MessageCallback {
    let run: (OpaquePointer) -> Void
    init(_ run: @escaping (OpaquePointer) -> Void) { self.run = run }

    static let trampoline: sd_bus_message_handler_t = { message, userdata, _ in
        guard let message, let userdata else { return 0 }
        Unmanaged<MessageCallback>.fromOpaque(userdata).takeUnretainedValue().run(message)
        return 0
    }
}

/// Ties a retained object passed as a slot's userdata (`Unmanaged.passRetained(…).toOpaque()`)
/// to the slot: the slot's destroy callback releases it, so it is freed exactly once, whether the
/// slot ends by a reply, by cancelling or by closing the bus. A floating slot belongs to the bus
/// (freed after the reply, or with the bus), so our own reference to it is dropped at once.
func releaseWithSlot(_ box: UnsafeMutableRawPointer, slot: OpaquePointer, floating: Bool) {
    tc_sd_bus_slot_set_destroy_callback(slot) { userdata in
        if let userdata { Unmanaged<AnyObject>.fromOpaque(userdata).release() }
    }
    if floating {
        tc_sd_bus_slot_set_floating(slot, 1)
        tc_sd_bus_slot_unref(slot)
    }
}

/// D-Bus addresses escape every byte outside [-0-9A-Za-z_/.\*] as %XX.
func escapeAddressValue(_ value: String) -> String {
    var out = ""
    for byte in value.utf8 {
        let c = Character(Unicode.Scalar(byte))
        if c.isASCII && (c.isLetter || c.isNumber || "-_/.\\*".contains(c)) { out.append(c) }
        else { out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
    }
    return out
}

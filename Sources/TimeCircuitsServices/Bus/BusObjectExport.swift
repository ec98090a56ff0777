import CSystemd
import Glibc

/// One D-Bus interface an application serves on its object: methods, read-only properties and
/// signals. Exported through sd-bus's vtables, so sd-bus checks each call's argument types
/// against `parameters` before a handler runs (a call with the wrong types gets InvalidArgs,
/// never the handler), and answers Introspect, Properties.Get/GetAll and Peer by itself: what
/// `busctl introspect` or `gdbus introspect` shows is exactly this declaration.
public struct BusInterface {
    public var name: String
    public var methods: [BusMethod]
    public var properties: [BusProperty]
    public var signals: [BusSignalDeclaration]

    public init(name: String, methods: [BusMethod] = [], properties: [BusProperty] = [], signals: [BusSignalDeclaration] = []) {
        self.name = name
        self.methods = methods
        self.properties = properties
        self.signals = signals
    }
}

/// A method: its typed, named parameters and results, and the handler that answers it with the
/// results or a D-Bus error (a `BusError` with a `name`, else `org.freedesktop.DBus.Error.Failed`).
public struct BusMethod {
    public var name: String
    public var parameters: [BusParameter]
    public var results: [BusParameter]
    public var handler: ([BusValue]) -> Result<[BusValue], BusError>

    public init(name: String, parameters: [BusParameter] = [], results: [BusParameter] = [],
                handler: @escaping ([BusValue]) -> Result<[BusValue], BusError>) {
        self.name = name
        self.parameters = parameters
        self.results = results
        self.handler = handler
    }
}

/// A read-only property, read when a client asks. With `emitsChange`, the application calls
/// `BusConnection.emitPropertiesChanged` when it changes; without, the property is constant.
public struct BusProperty {
    public var name: String
    public var signature: String
    public var emitsChange: Bool
    public var value: () -> BusValue

    public init(name: String, signature: String, emitsChange: Bool = true, value: @escaping () -> BusValue) {
        self.name = name
        self.signature = signature
        self.emitsChange = emitsChange
        self.value = value
    }
}

/// A signal the interface may emit, declared for introspection.
public struct BusSignalDeclaration: Sendable {
    public var name: String
    public var parameters: [BusParameter]

    public init(name: String, parameters: [BusParameter] = []) {
        self.name = name
        self.parameters = parameters
    }
}

/// A named, typed parameter ("seconds", "u").
public struct BusParameter: Sendable, Equatable {
    public var name: String
    public var signature: String

    public init(_ name: String, _ signature: String) {
        self.name = name
        self.signature = signature
    }
}

/// An interface exported with `BusConnection.export`, to withdraw it with `BusConnection.withdraw`.
public struct BusExport: Hashable, Sendable {
    let id: Int
}

extension BusConnection {
    /// Serves `interface` on the object at `path` until withdrawn or the bus is closed. Handlers
    /// run inside `process()`, on the loop's thread.
    public func export(_ interface: BusInterface, at path: String) throws(BusError) -> BusExport {
        let table = ExportedInterface(interface)
        let box = Unmanaged.passRetained(table)
        var slot: OpaquePointer?
        let r = tc_sd_bus_add_object_vtable(handle, &slot, path, interface.name, table.vtable, box.toOpaque())
        guard r >= 0, let slot else {
            box.release()
            throw BusError("cannot export \(interface.name) at \(path)", errno: r)
        }
        releaseWithSlot(box.toOpaque(), slot: slot, floating: false)
        return BusExport(id: keep(slot))
    }

    /// Stops serving an exported interface; withdrawing twice does nothing.
    public func withdraw(_ export: BusExport) { dropSlot(export.id) }

    /// Asks for a well-known name (`org.example.TimeCircuits`). Fails, without queueing, when
    /// another connection owns it, which is how a second instance learns the first is running.
    public func requestName(_ name: String, completion: @escaping (Result<Void, BusError>) -> Void) throws(BusError) {
        // DBUS_NAME_FLAG_DO_NOT_QUEUE: an answer now, rather than a place in the queue.
        let call = BusMethodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                 interface: "org.freedesktop.DBus", member: "RequestName",
                                 arguments: [.string(name), .uint32(4)])
        try self.call(call) { result in
            completion(result.flatMap { values in
                // 1: primary owner now; 4: already was. 3: someone else owns it.
                switch values.first?.uint32Value {
                case 1, 4: .success(())
                case 3: .failure(BusError(name: "org.freedesktop.DBus.Error.AddressInUse", message: "\(name) is already owned on the session bus"))
                default: .failure(BusError(message: "the bus did not give \(name) (\(values))"))
                }
            })
        }
    }

    /// Emits a signal from the object at `path`.
    public func emitSignal(path: String, interface: String, member: String, arguments: [BusValue] = []) throws(BusError) {
        var message: OpaquePointer?
        var r = tc_sd_bus_message_new_signal(handle, &message, path, interface, member)
        guard r >= 0, let message else { throw BusError("cannot build the signal \(member)", errno: r) }
        defer { tc_sd_bus_message_unref(message) }
        for argument in arguments {
            r = BusMessageCoding.append(argument, to: message)
            if r < 0 { throw BusError("cannot build the signal \(member)", errno: r) }
        }
        r = tc_sd_bus_send(handle, message, nil)
        if r < 0 { throw BusError("cannot send the signal \(member)", errno: r) }
    }

    /// Emits org.freedesktop.DBus.Properties.PropertiesChanged with the current values of
    /// `properties` (sd-bus reads them through the getters).
    public func emitPropertiesChanged(path: String, interface: String, properties: [String]) throws(BusError) {
        let names = properties.map { strdup($0) } + [nil]
        defer { names.forEach { free($0) } }
        // Its own turn, and one after it: this may be emitted from inside a method call's handler,
        // whose turn began before the handler changed what the getters read.
        nextTurn()
        defer { nextTurn() }
        let r = names.withUnsafeBufferPointer { buffer in
            tc_sd_bus_emit_properties_changed_strv(handle, path, interface, UnsafeMutablePointer(mutating: buffer.baseAddress))
        }
        if r < 0 { throw BusError("cannot announce the new \(properties.joined(separator: ", "))", errno: r) }
    }
}

/// The vtable sd-bus serves an interface from, and everything it points to: sd-bus keeps the
/// pointers, not copies, so the strings and the table live as long as this object, which the
/// export's slot keeps alive.
final class ExportedInterface {
    let interface: BusInterface
    let vtable: UnsafeMutablePointer<sd_bus_vtable>
    private var strings: [UnsafeMutablePointer<CChar>] = []

    init(_ interface: BusInterface) {
        self.interface = interface
        let count = 2 + interface.methods.count + interface.properties.count + interface.signals.count
        vtable = .allocate(capacity: count)
        var entry = vtable
        // Always filled here: an interface is made to be exported on a connected bus, which
        // loaded the library (without it the export fails, and this table is never read).
        _ = tc_bus_vtable_start(entry)
        for method in interface.methods {
            entry += 1
            tc_bus_vtable_method(entry, keep(method.name), keep(method.parameters.map(\.signature).joined()),
                                 keep(method.results.map(\.signature).joined()),
                                 keepNames(method.parameters + method.results), Self.methodTrampoline)
        }
        for property in interface.properties {
            entry += 1
            tc_bus_vtable_property(entry, keep(property.name), keep(property.signature), Self.propertyTrampoline,
                                   property.emitsChange ? 1 : 0)
        }
        for signal in interface.signals {
            entry += 1
            tc_bus_vtable_signal(entry, keep(signal.name), keep(signal.parameters.map(\.signature).joined()),
                                 keepNames(signal.parameters))
        }
        entry += 1
        tc_bus_vtable_end(entry)
    }

    deinit {
        vtable.deallocate()
        strings.forEach { free($0) }
    }

    private func keep(_ text: String) -> UnsafeMutablePointer<CChar> {
        let copy = strdup(text)!
        strings.append(copy)
        return copy
    }

    /// Each name followed by a NUL, in one block, as sd-bus reads parameter names.
    private func keepNames(_ parameters: [BusParameter]) -> UnsafeMutablePointer<CChar> {
        var bytes: [UInt8] = []
        for parameter in parameters { bytes += Array(parameter.name.utf8) + [0] }
        bytes.append(0)
        let block = malloc(bytes.count)!.bindMemory(to: CChar.self, capacity: bytes.count)
        for (i, byte) in bytes.enumerated() { block[i] = CChar(bitPattern: byte) }
        strings.append(block)
        return block
    }

    static let methodTrampoline: sd_bus_message_handler_t = { message, userdata, replyError in
        guard let message, let userdata else { return -EINVAL }
        let table = Unmanaged<ExportedInterface>.fromOpaque(userdata).takeUnretainedValue()
        let member = tc_sd_bus_message_get_member(message).map { String(cString: $0) } ?? ""
        guard let method = table.interface.methods.first(where: { $0.name == member }) else {
            return tc_sd_bus_error_set(replyError, "org.freedesktop.DBus.Error.UnknownMethod", "no method \(member)")
        }
        let outcome: Result<[BusValue], BusError>
        do throws(BusError) {
            outcome = method.handler(try BusMessageCoding.readAll(from: message))
        } catch {
            return tc_sd_bus_error_set(replyError, "org.freedesktop.DBus.Error.InvalidArgs", "cannot read the arguments of \(member)")
        }
        switch outcome {
        case .failure(let failure):
            return tc_sd_bus_error_set(replyError, failure.name ?? "org.freedesktop.DBus.Error.Failed", failure.message)
        case .success(let results):
            var reply: OpaquePointer?
            var r = tc_sd_bus_message_new_method_return(message, &reply)
            guard r >= 0, let reply else { return r }
            defer { tc_sd_bus_message_unref(reply) }
            for value in results {
                r = BusMessageCoding.append(value, to: reply)
                // A handler whose results do not match its declaration is a bug on our side:
                // the caller gets an error rather than a malformed reply.
                if r < 0 { return tc_sd_bus_error_set(replyError, "org.freedesktop.DBus.Error.Failed", "\(member) gave a bad result") }
            }
            r = tc_sd_bus_send(nil, reply, nil)
            return r < 0 ? r : 1
        }
    }

    static let propertyTrampoline: sd_bus_property_get_t = { _, _, _, property, reply, userdata, error in
        guard let property, let reply, let userdata else { return -EINVAL }
        let table = Unmanaged<ExportedInterface>.fromOpaque(userdata).takeUnretainedValue()
        let name = String(cString: property)
        guard let found = table.interface.properties.first(where: { $0.name == name }) else {
            return tc_sd_bus_error_set(error, "org.freedesktop.DBus.Error.UnknownProperty", "no property \(name)")
        }
        // sd-bus has opened the variant with the declared signature; the value goes inside.
        return BusMessageCoding.append(found.value(), to: reply)
    }
}

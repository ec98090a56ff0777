import CSystemd
import Glibc

/// One D-Bus value, as sent in a method call or read from a reply or signal.
///
/// Arrays carry their element signature because an empty array still has a type on the wire
/// (`as`, `a{sv}`); `strings` and `vardict` build the two every freedesktop interface uses.
public enum BusValue: Equatable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    indirect case variant(BusValue)
    case array(elementSignature: String, [BusValue])
    indirect case dictEntry(BusValue, BusValue)
    case structure([BusValue])
    /// A file descriptor passed over the bus (`h`): read, it is a duplicate the reader owns and
    /// must close (logind's inhibitor lock is held by keeping one open).
    case unixFD(Int32)

    /// `as`
    public static func strings(_ items: [String]) -> BusValue {
        .array(elementSignature: "s", items.map { .string($0) })
    }

    /// `a{sv}`, the shape of hints and properties; keys keep the order given.
    public static func vardict(_ entries: [(String, BusValue)]) -> BusValue {
        .array(elementSignature: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    /// The type signature of this value.
    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .variant: "v"
        case .array(let element, _): "a" + element
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .unixFD: "h"
        }
    }

    // Convenience readers for decoded replies and signals.
    public var stringValue: String? { if case .string(let s) = self { s } else if case .objectPath(let s) = self { s } else { nil } }
    public var uint32Value: UInt32? { if case .uint32(let v) = self { v } else { nil } }
}

/// Writes values into and reads them out of an sd-bus message, with the non-variadic primitives
/// (Swift cannot call sd_bus_message_append or sd_bus_message_read).
enum BusMessageCoding {
    /// Appends `value`; a negative errno on failure.
    static func append(_ value: BusValue, to m: OpaquePointer) -> Int32 {
        func basic<T>(_ type: Character, _ v: T) -> Int32 {
            withUnsafePointer(to: v) { tc_sd_bus_message_append_basic(m, CChar(type.asciiValue!), $0) }
        }
        func container(_ type: Character, _ contents: String, _ items: [BusValue]) -> Int32 {
            var r = tc_sd_bus_message_open_container(m, CChar(type.asciiValue!), contents)
            if r < 0 { return r }
            for item in items {
                r = append(item, to: m)
                if r < 0 { return r }
            }
            return tc_sd_bus_message_close_container(m)
        }
        switch value {
        case .byte(let v): return basic("y", v)
        // D-Bus booleans are 32-bit on the wire; sd-bus reads an int for 'b'.
        case .boolean(let v): return basic("b", Int32(v ? 1 : 0))
        case .int16(let v): return basic("n", v)
        case .uint16(let v): return basic("q", v)
        case .int32(let v): return basic("i", v)
        case .uint32(let v): return basic("u", v)
        case .int64(let v): return basic("x", v)
        case .uint64(let v): return basic("t", v)
        case .double(let v): return basic("d", v)
        case .unixFD(let v): return basic("h", v)
        // Strings are passed as C strings, which sd-bus copies into the message.
        case .string(let s): return s.withCString { tc_sd_bus_message_append_basic(m, CChar(UInt8(ascii: "s")), $0) }
        case .objectPath(let s): return s.withCString { tc_sd_bus_message_append_basic(m, CChar(UInt8(ascii: "o")), $0) }
        case .signature(let s): return s.withCString { tc_sd_bus_message_append_basic(m, CChar(UInt8(ascii: "g")), $0) }
        case .variant(let inner): return container("v", inner.signature, [inner])
        case .array(let element, let items): return container("a", element, items)
        case .dictEntry(let key, let value):
            return container("e", key.signature + value.signature, [key, value])
        case .structure(let fields): return container("r", fields.map(\.signature).joined(), fields)
        }
    }

    /// Reads every remaining value at the current level of `m`.
    static func readAll(from m: OpaquePointer) throws(BusError) -> [BusValue] {
        var values: [BusValue] = []
        while let value = try readOne(from: m) { values.append(value) }
        return values
    }

    /// The next value, or nil at the end of the current container.
    private static func readOne(from m: OpaquePointer) throws(BusError) -> BusValue? {
        var type: CChar = 0
        var contentsPointer: UnsafePointer<CChar>?
        let r = tc_sd_bus_message_peek_type(m, &type, &contentsPointer)
        if r < 0 { throw BusError("cannot read a D-Bus message", errno: r) }
        if r == 0 { return nil }
        let contents = contentsPointer.map { String(cString: $0) } ?? ""

        func basic<T>(_ initial: T) throws(BusError) -> T {
            var v = initial
            let r = withUnsafeMutablePointer(to: &v) { tc_sd_bus_message_read_basic(m, type, $0) }
            if r < 0 { throw BusError("cannot read a D-Bus value", errno: r) }
            return v
        }
        func inside(_ read: () throws(BusError) -> [BusValue]) throws(BusError) -> [BusValue] {
            var r = tc_sd_bus_message_enter_container(m, type, contents)
            if r < 0 { throw BusError("cannot read a D-Bus container", errno: r) }
            let items = try read()
            r = tc_sd_bus_message_exit_container(m)
            if r < 0 { throw BusError("cannot read a D-Bus container", errno: r) }
            return items
        }

        switch UInt8(bitPattern: type) {
        case UInt8(ascii: "y"): return .byte(try basic(UInt8(0)))
        case UInt8(ascii: "b"): return .boolean(try basic(Int32(0)) != 0)
        case UInt8(ascii: "n"): return .int16(try basic(Int16(0)))
        case UInt8(ascii: "q"): return .uint16(try basic(UInt16(0)))
        case UInt8(ascii: "i"): return .int32(try basic(Int32(0)))
        case UInt8(ascii: "u"): return .uint32(try basic(UInt32(0)))
        case UInt8(ascii: "x"): return .int64(try basic(Int64(0)))
        case UInt8(ascii: "t"): return .uint64(try basic(UInt64(0)))
        case UInt8(ascii: "d"): return .double(try basic(Double(0)))
        // The message owns the descriptor it carries and closes it when freed.
        case UInt8(ascii: "h"): return .unixFD(fcntl(try basic(Int32(0)), F_DUPFD_CLOEXEC, 3))
        case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
            // sd-bus hands back a pointer into the message; copy it out before moving on.
            let p = try basic(UnsafePointer<CChar>?.none)
            let s = p.map { String(cString: $0) } ?? ""
            switch UInt8(bitPattern: type) {
            case UInt8(ascii: "o"): return .objectPath(s)
            case UInt8(ascii: "g"): return .signature(s)
            default: return .string(s)
            }
        case UInt8(ascii: "v"):
            let inner = try inside { () throws(BusError) in try readAll(from: m) }
            guard let first = inner.first else { throw BusError(message: "an empty D-Bus variant") }
            return .variant(first)
        case UInt8(ascii: "a"): return .array(elementSignature: contents, try inside { () throws(BusError) in try readAll(from: m) })
        case UInt8(ascii: "e"):
            let pair = try inside { () throws(BusError) in try readAll(from: m) }
            guard pair.count == 2 else { throw BusError(message: "a D-Bus dictionary entry without two fields") }
            return .dictEntry(pair[0], pair[1])
        case UInt8(ascii: "r"): return .structure(try inside { () throws(BusError) in try readAll(from: m) })
        default:
            // 'h' (a file descriptor) among them: nothing the clock is sent carries one.
            throw BusError(message: "an unsupported D-Bus type '\(Character(Unicode.Scalar(UInt8(bitPattern: type))))'")
        }
    }
}

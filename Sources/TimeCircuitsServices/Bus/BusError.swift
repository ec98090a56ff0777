import Glibc

/// A D-Bus failure, in words a person can act on: the session bus missing, a service not on the
/// bus, a call refused or timed out.
///
/// `name` is the D-Bus error name when the bus or a peer gave one
/// (`org.freedesktop.DBus.Error.ServiceUnknown`); `message` is the line to show.
public struct BusError: Error, Equatable, CustomStringConvertible, Sendable {
    public let name: String?
    public let message: String

    public init(name: String? = nil, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { message }

    /// sd-bus reports local failures as negative errno values.
    init(_ what: String, errno code: Int32) {
        self.init(message: "\(what): \(String(cString: strerror(abs(code))))")
    }

    /// The bus said the destination has no owner and nothing can be activated for it.
    public var isServiceMissing: Bool {
        name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner"
    }
}

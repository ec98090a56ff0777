/// A user-facing complaint about input: one line saying what is wrong and what is accepted.
///
/// The command line prints `message` alone and exits with status 64 (EX_USAGE), so every case must
/// read well on its own.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

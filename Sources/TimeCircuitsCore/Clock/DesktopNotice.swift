/// A desktop notification the model asks the shell to send (freedesktop Notifications): what it
/// says, not how it travels.
public struct DesktopNotice: Sendable, Hashable {
    public var summary: String
    public var body: String
    /// Critical notices (a finished timer, a ringing alarm) stay until dismissed on most servers.
    public var urgent: Bool

    public init(summary: String, body: String, urgent: Bool = true) {
        self.summary = summary
        self.body = body
        self.urgent = urgent
    }
}

/// A desktop notification the model asks the shell to send (freedesktop Notifications): what it
/// says, not how it travels.
public struct DesktopNotice: Sendable, Hashable {
    public var summary: String
    public var body: String
    /// Critical notices (a finished timer, a ringing alarm) stay until dismissed on most servers.
    public var urgent: Bool
    /// The buttons it offers; a click comes back as `ClockInput.noticeAction`.
    public var actions: [NoticeAction]
    /// Notices with the same tag replace one another on the desktop (a ringing alarm's notice
    /// becomes its "snoozed" notice), and `ClockEffect.withdrawNotice` takes one away; nil for a
    /// notice of its own.
    public var tag: String?
    /// The buttons' words, in the notice's language.
    public var actionLabels: [String]

    public init(summary: String, body: String, urgent: Bool = true, actions: [NoticeAction] = [], tag: String? = nil,
                words: Words = .english) {
        self.summary = summary
        self.body = body
        self.urgent = urgent
        self.actions = actions
        self.tag = tag
        actionLabels = actions.map { $0.label(words) }
    }
}

/// A button on a desktop notice. The raw value is the action's key on the bus.
public enum NoticeAction: String, Sendable, Hashable, CaseIterable {
    case snooze
    case stop
    /// A timer's notice: one more minute on it.
    case addMinute = "add-minute"
    /// A timer's notice: the timer from the start again.
    case restart

    /// The button's words.
    public func label(_ words: Words) -> String {
        switch self {
        case .snooze: words("Snooze")
        case .stop: words("Stop")
        case .addMinute: words("+1 minute")
        case .restart: words("Restart")
        }
    }
}

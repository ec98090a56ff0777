/// The beep on the second, as the replica displays have it: never, always, or for a while after
/// a time travel, a return or a typed destination (`beep = off|on|30|60`).
public enum BeepMode: String, Sendable, Hashable, CaseIterable {
    case off, on
    case thirtySeconds = "30"
    case sixtySeconds = "60"

    /// How long the beep lasts after an event, in seconds; nil when it does not follow events.
    public var window: Double? {
        switch self {
        case .off, .on: nil
        case .thirtySeconds: 30
        case .sixtySeconds: 60
        }
    }

    /// The next mode, round to the first: what the menu's Beep entry steps to.
    public var next: BeepMode {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The words the menu shows after "Beep: ", in English: the catalogue's key for them.
    public var title: String {
        switch self {
        case .off: Words.marked("Off")
        case .on: Words.marked("On")
        case .thirtySeconds: Words.marked("30 s")
        case .sixtySeconds: Words.marked("60 s")
        }
    }

    /// A value as the settings file, `ctl beep` and D-Bus take it.
    public static func parse(_ text: String) -> BeepMode? {
        BeepMode(rawValue: text.lowercased())
    }

    public static let expected = Words.marked("off, on, 30 or 60")
}

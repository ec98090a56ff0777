import FoundationEssentials

/// Something that just happened that a person should be told whatever they are looking at: an
/// alarm ringing, a time travel landed, the countdown run out. A screen reader says it without
/// the window having focus (`AccessibleTree` makes it a notification).
public struct News: Sendable, Hashable {
    /// Counts up from one piece of news to the next, so the same words twice are told twice.
    public var serial: Int
    /// The sentence told, in the user's language.
    public var text: String
    /// When it happened.
    public var at: Date

    /// How long news stays in the view: long enough for a screen reader started a moment later
    /// to find it, short enough that an old alarm is not read out as current.
    public static let shownFor: TimeInterval = 60
}

/// The news the model has told, a part of its announcements: the last piece, which the view
/// shows for `News.shownFor`.
struct NewsDesk: Sendable, Hashable {
    private(set) var last: News?

    /// Tells `text`, which happened at `now`.
    mutating func tell(_ text: String, at now: Date) {
        last = News(serial: (last?.serial ?? 0) + 1, text: text, at: now)
    }

    /// The news still to show at `now`.
    func current(at now: Date) -> News? {
        guard let last, now >= last.at, now.timeIntervalSince(last.at) < News.shownFor else { return nil }
        return last
    }

    /// The news in what an input brought: an alarm that started ringing, a trip that landed
    /// (read as the present row now says), the countdown that ran out.
    mutating func tell(_ effects: [ClockEffect], landedAt present: String?, words: Words, at now: Date) {
        for effect in effects {
            switch effect {
            case .alarmRinging(let label):
                tell(label.isEmpty ? words("Alarm ringing") : words("Alarm ringing: %1$s", label), at: now)
            case .travelCompleted:
                tell(present.map { words("Time travel complete. %1$s", $0) } ?? words("Time travel complete"), at: now)
            case .statusChanged(let change) where change.timerFinished:
                tell(words("Timer finished"), at: now)
            default:
                break
            }
        }
    }
}

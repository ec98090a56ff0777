import FoundationEssentials

/// The settings panel, the right-click menu and the keys card as painted: the overlay's own
/// state with what it is shown of the rest of the clock.
///
/// The painters draw from it, and the model decides a repaint by comparing the one last painted
/// with the one now: a comparison of whole values, which no new field can be left out of.
/// Members of either part read through it (`picture.page`, `picture.theme`); what needs both
/// (the words of a row, the selection kept within a list the model changed) is worked out here.
@dynamicMemberLookup
public struct OverlayPicture: Sendable, Equatable {
    public private(set) var overlay: SettingsOverlay
    /// What the overlay is shown of the rest of the clock: handed in, not the overlay's own.
    public var shows: OverlayShows

    public init(_ overlay: SettingsOverlay, shows: OverlayShows) {
        self.overlay = overlay
        self.shows = shows
    }

    public subscript<T>(dynamicMember path: KeyPath<SettingsOverlay, T>) -> T { overlay[keyPath: path] }
    public subscript<T>(dynamicMember path: WritableKeyPath<OverlayShows, T>) -> T {
        get { shows[keyPath: path] }
        set { shows[keyPath: path] = newValue }
    }

    /// What the painters read of the overlay's own state, which only the overlay's files write
    /// (its stored properties are internal to the core, never public to set).
    public var page: OverlayPage { overlay.page }
    public var focus: OverlayFocus { overlay.focus }
    public var message: OverlayMessage? { overlay.message }
    public var timeEntry: String { overlay.timeEntry }
    public var timeRow: OverlayTimeRow { overlay.timeRow }

    /// Applies one event to the overlay with what it is shown now (`SettingsOverlay.handle`):
    /// how a test drives the panel alone. A picture is no part of the model (the model holds the
    /// overlay, and hands it what it shows), so it has no `handle` of its own.
    public mutating func send(_ event: OverlayEvent) -> [OverlayEffect] {
        overlay.handle(event, shows: shows)
    }

    /// The words in the user's language.
    public func words(_ key: String, _ arguments: String...) -> String { shows.words(key, arguments: arguments) }
}

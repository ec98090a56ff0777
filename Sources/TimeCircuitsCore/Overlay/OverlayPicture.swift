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
    public var overlay: SettingsOverlay
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

    /// Applies one event to the overlay with what it is shown now (`SettingsOverlay.handle`).
    public mutating func handle(_ event: OverlayEvent) -> [OverlayEffect] {
        overlay.handle(event, shows: shows)
    }

    /// The words in the user's language.
    public func words(_ key: String, _ arguments: String...) -> String { shows.words(key, arguments: arguments) }
}

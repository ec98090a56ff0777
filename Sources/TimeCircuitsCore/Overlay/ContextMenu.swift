/// One entry of the right-click menu on the face.
///
/// The menu is the mouse's way to everything the keyboard shortcuts do, and shows each shortcut
/// beside its title so the mouse teaches the keyboard, as a desktop app's menu does.
public enum ContextMenuItem: String, Sendable, Hashable, CaseIterable {
    case cities
    case movieMode
    case timer
    case stopwatch
    case timeTravel
    case returnToPresent
    /// Plan mode (P): checked while the rows show a planned instant.
    case plan
    /// Says what the rows show, through the speech server (S).
    case speakTime
    case nightMode
    case brighter
    case dimmer
    case twentyFourHour
    case animations
    case sounds
    /// Steps to the next beep mode; its title names the one on ("Beep: 30 s").
    case beep
    /// Steps to the next theme; its title names the one showing ("Theme: Neon").
    case theme
    /// Steps to the replica's next display mode; its title names the one on ("Display: Minimal").
    /// The room condition without a broker is refused on the menu's note line, and the next
    /// click goes on past it.
    case displayMode
    /// Exhibition mode: checked while the readouts hold a fixed time, which its title names
    /// ("Exhibition: 1985-10-26 01:21"); a click stops it, or holds the minute showing.
    case exhibition
    /// The films' variants (`FilmVariant`), each checked while it is on.
    case partThreeEntry
    case reversedLamps
    case bCar
    case fullscreen
    case borderless
    case onTop
    case allDesktops
    case desktop
    /// Opens the window when the user logs in (`Settings.startAtLogin`); checked while it does.
    case startAtLogin
    case quit

    /// The words on the left in English, e.g. "Cities…", the catalogue's key for them
    /// (`SettingsOverlay.title(of:)` gives them in the user's language).
    public var title: String {
        switch self {
        case .cities: Words.marked("Cities…")
        case .movieMode: Words.marked("Movie Mode")
        case .timer: Words.marked("Timer")
        case .stopwatch: Words.marked("Stopwatch")
        case .timeTravel: Words.marked("Time Travel")
        case .returnToPresent: Words.marked("Return to Present")
        case .plan: Words.marked("Plan a Time…")
        case .speakTime: Words.marked("Speak the Time")
        case .nightMode: Words.marked("Night Mode")
        case .brighter: Words.marked("Brighter")
        case .dimmer: Words.marked("Dimmer")
        case .twentyFourHour: Words.marked("24-Hour Clock")
        case .animations: Words.marked("Animations")
        case .sounds: Words.marked("Sounds")
        case .beep: Words.marked("Beep")
        case .theme: Words.marked("Theme")
        case .displayMode: Words.marked("Display")
        case .exhibition: Words.marked("Exhibition")
        case .partThreeEntry, .reversedLamps, .bCar: filmVariant!.title
        case .fullscreen: Words.marked("Fullscreen")
        case .borderless: Words.marked("Borderless")
        case .onTop: Words.marked("Always on Top")
        case .allDesktops: Words.marked("On All Desktops")
        case .desktop: Words.marked("On the Desktop")
        case .startAtLogin: Words.marked("Start at Login")
        case .quit: Words.marked("Quit")
        }
    }

    /// The shortcut on the right, e.g. "Ctrl+,", from the key table; empty for items without one.
    public var shortcut: String {
        let action: KeyBindings.Action? = switch self {
        case .cities: .openSettings
        case .fullscreen: .toggleFullscreen
        case .speakTime: .speakTime
        case .quit: .quit
        default: displayAction.map { .display($0) }
        }
        return action.flatMap(KeyBindings.shortcut(for:))?.label ?? ""
    }

    /// The window behaviour the item switches, for the items that show a check mark.
    public var toggle: WindowToggle? {
        switch self {
        case .borderless: .borderless
        case .onTop: .onTop
        case .allDesktops: .allDesktops
        case .desktop: .desktop
        default: nil
        }
    }

    /// Whether the item is a switch that shows a check mark while on, rather than a one-off
    /// action. The one list of them: the menu's check mark (`OverlayPicture.isChecked`) and the
    /// screen reader's check menu items (`AccessibleTree`) both read it.
    public var isCheckable: Bool {
        switch self {
        case .movieMode, .timer, .stopwatch, .plan, .nightMode, .twentyFourHour, .animations, .sounds, .exhibition, .startAtLogin: true
        default: toggle != nil || filmVariant != nil
        }
    }

    /// The film variant the item switches, for the variants' items.
    public var filmVariant: FilmVariant? {
        switch self {
        case .partThreeEntry: .partThreeEntry
        case .reversedLamps: .reversedLamps
        case .bCar: .bCar
        default: nil
        }
    }

    /// The change to the face the item asks for, for the display items.
    public var displayAction: DisplayAction? {
        switch self {
        case .movieMode: .toggleMode
        case .timer: .toggleTimer
        case .stopwatch: .toggleStopwatch
        case .timeTravel: .timeTravel
        case .returnToPresent: .returnToPresent
        case .plan: .togglePlan
        case .nightMode: .toggleNight
        case .brighter: .brighter
        case .dimmer: .dimmer
        case .twentyFourHour: .toggleHourCycle
        case .animations: .toggleAnimations
        case .sounds: .toggleSounds
        case .theme: .nextTheme
        default: nil
        }
    }

}

/// The right-click menu while it is showing: where it was opened and which item the keyboard or
/// the pointer has highlighted (none until one of them moves).
public struct ContextMenuState: Sendable, Hashable {
    /// The pointer position of the right-click, in window pixels; the menu opens there, moved
    /// inwards if it would leave the window.
    public let anchor: Point
    public let highlighted: ContextMenuItem?
    /// The display mode the menu refused since it opened, and why: the note line says so in
    /// amber until the menu closes, and the Display entry then steps past it.
    public let refused: DisplayMode?
    public let refusal: String?

    public init(anchor: Point, highlighted: ContextMenuItem? = nil, refused: DisplayMode? = nil, refusal: String? = nil) {
        self.anchor = anchor
        self.highlighted = highlighted
        self.refused = refused
        self.refusal = refusal
    }

    /// The same menu with `item` highlighted: a refusal stays on the note line while the pointer
    /// or the keys move.
    func highlighting(_ item: ContextMenuItem) -> ContextMenuState {
        ContextMenuState(anchor: anchor, highlighted: item, refused: refused, refusal: refusal)
    }
}

/// Where the menu and its items are drawn for one window size and anchor.
public struct ContextMenuLayout: Sendable, Hashable {
    /// The menu's plate.
    public var frame: Rect
    /// One rectangle per item, in `ContextMenuItem.allCases` order (see `columns`).
    public var items: [ContextMenuItemLayout]
    /// Cap height of the item text.
    public var textHeight: Double
    /// Where the note line is written, above the items; nil without a note.
    public var note: Rect? = nil
    /// Columns the items run down, in order, top to bottom then left to right: more than one
    /// where a single column would be taller than the window.
    public var columns: Int = 1

    /// The item under `point`, if any.
    public func item(at point: Point) -> ContextMenuItem? {
        items.first { $0.frame.contains(point) }?.item
    }

    public func frame(of item: ContextMenuItem) -> Rect? {
        items.first { $0.item == item }?.frame
    }
}

/// One item's row in the menu, with room for its title at the left and shortcut at the right.
public struct ContextMenuItemLayout: Sendable, Hashable {
    public var item: ContextMenuItem
    public var frame: Rect
    /// Where the title starts (left-aligned) and the shortcut ends (right-aligned).
    public var textInset: Double
}

/// One element of the window as assistive technology sees it (a screen reader, a magnifier, a
/// test driving the clock): what it is, what it is called, its state, where it is, and what can
/// be done with it. The tree is made from the model's view (`AccessibleTree`), never from pixels,
/// and the services' AT-SPI bridge serves it as it is; the numbers are AT-SPI's own, so the
/// bridge translates nothing.
public struct AccessibleNode: Sendable, Hashable {
    /// Stable within the tree and across views of the same element (`row0`, `menu_quit`), so a
    /// client's reference keeps meaning the same thing; letters, digits and `_` only, since it
    /// ends the element's D-Bus object path.
    public var key: String
    public var role: AccessibleRole
    /// What a person hears it called, in the user's language.
    public var name: String
    public var description: String
    public var states: Set<AccessibleState>
    /// Where it is drawn, in window pixels.
    public var extents: Rect
    /// What activating it does (a button's press, a check box's toggle), in order.
    public var actions: [AccessibleAction]
    /// The text an entry holds and where its caret is; nil for an element without text.
    public var text: AccessibleText?
    public var children: [AccessibleNode]

    public init(key: String, role: AccessibleRole, name: String, description: String = "", states: Set<AccessibleState> = [],
                extents: Rect, actions: [AccessibleAction] = [], text: AccessibleText? = nil, children: [AccessibleNode] = []) {
        self.key = key
        self.role = role
        self.name = name
        self.description = description
        self.states = states
        self.extents = extents
        self.actions = actions
        self.text = text
        self.children = children
    }

    /// This node and every node under it, parents before their children.
    public var all: [AccessibleNode] { [self] + children.flatMap(\.all) }
}

/// An action on an element: its name as AT-SPI lists it (`click`), and the inputs the model takes
/// when it is done, exactly as if the user had done it with the keyboard or mouse.
public struct AccessibleAction: Sendable, Hashable {
    public var name: String
    /// The name in the user's language.
    public var localizedName: String
    public var inputs: [ClockInput]

    public init(name: String, localizedName: String, inputs: [ClockInput]) {
        self.name = name
        self.localizedName = localizedName
        self.inputs = inputs
    }

    /// A click of the left button at `point` in the window, pressed and released, as the pointer
    /// would make it: whatever the painter draws there does what a click does.
    public static func click(at point: Point, localizedName: String) -> AccessibleAction {
        AccessibleAction(name: "click", localizedName: localizedName, inputs: [
            .pointer(.button(1, pressed: true, at: point, root: point)), .pointer(.button(1, pressed: false, at: point, root: point)),
        ])
    }
}

/// An entry's text and caret (a character offset).
public struct AccessibleText: Sendable, Hashable {
    public var text: String
    public var caret: Int

    public init(text: String, caret: Int) {
        self.text = text
        self.caret = caret
    }
}

/// AT-SPI's roles that the clock's elements take (`AtspiRole` in at-spi2-core's
/// atspi-constants.h; the raw value is the number on the bus).
public enum AccessibleRole: UInt32, Sendable, Hashable {
    case checkBox = 7
    case checkMenuItem = 8
    case frame = 23
    case label = 29
    case list = 31
    case listItem = 32
    case menu = 33
    case menuItem = 35
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case pushButton = 43
    case application = 75
    case entry = 79
    case heading = 83
    case section = 85
    case listBox = 98
    case notification = 101
    case timer = 115
    case `static` = 116

    /// The role's name as AT-SPI's GetRoleName gives it (`page tab list`): the words a screen
    /// reader that knows no better says.
    public var name: String {
        switch self {
        case .checkBox: "check box"
        case .checkMenuItem: "check menu item"
        case .frame: "frame"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .menu: "menu"
        case .menuItem: "menu item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .pushButton: "push button"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .section: "section"
        case .listBox: "list box"
        case .notification: "notification"
        case .timer: "timer"
        case .static: "static"
        }
    }
}

/// AT-SPI's states that the clock's elements hold (`AtspiStateType`; the raw value is the bit's
/// number in the two 32-bit words GetState answers).
public enum AccessibleState: UInt32, Sendable, Hashable, CaseIterable {
    case active = 1
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case checkable = 41
    case readOnly = 43

    /// The state's name in AT-SPI's events (`Object:StateChanged:focused`).
    public var eventName: String {
        switch self {
        case .active: "active"
        case .checked: "checked"
        case .editable: "editable"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .singleLine: "single-line"
        case .visible: "visible"
        case .checkable: "checkable"
        case .readOnly: "read-only"
        }
    }

    /// What every element on the window's face is: there, drawn and usable.
    public static let shown: Set<AccessibleState> = [.enabled, .sensitive, .showing, .visible]

    /// The set as GetState's two words.
    public static func words(_ states: Set<AccessibleState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return words
    }
}

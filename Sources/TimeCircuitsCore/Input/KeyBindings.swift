/// X's keysym numbers for every key the clock reads: the one home of them.
///
/// The values are X's own (keysymdef.h), spelled out because the core never imports Xlib; the
/// shell passes keysyms through unchanged.
public enum Keysym {
    public static let q: UInt32 = 0x0071
    public static let capitalQ: UInt32 = 0x0051
    public static let r: UInt32 = 0x0072
    public static let capitalR: UInt32 = 0x0052
    /// XK_0 … XK_9 and XK_KP_0 … XK_KP_9: movie mode's destination keypad.
    public static let digits: ClosedRange<UInt32> = 0x0030...0x0039
    public static let keypadDigits: ClosedRange<UInt32> = 0xFFB0...0xFFB9
    public static let d: UInt32 = 0x0064
    public static let capitalD: UInt32 = 0x0044
    public static let t: UInt32 = 0x0074
    public static let capitalT: UInt32 = 0x0054
    public static let n: UInt32 = 0x006E
    public static let capitalN: UInt32 = 0x004E
    public static let m: UInt32 = 0x006D
    public static let capitalM: UInt32 = 0x004D
    public static let comma: UInt32 = 0x002C
    public static let l: UInt32 = 0x006C
    public static let capitalL: UInt32 = 0x004C
    public static let s: UInt32 = 0x0073
    public static let capitalS: UInt32 = 0x0053
    public static let space: UInt32 = 0x0020
    /// Ctrl+C in plan mode: the plan onto the clipboard.
    public static let c: UInt32 = 0x0063
    public static let capitalC: UInt32 = 0x0043
    /// A in plan mode: the next hours all the cities are at work.
    public static let a: UInt32 = 0x0061
    public static let capitalA: UInt32 = 0x0041
    /// P: plan mode.
    public static let p: UInt32 = 0x0070
    public static let capitalP: UInt32 = 0x0050
    /// Page Up and Page Down (also the keypad's, without Num Lock): plan mode's day.
    public static let pageUp: UInt32 = 0xFF55
    public static let pageDown: UInt32 = 0xFF56
    public static let keypadPageUp: UInt32 = 0xFF9A
    public static let keypadPageDown: UInt32 = 0xFF9B
    public static let home: UInt32 = 0xFF50
    public static let keypadHome: UInt32 = 0xFF95
    public static let left: UInt32 = 0xFF51
    public static let right: UInt32 = 0xFF53
    public static let keypadLeft: UInt32 = 0xFF96
    public static let keypadRight: UInt32 = 0xFF98
    public static let f11: UInt32 = 0xFFC8
    /// Help: the keys card, as ? is.
    public static let f1: UInt32 = 0xFFBE
    public static let up: UInt32 = 0xFF52
    public static let down: UInt32 = 0xFF54
    public static let keypadUp: UInt32 = 0xFF97
    public static let keypadDown: UInt32 = 0xFF99
    public static let delete: UInt32 = 0xFFFF
    public static let keypadDelete: UInt32 = 0xFF9F
    public static let returnKey: UInt32 = 0xFF0D
    public static let keypadEnter: UInt32 = 0xFF8D
    public static let escape: UInt32 = 0xFF1B
    public static let backspace: UInt32 = 0xFF08
    public static let tab: UInt32 = 0xFF09
    /// What Shift+Tab sends on most keymaps.
    public static let isoLeftTab: UInt32 = 0xFE20
    /// XK_Shift_L … XK_Hyper_R: the modifier keys themselves.
    public static let modifierKeys: ClosedRange<UInt32> = 0xFFE1...0xFFEE

    /// The digit a key types, main row or keypad (with Num Lock on), or nil.
    public static func digit(_ keysym: UInt32) -> Int? {
        if digits.contains(keysym) { return Int(keysym - digits.lowerBound) }
        if keypadDigits.contains(keysym) { return Int(keysym - keypadDigits.lowerBound) }
        return nil
    }

    /// Shift, Ctrl and the like alone: half of a shortcut, never a command of their own.
    public static func isModifier(_ keysym: UInt32) -> Bool { modifierKeys.contains(keysym) }
}

/// What a key press in the clock window does: a pure function of keysym and modifiers, read from
/// one table (`shortcuts`) that the window's bindings, the overlay and the menu's labels share.
public enum KeyBindings {
    /// Something the window does in answer to a key.
    public enum Action: Sendable, Hashable {
        /// Ctrl+Q: a clean exit, status 0.
        case quit
        /// F11: ask the window manager to toggle `_NET_WM_STATE_FULLSCREEN`.
        case toggleFullscreen
        /// Ctrl+comma: the settings overlay (the Mac's ⌘,).
        case openSettings
        /// S: the time spoken, through the speech server (`SpokenTime`).
        case speakTime
        /// T, N, Ctrl+Up, Ctrl+Down: time travel, night mode, brightness.
        case display(DisplayAction)
    }

    /// The modifier bits of `XKeyEvent.state`.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let capsLock = Modifiers(rawValue: 1 << 1)
        public static let control = Modifiers(rawValue: 1 << 2)
        /// Alt on every common keymap.
        public static let mod1 = Modifiers(rawValue: 1 << 3)
        /// Num Lock on every common keymap.
        public static let mod2 = Modifiers(rawValue: 1 << 4)
        public static let mod3 = Modifiers(rawValue: 1 << 5)
        /// Super (the Windows key) on every common keymap.
        public static let mod4 = Modifiers(rawValue: 1 << 6)
        public static let mod5 = Modifiers(rawValue: 1 << 7)

        /// Locks and the rarely bound Mod3/Mod5 must not change what a shortcut means: Ctrl+Q
        /// with Num Lock on is still Ctrl+Q.
        public var significant: Modifiers { intersection([.shift, .control, .mod1, .mod4]) }
    }

    /// One shortcut: the keys that make it, the modifiers it needs, and how the menu spells it.
    public struct Shortcut: Sendable, Hashable {
        public var action: Action
        public var keysyms: [UInt32]
        public var modifiers: Modifiers
        /// Shift may be held too: letters read the same either way, and some users hold it by
        /// habit with Caps Lock-style keymaps.
        public var allowsShift: Bool
        /// As the right-click menu shows it, e.g. "Ctrl+,".
        public var label: String

        /// True when `keysym` with `modifiers` (already reduced to the significant ones) is this.
        func matches(_ keysym: UInt32, _ modifiers: Modifiers) -> Bool {
            keysyms.contains(keysym) && (allowsShift ? modifiers.subtracting(.shift) : modifiers) == self.modifiers
        }
    }

    /// Every shortcut of the window, in the order the menu lists them.
    public static let shortcuts: [Shortcut] = [
        Shortcut(action: .openSettings, keysyms: [Keysym.comma], modifiers: .control, allowsShift: false, label: "Ctrl+,"),
        Shortcut(action: .display(.timeTravel), keysyms: [Keysym.t, Keysym.capitalT], modifiers: [], allowsShift: true, label: "T"),
        Shortcut(action: .display(.toggleTimer), keysyms: [Keysym.t, Keysym.capitalT], modifiers: .control, allowsShift: false, label: "Ctrl+T"),
        Shortcut(action: .display(.toggleStopwatch), keysyms: [Keysym.s, Keysym.capitalS], modifiers: .control, allowsShift: false, label: "Ctrl+S"),
        Shortcut(action: .speakTime, keysyms: [Keysym.s, Keysym.capitalS], modifiers: [], allowsShift: true, label: "S"),
        Shortcut(action: .display(.returnToPresent), keysyms: [Keysym.r, Keysym.capitalR], modifiers: [], allowsShift: true, label: "R"),
        Shortcut(action: .display(.togglePlan), keysyms: [Keysym.p, Keysym.capitalP], modifiers: [], allowsShift: true, label: "P"),
        Shortcut(action: .display(.toggleNight), keysyms: [Keysym.n, Keysym.capitalN], modifiers: [], allowsShift: true, label: "N"),
        Shortcut(action: .display(.toggleSounds), keysyms: [Keysym.m, Keysym.capitalM], modifiers: [], allowsShift: true, label: "M"),
        Shortcut(action: .display(.brighter), keysyms: [Keysym.up, Keysym.keypadUp], modifiers: .control, allowsShift: false, label: "Ctrl+Up"),
        Shortcut(action: .display(.dimmer), keysyms: [Keysym.down, Keysym.keypadDown], modifiers: .control, allowsShift: false, label: "Ctrl+Down"),
        Shortcut(action: .toggleFullscreen, keysyms: [Keysym.f11], modifiers: [], allowsShift: false, label: "F11"),
        Shortcut(action: .quit, keysyms: [Keysym.q, Keysym.capitalQ], modifiers: .control, allowsShift: true, label: "Ctrl+Q"),
    ]

    /// The action for a key press, or nil when the key means nothing to the window.
    public static func action(keysym: UInt32, modifiers: Modifiers) -> Action? {
        let mods = modifiers.significant
        return shortcuts.first { $0.matches(keysym, mods) }?.action
    }

    /// The shortcut that does `action`, if it has one.
    public static func shortcut(for action: Action) -> Shortcut? {
        shortcuts.first { $0.action == action }
    }
}

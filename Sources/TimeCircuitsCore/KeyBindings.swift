/// What a key press in the clock window does: a pure function of keysym and modifiers.
///
/// The shell passes X's keysym and `XKeyEvent.state` through unchanged; the numbers below are
/// X's own (keysymdef.h, X.h), spelled out here because the core never imports Xlib.
public enum KeyBindings {
    /// Something the window does in answer to a key.
    public enum Action: Sendable, Hashable {
        /// Ctrl+Q: a clean exit, status 0.
        case quit
        /// F11: ask the window manager to toggle `_NET_WM_STATE_FULLSCREEN`.
        case toggleFullscreen
        /// Ctrl+comma: the settings overlay (the Mac's ⌘,).
        case openSettings
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

    /// The keysyms the window binds.
    public enum Keysym {
        public static let q: UInt32 = 0x0071
        public static let capitalQ: UInt32 = 0x0051
        public static let comma: UInt32 = 0x002C
        public static let f11: UInt32 = 0xFFC8
        public static let t: UInt32 = 0x0074
        public static let capitalT: UInt32 = 0x0054
        public static let n: UInt32 = 0x006E
        public static let capitalN: UInt32 = 0x004E
        public static let up: UInt32 = 0xFF52
        public static let down: UInt32 = 0xFF54
        public static let kpUp: UInt32 = 0xFF97
        public static let kpDown: UInt32 = 0xFF99
    }

    /// The action for a key press, or nil when the key means nothing to the window.
    public static func action(keysym: UInt32, modifiers: Modifiers) -> Action? {
        let mods = modifiers.significant
        switch keysym {
        case Keysym.q, Keysym.capitalQ:
            // Shift is allowed: with Caps Lock-style keymaps some users hold it by habit.
            return mods.subtracting(.shift) == .control ? .quit : nil
        case Keysym.comma:
            return mods == .control ? .openSettings : nil
        case Keysym.f11:
            return mods.isEmpty ? .toggleFullscreen : nil
        case Keysym.t, Keysym.capitalT:
            return mods.subtracting(.shift).isEmpty ? .display(.timeTravel) : nil
        case Keysym.n, Keysym.capitalN:
            return mods.subtracting(.shift).isEmpty ? .display(.toggleNight) : nil
        case Keysym.up, Keysym.kpUp:
            return mods == .control ? .display(.brighter) : nil
        case Keysym.down, Keysym.kpDown:
            return mods == .control ? .display(.dimmer) : nil
        default:
            return nil
        }
    }
}

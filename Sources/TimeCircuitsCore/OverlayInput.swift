/// Turning X's raw input into overlay events, as pure functions of X's numbers.
///
/// The shell passes the keysym, `XKeyEvent.state` and the text from `Xutf8LookupString` (or
/// `Xutf8LookupString` through an input context) unchanged, and the button number and position
/// of a pointer event; deciding what they mean stays in the core, where it is tested, and the
/// shell never grows a second key table. Keysym values are X's own (keysymdef.h).
extension OverlayKey {
    /// The keysyms the overlay reads.
    public enum Keysym {
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
        public static let f11: UInt32 = 0xFFC8
        public static let comma: UInt32 = 0x002C
        public static let r: UInt32 = 0x0072
        public static let capitalR: UInt32 = 0x0052
        public static let q: UInt32 = 0x0071
        public static let capitalQ: UInt32 = 0x0051
    }

    /// The overlay key for a key press, or nil when it means nothing to the overlay.
    ///
    /// Named keys win over their text (Return's "\r", BackSpace's "\b"). Text is taken only when
    /// neither Ctrl, Alt nor Super is held, so shortcuts never type letters; AltGr (Mod5 on
    /// common keymaps) and Shift do type, as they must for "ã" or "Ü". Lock bits are ignored.
    public init?(keysym: UInt32, modifiers: KeyBindings.Modifiers, text: String) {
        let mods = modifiers.significant
        let alt = mods.contains(.mod1)
        let control = mods.contains(.control)
        switch keysym {
        case Keysym.up, Keysym.keypadUp:
            self = alt ? .altUp : .up
        case Keysym.down, Keysym.keypadDown:
            self = alt ? .altDown : .down
        case Keysym.delete, Keysym.keypadDelete:
            self = .delete
        case Keysym.returnKey, Keysym.keypadEnter:
            self = .enter
        case Keysym.escape:
            self = .escape
        case Keysym.backspace:
            self = .backspace
        case Keysym.f11 where mods.isEmpty:
            self = .f11
        case Keysym.comma where mods == .control:
            self = .ctrlComma
        case Keysym.r where mods == .control, Keysym.capitalR where mods == .control:
            self = .ctrlR
        case Keysym.q where mods.subtracting(.shift) == .control,
             Keysym.capitalQ where mods.subtracting(.shift) == .control:
            self = .ctrlQ
        default:
            guard !text.isEmpty, !control, !alt, !mods.contains(.mod4) else { return nil }
            self = .text(text)
        }
    }
}

extension OverlayEvent {
    /// X's core pointer buttons: 1 left, 2 middle, 3 right, 4 and 5 the wheel (one notch each).
    public enum XButton {
        public static let left: UInt32 = 1
        public static let middle: UInt32 = 2
        public static let right: UInt32 = 3
        public static let wheelUp: UInt32 = 4
        public static let wheelDown: UInt32 = 5
    }

    /// The event for an X ButtonPress or ButtonRelease, or nil for buttons the overlay ignores
    /// (horizontal scroll, extra buttons). A wheel notch arrives as a press and a release; only
    /// the press counts, so one notch scrolls once.
    public static func button(_ number: UInt32, pressed: Bool, at point: Point) -> OverlayEvent? {
        let button: PointerButton
        switch number {
        case XButton.left: button = .left
        case XButton.middle: button = .middle
        case XButton.right: button = .right
        case XButton.wheelUp: return pressed ? .wheel(-1, at: point) : nil
        case XButton.wheelDown: return pressed ? .wheel(1, at: point) : nil
        default: return nil
        }
        return pressed ? .press(button, at: point) : .release(button, at: point)
    }
}

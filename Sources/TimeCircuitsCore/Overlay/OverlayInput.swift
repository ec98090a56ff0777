/// Turning X's raw input into overlay events, as pure functions of X's numbers.
///
/// The shell passes the keysym, `XKeyEvent.state` and the text from `Xutf8LookupString` (or
/// `Xutf8LookupString` through an input context) unchanged, and the button number and position
/// of a pointer event; deciding what they mean stays in the core, where it is tested, and the
/// shell never grows a second key table. Keysym values come from `Keysym`.
extension OverlayKey {
    /// The overlay key for a key press, or nil when it means nothing to the overlay.
    ///
    /// Named keys win over their text (Return's "\r", BackSpace's "\b"). Text is taken only when
    /// neither Ctrl, Alt nor Super is held, so shortcuts never type letters; AltGr (Mod5 on
    /// common keymaps) and Shift do type, as they must for "ã" or "Ü". Lock bits are ignored.
    public init?(keysym: UInt32, modifiers: KeyBindings.Modifiers, text: String) {
        let mods = modifiers.significant
        let alt = mods.contains(.mod1)
        let control = mods.contains(.control)
        // The window's own shortcuts are the overlay's too, read from the one table.
        switch KeyBindings.action(keysym: keysym, modifiers: modifiers) {
        case .quit?: self = .ctrlQ; return
        case .toggleFullscreen?: self = .f11; return
        case .openSettings?: self = .ctrlComma; return
        case .display?, .speakTime?, nil: break
        }
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
        case Keysym.tab, Keysym.isoLeftTab:
            // Shift+Tab is ISO_Left_Tab on most keymaps, Tab with Shift held on the others.
            self = keysym == Keysym.isoLeftTab || mods.contains(.shift) ? .shiftTab : .tab
        case Keysym.r where mods == .control, Keysym.capitalR where mods == .control:
            self = .ctrlR
        case Keysym.m where mods == .control, Keysym.capitalM where mods == .control:
            self = .ctrlM
        case Keysym.left, Keysym.keypadLeft:
            self = .left
        case Keysym.right, Keysym.keypadRight:
            self = .right
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

import CX11
import FoundationEssentials
import Glibc

/// Turns key presses into a keysym and the text they type, through an X input method where one
/// is available, so dead keys, Compose sequences and input-method servers can type "São Paulo".
///
/// Without an input method (not opened yet, no locale support, or `XOpenIM` fails) it falls back
/// to `XLookupString`, which still types any letter the keyboard has a key for; the clock never
/// refuses keys for want of one.
final class KeyboardInput {
    private let display: DisplayConnection
    private let window: Window
    private var inputMethod: XIM?
    private var context: XIC?
    /// `openInputMethod` ran: whatever it found, it is not tried again.
    private(set) var methodTried = false
    /// Whether the window has the keyboard focus, for an input context made after it came.
    private var focused = false

    /// The events the input context asks to see beyond the window's own mask: none until
    /// `openInputMethod` has made one.
    private(set) var extraEventMask = 0

    /// What a key press means: its keysym (shift applied) and the text it commits, possibly empty.
    struct Press {
        let keysym: UInt32
        let text: String
    }

    init(display: DisplayConnection, window: Window) {
        self.display = display
        self.window = window
    }

    /// Opens the input method and the window's input context, once; until then keys are read
    /// with `XLookupString`. Xlib's built-in method parses the locale's whole Compose table here
    /// (about 60 million instructions and half a megabyte of heap for en_US.UTF-8, more than
    /// painting the first frame), so the loop calls this only when names may be typed, once the
    /// settings panel or the menu is on the screen. Returns whether the events the window must
    /// select changed.
    func openInputMethod() -> Bool {
        guard !methodTried else { return false }
        methodTried = true
        // Xlib picks its input method and text conversion from LC_CTYPE, which a Swift program
        // leaves at "C". The user's own locale comes first; C.UTF-8 still lets Xutf8LookupString
        // deliver any character when the user's locale is not one Xlib supports. Set here, not at
        // launch: a locale's character tables are 130 KB of mapped file an idle clock never reads.
        if setlocale(LC_CTYPE, "") == nil || XSupportsLocale() == 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        guard XSupportsLocale() != 0 else { return false }
        // "" honours XMODIFIERS (@im=fcitx, @im=ibus…); when that server is not running,
        // Xlib's built-in method still handles Compose and dead keys.
        XSetLocaleModifiers("")
        var im = XOpenIM(display.pointer, nil, nil, nil)
        if im == nil {
            XSetLocaleModifiers("@im=none")
            im = XOpenIM(display.pointer, nil, nil, nil)
        }
        inputMethod = im
        context = im.flatMap { tc_create_input_context($0, window) }
        if let context, focused { XSetICFocus(context) }
        let mask = context.map { tc_input_context_filter_events($0) } ?? 0
        defer { extraEventMask = mask }
        return mask != extraEventMask
    }

    deinit {
        if let context { XDestroyIC(context) }
        if let inputMethod { XCloseIM(inputMethod) }
    }

    /// True when the input method consumed `event` (part of a Compose sequence, say) and the
    /// loop must not handle it. Every event goes through here first, as Xlib requires.
    func filter(_ event: inout XEvent) -> Bool {
        context != nil && XFilterEvent(&event, Window(None)) != 0
    }

    /// The input method tracks focus to know where committed text goes.
    func focusChanged(focused: Bool) {
        self.focused = focused
        guard let context else { return }
        if focused { XSetICFocus(context) } else { XUnsetICFocus(context) }
    }

    /// The keysym and committed text of a KeyPress.
    func lookup(_ event: inout XKeyEvent) -> Press {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 64)
        if let context {
            var status: Int32 = 0
            var count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
            if status == XBufferOverflow {
                // An input method committed more than fits: ask again with room for all of it.
                buffer = [CChar](repeating: 0, count: Int(count) + 1)
                count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
            }
            let hasText = status == XLookupChars || status == XLookupBoth
            let hasKeysym = status == XLookupKeySym || status == XLookupBoth
            let text = hasText ? Self.decode(buffer.prefix(Int(max(0, count))), encoding: .utf8) ?? "" : ""
            return Press(keysym: hasKeysym ? UInt32(truncatingIfNeeded: keysym) : 0, text: text)
        }
        // XLookupString writes the text in the locale's encoding: Latin-1 before the input method
        // has set the user's locale (and in old locales), UTF-8 after (read as Latin-1, ã showed
        // as "Ã£").
        let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        let bytes = buffer.prefix(Int(max(0, count)))
        return Press(keysym: UInt32(truncatingIfNeeded: keysym),
                     text: Self.decode(bytes, encoding: .utf8) ?? Self.decode(bytes, encoding: .isoLatin1) ?? "")
    }

    private static func decode(_ bytes: ArraySlice<CChar>, encoding: String.Encoding) -> String? {
        String(data: Data(bytes.map { UInt8(bitPattern: $0) }), encoding: encoding)
    }
}

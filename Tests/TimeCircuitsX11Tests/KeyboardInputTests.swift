import CX11
import Foundation
import Testing
@testable import TimeCircuitsX11

/// Keys read before the input method opens (it opens with the settings panel) or where none
/// opens: `XLookupString`'s text, in the locale's encoding.
@Suite("Keys without an input method", .serialized, .xvfb)
struct KeyboardInputTests {
    var server: XvfbServer { XvfbServer.shared! }

    @Test("a key for ã types ã, not the two letters its UTF-8 bytes make read as Latin-1; a key for a types a")
    func lettersWithoutInputMethod() throws {
        let x = try XClient(display: server.name)
        x.addToKeymap(KeySym(XK_atilde))
        // Opened after the keymap changed, so its table has the new key.
        let display = try DisplayConnection(name: server.name)
        let window = XCreateSimpleWindow(display.pointer, XDefaultRootWindow(display.pointer), 0, 0, 10, 10, 0, 0, 0)
        defer { XDestroyWindow(display.pointer, window) }
        let keyboard = KeyboardInput(display: display, window: window)
        func press(_ keysym: Int32) -> KeyboardInput.Press {
            var event = XKeyEvent()
            event.type = KeyPress
            event.display = display.pointer
            event.window = window
            event.keycode = UInt32(XKeysymToKeycode(display.pointer, KeySym(keysym)))
            return keyboard.lookup(&event)
        }
        let tilde = press(XK_atilde)
        #expect(tilde.keysym == UInt32(XK_atilde))
        #expect(tilde.text == "ã", "typed \(tilde.text.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(press(XK_a).text == "a")
    }
}

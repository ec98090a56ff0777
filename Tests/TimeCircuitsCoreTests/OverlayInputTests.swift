import Testing
@testable import TimeCircuitsCore

@Suite("OverlayInput")
struct OverlayInputTests {
    typealias K = Keysym
    let none: KeyBindings.Modifiers = []

    func key(_ keysym: UInt32, _ mods: KeyBindings.Modifiers = [], _ text: String = "") -> OverlayKey? {
        OverlayKey(keysym: keysym, modifiers: mods, text: text)
    }

    @Test func namedKeys() {
        #expect(key(K.up) == .up)
        #expect(key(K.keypadDown) == .down)
        #expect(key(K.up, .mod1) == .altUp)
        #expect(key(K.down, .mod1) == .altDown)
        #expect(key(K.delete) == .delete)
        #expect(key(K.returnKey, [], "\r") == .enter)
        #expect(key(K.keypadEnter, [], "\r") == .enter)
        #expect(key(K.escape, [], "\u{1B}") == .escape)
        #expect(key(K.backspace, [], "\u{8}") == .backspace)
        #expect(key(K.f11) == .f11)
    }

    @Test func shortcutsNeedExactlyControl() {
        #expect(key(K.comma, .control, ",") == .ctrlComma)
        #expect(key(K.r, .control, "\u{12}") == .ctrlR)
        #expect(key(K.capitalQ, [.control, .shift]) == .ctrlQ)
        #expect(key(K.comma, [.control, .mod1]) == nil)
        #expect(key(K.r, [.control, .mod2]) == .ctrlR, "Num Lock does not change a shortcut")
        #expect(key(K.comma, none, ",") == .text(","), "a plain comma is typed")
    }

    @Test func textIsTypedOnlyWithoutShortcutModifiers() {
        #expect(key(0x61, none, "a") == .text("a"))
        #expect(key(0x53, .shift, "S") == .text("S"))
        #expect(key(0xE3, .mod5, "ã") == .text("ã"), "AltGr types")
        #expect(key(0x61, .control, "\u{1}") == nil)
        #expect(key(0x61, .mod1, "a") == nil)
        #expect(key(0x61, .mod4, "a") == nil)
        #expect(key(0xFFE1, .shift, "") == nil, "Shift alone")
        #expect(key(0, none, "São") == .text("São"), "an input method commits a whole word")
    }

    @Test func buttons() {
        let p = Point(10, 20)
        #expect(OverlayEvent.button(1, pressed: true, at: p) == .press(.left, at: p))
        #expect(OverlayEvent.button(1, pressed: false, at: p) == .release(.left, at: p))
        #expect(OverlayEvent.button(3, pressed: true, at: p) == .press(.right, at: p))
        #expect(OverlayEvent.button(4, pressed: true, at: p) == .wheel(-1, at: p))
        #expect(OverlayEvent.button(5, pressed: true, at: p) == .wheel(1, at: p))
        #expect(OverlayEvent.button(5, pressed: false, at: p) == nil)
        #expect(OverlayEvent.button(6, pressed: true, at: p) == nil)
    }
}

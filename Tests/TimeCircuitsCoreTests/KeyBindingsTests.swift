import Testing
@testable import TimeCircuitsCore

@Suite("Key bindings")
struct KeyBindingsTests {
    typealias K = KeyBindings

    @Test("Ctrl+Q quits, with or without Shift, Caps Lock or Num Lock")
    func quit() {
        #expect(K.action(keysym: Keysym.q, modifiers: .control) == .quit)
        #expect(K.action(keysym: Keysym.capitalQ, modifiers: [.control, .shift]) == .quit)
        #expect(K.action(keysym: Keysym.q, modifiers: [.control, .capsLock, .mod2]) == .quit)
    }

    @Test("Q alone, Alt+Q and Ctrl+Alt+Q do nothing")
    func notQuit() {
        #expect(K.action(keysym: Keysym.q, modifiers: []) == nil)
        #expect(K.action(keysym: Keysym.q, modifiers: .mod1) == nil)
        #expect(K.action(keysym: Keysym.q, modifiers: [.control, .mod1]) == nil)
        #expect(K.action(keysym: Keysym.q, modifiers: [.control, .mod4]) == nil)
    }

    @Test("F11 toggles fullscreen; Ctrl+comma is the settings overlay")
    func others() {
        #expect(K.action(keysym: Keysym.f11, modifiers: []) == .toggleFullscreen)
        #expect(K.action(keysym: Keysym.f11, modifiers: .mod2) == .toggleFullscreen)
        #expect(K.action(keysym: Keysym.f11, modifiers: .control) == nil)
        #expect(K.action(keysym: Keysym.comma, modifiers: .control) == .openSettings)
        #expect(K.action(keysym: Keysym.comma, modifiers: []) == nil)
        #expect(K.action(keysym: 0x61, modifiers: .control) == nil)
    }
}

import CX11
import Testing
import TimeCircuitsCore

/// The core reads a key's modifiers as `KeyBindings.Modifiers(rawValue: XKeyEvent.state)`: each of
/// its bits must be the one Xlib's headers give that modifier, not a number written down twice.
@Suite("Modifier bits")
struct ModifierMaskTests {
    @Test("each of the core's modifier bits is X's own mask, so XKeyEvent.state passes straight through")
    func xMasks() {
        typealias M = KeyBindings.Modifiers
        let pairs: [(M, Int, String)] = [
            (.shift, Int(ShiftMask), "Shift"), (.capsLock, Int(LockMask), "Lock"), (.control, Int(ControlMask), "Control"),
            (.mod1, Int(Mod1Mask), "Mod1"), (.mod2, Int(Mod2Mask), "Mod2"), (.mod3, Int(Mod3Mask), "Mod3"),
            (.mod4, Int(Mod4Mask), "Mod4"), (.mod5, Int(Mod5Mask), "Mod5"),
        ]
        for (modifier, mask, name) in pairs {
            #expect(Int(modifier.rawValue) == mask, "\(name): the core has \(modifier.rawValue), X has \(mask)")
        }
    }
}

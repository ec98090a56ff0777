import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// Choosing a theme, from every place one is chosen: the menu, the settings panel's theme page,
/// the settings file changed on disk, the bus. Each changes the preferences, saves what the user
/// chose (and nothing a flag set for the run) and lays the face out again in the new look.
@Suite("Clock model: choosing a theme")
struct ThemeModelTests {
    typealias M = ClockModelTests
    static let t0 = M.t0

    static func click(_ p: Point) -> [ClockInput] {
        [.pointer(.button(1, pressed: true, at: p, root: p)), .pointer(.button(1, pressed: false, at: p, root: p))]
    }

    static func send(_ inputs: [ClockInput], to m: inout ClockModel, at t: Date = t0) -> [ClockEffect] {
        inputs.flatMap { m.handle($0, at: t) }
    }

    @Test("the menu's Theme entry names the theme showing and steps to the next: saved, laid out again")
    func menu() throws {
        var m = ClockFixture.model(at: Self.t0)
        _ = m.handle(M.rightClick, at: Self.t0)
        #expect(m.panel.title(of: .theme) == "Theme: Prop")
        let item = try #require(m.panel.menuLayout?.frame(of: .theme))
        let effects = Self.send(Self.click(item.center), to: &m)
        #expect(m.face.display.theme == .neon && m.look == Theme.named(.neon))
        #expect(M.saves(effects).map(\.display.theme) == [.neon])
        #expect(effects.contains { $0.isRelayout }, "the face is built again in the new look: \(effects)")
        #expect(m.overlay.menu == nil && m.panel.title(of: .theme) == "Theme: Neon")
        // Three more steps come back round to the prop.
        for _ in 0..<3 { _ = m.handle(.control(.theme(m.face.display.theme.next)), at: Self.t0) }
        #expect(m.face.display.theme == .prop)
    }

    @Test("the menu fits every entry and the alarm note into the smallest face, in two columns, its type not shrunk")
    func menuFits() {
        let l = OverlayLayout(width: 520, height: 335)
        let menu = l.contextMenu(at: Point(0, 0), note: "Next alarm: Fri 7:30 AM")
        #expect(menu.items.count == ContextMenuItem.allCases.count && menu.items.count > 21)
        #expect(menu.frame.height <= 335 && menu.frame.width <= 520, "\(menu.frame)")
        #expect(menu.columns == 2 && menu.textHeight == OverlayMetrics.menuTextHeight * l.scale)
        for item in menu.items { #expect(menu.item(at: item.frame.center) == item.item) }
        // A window taller than the face needs holds them in one column.
        #expect(OverlayLayout(width: 520, height: 1000).contextMenu(at: Point(0, 0)).columns == 1)
    }

    @Test("the theme page: Tab reaches it, Down and Up choose at once, a click chooses; each saved and laid out")
    func overlayPage() throws {
        var m = ClockFixture.model(at: Self.t0)
        _ = m.handle(M.ctrlComma, at: Self.t0)
        _ = Self.send([ClockFixture.key(Keysym.tab), ClockFixture.key(Keysym.tab), ClockFixture.key(Keysym.tab)], to: &m)
        #expect(m.overlay.page == .theme)
        var effects = m.handle(ClockFixture.key(Keysym.down), at: Self.t0)
        #expect(m.face.display.theme == .neon && M.saves(effects).map(\.display.theme) == [.neon])
        #expect(effects.contains { $0.isRelayout } && effects.contains(.repaintOverlay))
        effects = m.handle(ClockFixture.key(Keysym.up), at: Self.t0)
        #expect(m.face.display.theme == .prop && M.saves(effects).map(\.display.theme) == [.prop])
        #expect(m.handle(ClockFixture.key(Keysym.up), at: Self.t0).isEmpty, "the top of the list stays put")

        let classic = m.overlay.layout.themeRows[3].frame.center
        effects = Self.send(Self.click(classic), to: &m)
        #expect(m.face.display.theme == .classic && M.saves(effects).map(\.display.theme) == [.classic])
        #expect(m.panel.theme == .classic && m.overlay.isOpen)
        #expect(Self.send(Self.click(classic), to: &m).isEmpty, "the theme showing, chosen again, changes nothing")
        _ = Self.send([ClockFixture.key(UInt32(("m" as Unicode.Scalar).value), text: "m")], to: &m)
        #expect(m.overlay.page == .mqtt, "M goes on to the MQTT page, under the theme's tab")
        _ = m.handle(ClockFixture.key(Keysym.tab), at: Self.t0)
        #expect(m.overlay.page == .cities, "Tab goes round")
    }

    @Test("--theme and --colors show for the run and stay out of the file; a choice saves only the theme")
    func flagsNotSaved() {
        var overrides = LaunchOverrides(noIntro: true)
        overrides.theme = .classic
        overrides.colors = RowColors.parse("red")
        overrides.easing = true
        var m = ClockFixture.model(at: Self.t0, overrides: overrides)
        #expect(m.look == Theme.named(.classic, colors: RowColors.parse("red"), easing: true))
        #expect(m.saved?.display.theme == .prop && m.saved?.display.colors == nil, "the flags are not the file's")
        let effects = m.handle(.control(.theme(.neon)), at: Self.t0)
        let saved = M.saves(effects)
        #expect(saved.map(\.display.theme) == [.neon])
        #expect(saved.first?.display.colors == nil && saved.first?.display.easing == nil, "--colors and --ease stay out")
        #expect(m.look == Theme.named(.neon, colors: RowColors.parse("red"), easing: true), "and still show")
    }

    @Test("the file changed on disk: the new theme or colours show, laid out at the next tick, nothing saved")
    func fileChanged() {
        var m = ClockFixture.model(at: Self.t0)
        var edited = m.saved!
        edited.display.theme = .neumorphic
        edited.display.colors = RowColors.parse("blue, blue, white")
        let effects = m.handle(.settingsChanged(edited), at: Self.t0)
        #expect(M.saves(effects).isEmpty, "the file already says so")
        #expect(m.face.display.theme == .neumorphic && m.panel.theme == .neumorphic)
        #expect(m.handle(.tick, at: Self.t0 + 0.1).contains { $0.isRelayout })
        #expect(!m.handle(.tick, at: Self.t0 + 0.2).contains { $0.isRelayout }, "once")
        #expect(m.look == Theme.named(.neumorphic, colors: RowColors.parse("blue, blue, white")))
    }

    @Test("the bus: SetTheme decodes strictly, chooses the theme, and the status carries it")
    func control() throws {
        #expect(try ControlCommand.decode(method: "SetTheme", arguments: [.string("Neon")]) == .theme(.neon))
        #expect(throws: InputError("invalid theme \"glitter\": expected prop, neon, neumorphic or classic")) {
            try ControlCommand.decode(method: "SetTheme", arguments: [.string("glitter")])
        }
        #expect(ControlCommand.theme(.classic).call.method == "SetTheme")
        #expect(try ControlVerb.parse(["theme", "classic"]) == .command(.theme(.classic)))
        #expect(throws: InputError.self) { try ControlVerb.parse(["theme"]) }
        var m = ClockFixture.model(at: Self.t0)
        let before = m.status(at: Self.t0)
        let effects = m.handle(.control(.theme(.classic)), at: Self.t0)
        #expect(M.saves(effects).map(\.display.theme) == [.classic] && effects.contains { $0.isRelayout })
        let after = m.status(at: Self.t0)
        #expect(after.theme == .classic && after.changedProperties(since: before) == ["Theme"])
        #expect(m.handle(.control(.theme(.classic)), at: Self.t0).isEmpty, "the same theme again changes nothing")
    }

    @Test("the timer face is laid out again in the new theme too")
    func timerFace() {
        var m = ClockFixture.model(at: Self.t0)
        _ = m.handle(ClockFixture.key(Keysym.t, .control), at: Self.t0)
        #expect(m.shown == .timer)
        let effects = m.handle(.control(.theme(.neon)), at: Self.t0 + 1)
        #expect(effects.contains { $0.isRelayout } && m.look.name == .neon)
    }
}

import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// Start at login, from every place it is switched: the menu, the settings panel's theme page,
/// the settings file changed on disk, the launch. Each time the model asks the shell to make the
/// autostart entry match (`.setStartAtLogin`) and the file keeps the choice.
@Suite("Clock model: start at login")
struct StartAtLoginModelTests {
    typealias M = ClockModelTests
    typealias T = ThemeModelTests
    static let t0 = M.t0

    static func launched(startAtLogin: Bool = false, overrides: LaunchOverrides = LaunchOverrides(noIntro: true)) -> ClockModel {
        var settings = Settings.defaults()
        settings.startAtLogin = startAtLogin
        let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil), overrides: overrides, localZone: M.utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 42)
        _ = m.handle(.mapped(true), at: t0)
        _ = m.handle(.launch, at: t0)
        return m
    }

    static func logins(_ effects: [ClockEffect]) -> [Bool] {
        effects.compactMap { if case .setStartAtLogin(let on) = $0 { on } else { nil } }
    }

    /// Right-clicks and clicks the menu's Start at Login.
    static func chooseFromMenu(_ m: inout ClockModel) throws -> [ClockEffect] {
        _ = m.handle(M.rightClick, at: t0)
        let item = try #require(m.panel.menuLayout?.frame(of: .startAtLogin))
        return T.send(T.click(item.center), to: &m)
    }

    @Test("the launch makes the entry match the file, on or off")
    func launch() {
        for on in [false, true] {
            var settings = Settings.defaults()
            settings.startAtLogin = on
            let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil), localZone: M.utc, zones: .system)
            var m = ClockModel(setup: setup, width: 520, height: 335, seed: 42)
            #expect(Self.logins(m.handle(.launch, at: Self.t0)) == [on])
            #expect(m.chosen.startAtLogin == on && m.panel.startAtLogin == on && m.panel.isChecked(.startAtLogin) == on)
        }
    }

    @Test("the menu's Start at Login switches the entry, is checked, and is saved; again switches it off")
    func menu() throws {
        var m = Self.launched()
        #expect(!m.panel.isChecked(.startAtLogin))
        var effects = try Self.chooseFromMenu(&m)
        #expect(Self.logins(effects) == [true])
        #expect(M.saves(effects).map(\.startAtLogin) == [true])
        #expect(m.chosen.startAtLogin && m.panel.isChecked(.startAtLogin) && m.overlay.menu == nil)
        effects = try Self.chooseFromMenu(&m)
        #expect(Self.logins(effects) == [false])
        #expect(M.saves(effects).map(\.startAtLogin) == [false])
        #expect(!m.panel.isChecked(.startAtLogin))
        // Only the key changed: the save's change carries nothing else.
        let change = try #require(effects.compactMap { if case .saveSettings(let c) = $0 { c } else { nil } }.first)
        var expected = change.base
        expected.startAtLogin = false
        #expect(change.mine == expected && change.base.startAtLogin)
    }

    @Test("the theme page's switch: L and a click on its row switch it, and the row says so")
    func panel() throws {
        var m = Self.launched()
        _ = m.handle(M.ctrlComma, at: Self.t0)
        _ = T.send([ClockFixture.key(Keysym.isoLeftTab, .shift)], to: &m)
        #expect(m.overlay.page == .theme)
        #expect(m.panel.loginLine.name == "Start at login off")
        var effects = m.handle(ClockFixture.key(Keysym.l, text: "l"), at: Self.t0)
        #expect(Self.logins(effects) == [true] && M.saves(effects).map(\.startAtLogin) == [true])
        #expect(effects.contains(.repaintOverlay) && m.panel.loginLine.name == "Start at login on")
        effects = T.send(T.click(m.overlay.layout.loginRow.frame.center), to: &m)
        #expect(Self.logins(effects) == [false] && M.saves(effects).map(\.startAtLogin) == [false])
        #expect(m.overlay.isOpen && m.overlay.page == .theme, "the panel stays open on its page")
        // The sound row above is still the sounds'.
        let sounds = m.face.display.sounds
        effects = T.send(T.click(m.overlay.layout.soundRow.frame.center), to: &m)
        #expect(Self.logins(effects).isEmpty && M.saves(effects).map(\.display.sounds) == [!sounds])
    }

    @Test("the file changed on disk: the entry follows the key, once; other changes leave it")
    func fileChanged() throws {
        var m = Self.launched()
        var file = try #require(m.saved)
        file.startAtLogin = true
        var effects = m.handle(.settingsChanged(file), at: Self.t0)
        #expect(Self.logins(effects) == [true] && M.saves(effects).isEmpty, "adopted, not saved back")
        #expect(m.chosen.startAtLogin && m.panel.isChecked(.startAtLogin))
        file.display.brightness = 5
        #expect(Self.logins(m.handle(.settingsChanged(file), at: Self.t0)).isEmpty, "another key changed: the entry stays")
        file.startAtLogin = false
        effects = m.handle(.settingsChanged(file), at: Self.t0)
        #expect(Self.logins(effects) == [false] && !m.chosen.startAtLogin)
    }

    @Test("the window's own save, read back from the file, asks for nothing more")
    func ownSaveComesBack() throws {
        var m = Self.launched()
        _ = try Self.chooseFromMenu(&m)
        let file = try #require(m.saved)
        #expect(file.startAtLogin)
        #expect(Self.logins(m.handle(.settingsChanged(file), at: Self.t0)).isEmpty)
    }

    @Test("--cities writes no settings: the launch leaves the entry alone, the menu still switches it, nothing is saved")
    func citiesFlag() throws {
        let tokyo = try #require(CityCatalogue.standard.city(id: "tokyo"))
        var settings = Settings.defaults()
        settings.startAtLogin = true
        let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil),
                               overrides: LaunchOverrides(cities: [tokyo], noIntro: true), localZone: M.utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 42)
        #expect(Self.logins(m.handle(.launch, at: Self.t0)).isEmpty)
        #expect(m.panel.isChecked(.startAtLogin), "the menu shows the file's setting")
        let effects = try Self.chooseFromMenu(&m)
        #expect(Self.logins(effects) == [false] && M.saves(effects).isEmpty)
    }
}

import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Window preferences")
struct WindowPreferencesTests {
    static let laptop = Rect(x: 0, y: 0, width: 1920, height: 1080)
    static let external = Rect(x: 1920, y: 0, width: 2560, height: 1440)

    @Test func framesReadAndWriteTheSettingsFileForm() {
        let f = WindowFrame(x: 100, y: 40, width: 520, height: 335)
        #expect(f.text == "520x335+100+40")
        #expect(WindowFrame.parse(f.text) == f)
        // A frame needs both a size and a position from the top-left.
        for bad in ["520x335", "+100+40", "520x335-0+0", "big", "0x0+1+1", ""] {
            #expect(WindowFrame.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func aFrameOnAMonitorStaysWhereItIs() {
        let f = WindowFrame(x: 2000, y: 100, width: 520, height: 335)
        #expect(f.placed(on: [Self.laptop, Self.external]) == f)
        // Half off the edge still leaves plenty to grab.
        let edge = WindowFrame(x: 1700, y: 900, width: 520, height: 335)
        #expect(edge.placed(on: [Self.laptop]) == edge)
    }

    @Test func aFrameLeftOnAnUnpluggedMonitorComesBack() throws {
        // It was on the external monitor, which is gone: it lands on the laptop's, at the edge
        // nearest where it was.
        let f = WindowFrame(x: 3000, y: 200, width: 520, height: 335)
        let placed = try #require(f.placed(on: [Self.laptop]))
        #expect(placed == WindowFrame(x: 1400, y: 200, width: 520, height: 335))
        // A sliver on screen is not enough to grab.
        let sliver = WindowFrame(x: 1910, y: 100, width: 520, height: 335)
        #expect(sliver.placed(on: [Self.laptop])?.x == 1400)
        // Larger than the monitor: shrunk to fit.
        let huge = WindowFrame(x: 5000, y: 5000, width: 4000, height: 3000)
        #expect(huge.placed(on: [Self.laptop]) == WindowFrame(x: 0, y: 0, width: 1920, height: 1080))
        #expect(f.placed(on: []) == nil)
    }

    @Test func togglesFlip() {
        var p = WindowPreferences()
        p.flip(.onTop)
        #expect(p.isOn(.onTop) && !p.isOn(.borderless))
        p.flip(.onTop)
        #expect(p.enabled.isEmpty)
    }

    @Test func theSettingsFileKeepsTogglesAndTheFrame() {
        let city = CityCatalogue.standard.city(id: "tokyo")!
        let settings = Settings(cities: [city], window: WindowPreferences(enabled: [.borderless, .allDesktops],
                                                                           frame: WindowFrame(x: 10, y: 20, width: 780, height: 502)))
        let text = SettingsFile.serialize(settings)
        #expect(text.hasSuffix("cities = tokyo\nborderless = yes\nall-desktops = yes\nwindow = 780x502+10+20\n"))
        let parsed = SettingsFile.parse(text)
        #expect(parsed.warnings.isEmpty)
        #expect(parsed.settings == settings)
        // Defaults write nothing, so a plain file stays plain.
        #expect(!SettingsFile.serialize(Settings(cities: [city])).contains("window"))
    }

    @Test func badWindowValuesAreOneWarningEachAndChangeNothing() {
        let parsed = SettingsFile.parse("version = 1\ncities = tokyo\non-top = perhaps\nwindow = huge\nborderless = On\n")
        #expect(parsed.warnings == [
            "line 3: on-top \"perhaps\" is not yes or no; read as no",
            "line 4: window \"huge\" is not WIDTHxHEIGHT+X+Y; the window opens at its default size",
        ])
        #expect(parsed.settings.window == WindowPreferences(enabled: [.borderless]))
    }
}

import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// The theme's names and colours as typed, and the settings file's `theme`, `colors` and `ease`.
@Suite("Theme names, row colours and their settings keys")
struct ThemeSettingsTests {
    typealias Files = SettingsFileTests

    @Test("theme names: the four, any case, blanks around; anything else is nil")
    func themeNames() {
        #expect(ThemeName.parse("neon") == .neon)
        #expect(ThemeName.parse("  Neumorphic ") == .neumorphic)
        #expect(ThemeName.parse("CLASSIC") == .classic)
        #expect(ThemeName.parse("prop") == .prop)
        for bad in ["", "neon2", "prop neon", "néon", "default"] { #expect(ThemeName.parse(bad) == nil, "\(bad)") }
        #expect(ThemeName.expected == "prop, neon, neumorphic or classic")
        #expect(ThemeName.allCases.map(\.next) == [.neon, .neumorphic, .classic, .prop], "steps round")
    }

    @Test("row colours: names and hex, one for all rows or three", arguments: [
        ("#ff0", [0xFFFF00, 0xFFFF00, 0xFFFF00]),
        ("#ff2a14", [0xFF2A14, 0xFF2A14, 0xFF2A14]),
        ("red", [Int(Palette.red.tint.hexText.dropFirst(), radix: 16)!, Int(Palette.red.tint.hexText.dropFirst(), radix: 16)!,
                 Int(Palette.red.tint.hexText.dropFirst(), radix: 16)!]),
        ("red,green,amber", [Palette.red, Palette.green, Palette.amber].map { Int($0.tint.hexText.dropFirst(), radix: 16)! }),
        (" blue , #00FF00,white ", [0x2A7BFF, 0x00FF00, 0xF4F4FF]),
    ])
    func goodColors(text: String, hex: [Int]) throws {
        let colors = try #require(RowColors.parse(text))
        #expect(colors.slots.map(\.hexText) == hex.map { RGB(hex: UInt32($0)).hexText })
        #expect(RowColors.parse(colors.text) == colors, "its settings-file form reads back")
    }

    @Test("row colours refused: two colours, four, a short or odd hex, an unknown name, nothing",
          arguments: ["red,green", "red,green,amber,blue", "#12345", "#1234567", "#ggg", "chartreuse", "", " ", "red,,amber"])
    func badColors(text: String) {
        #expect(RowColors.parse(text) == nil)
    }

    @Test("good theme, colors and ease lines are read, written back, and read again the same")
    func goodLines() {
        let text = "version = 1\ncities = tokyo\ntheme = Neon\ncolors = #ff0, green, #123456 # mine\nease = off\n"
        let (settings, warnings) = SettingsFile.parse(text)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(settings.display.theme == .neon)
        #expect(settings.display.colors == RowColors.parse("#ffff00, green, #123456"))
        #expect(settings.display.easing == false)
        #expect(settings.display.look == Theme.named(.neon, colors: settings.display.colors, easing: false))
        let written = SettingsFile.serialize(settings)
        #expect(written.contains("theme = neon\n") && written.contains("colors = #ffff00, green, #123456\n")
                && written.contains("ease = off\n"), "\(written)")
        #expect(SettingsFile.parse(written).settings == settings)
        #expect(SettingsFile.parse(written).warnings.isEmpty)
    }

    @Test("a fresh install writes none of the three: the file stays what a person expects")
    func freshInstall() {
        let written = SettingsFile.serialize(Settings.defaults())
        #expect(!written.contains("theme") && !written.contains("colors") && !written.contains("ease"))
        let (s, _) = SettingsFile.parse("cities = tokyo\n")
        #expect(s.display.theme == .prop && s.display.colors == nil && s.display.easing == nil)
    }

    @Test("a comment after a colour list is still a comment, and # alone is not a colour")
    func comments() {
        #expect(SettingsFile.parse("cities = tokyo\ncolors = red # all red, like my replica\n").settings.display.colors
                == RowColors.parse("red"))
        #expect(SettingsFile.parse("cities = tokyo\ncolors = #f00, #0f0, #00f;blue\n").settings.display.colors
                == RowColors.parse("#f00, #0f0, #00f"))
        // Elsewhere a # still cuts the value: night = on #bad is night on.
        #expect(SettingsFile.parse("cities = tokyo\nnight = on #bad\n").settings.display.night == .on)
    }

    @Test("damaged theme, colors and ease lines: one warning each naming its line and what is accepted; the defaults",
          arguments: [
              ("theme = sparkly", "line 3: theme \"sparkly\" is not prop, neon, neumorphic or classic; read as prop"),
              ("colors = red, green", "line 3: colors \"red, green\" is not \(RowColors.expected)"),
              ("colors = chartreuse", "line 3: colors \"chartreuse\" is not one colour or three"),
              ("colors = #12345", "line 3: colors \"#12345\" is not"),
              ("ease = sometimes", "line 3: ease \"sometimes\" is not on or off"),
          ])
    func damagedLine(line: String, warning: String) throws {
        let text = "version = 1\ncities = tokyo\n\(line)\n"
        let (settings, warnings) = SettingsFile.parse(text)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix(warning) == true, "\(warnings)")
        #expect(settings.display == DisplayPreferences(), "the default look")
        #expect(settings.cities.map(\.id) == ["tokyo"], "the rest is used")

        // On disk: the file is left as it is, and the warning is one line naming it.
        try Files().withTemporaryLocation { location throws in
            try Files().write(text, to: location.file)
            let file = SettingsFile(location: location)
            let loaded = file.load()
            let said = try #require(loaded.warning)
            #expect(!said.contains("\n") && said.contains("line 3") && said.hasPrefix(location.file.path))
            #expect(loaded.settings.display.theme == .prop && loaded.settings.display.colors == nil)
            #expect(try String(contentsOf: location.file, encoding: .utf8) == text, "loading never writes")
        }
    }

    @Test("saving keeps the theme lines and the user's other lines as written, atomically, with no temporary left")
    func savingKeepsThem() throws {
        try Files().withTemporaryLocation { location throws in
            try Files().write("version = 1\ncities = tokyo\nclock = 24h\ntheme = classic\ncolors = red\nease = on\nalarm = 07:30 mon-fri Work\n",
                              to: location.file)
            var file = SettingsFile(location: location)
            var settings = file.load().settings
            settings.display.brightness = 4
            try file.save(settings)
            let text = try String(contentsOf: location.file, encoding: .utf8)
            for line in ["cities = tokyo", "clock = 24h", "theme = classic", "colors = red", "ease = on", "brightness = 4",
                         "alarm = 07:30 mon-fri Work"] {
                #expect(text.contains(line + "\n"), "\(line) in \(text)")
            }
            #expect(try Files().listing(location) == ["settings.conf"])
            let again = SettingsFile(location: location)
            let reloaded = again.load()
            #expect(reloaded.warning == nil)
            #expect(reloaded.settings.display == settings.display)
        }
    }
}

import Foundation
import Testing
import TimeCircuitsCore
import DesktopTestSupport
@testable import TimeCircuitsRender

/// The settings overlay is drawn over a dimmed face, with each selected city in its row's colour.
@Suite("Overlay rendering")
struct OverlayRenderTests {
    static let film = try! FrozenDate.parse("1985-10-26T01:21:00-07:00")
    static let cities = CityCatalogue.defaultIDs.map { CityCatalogue.standard.city(id: $0)! }

    static func render(_ overlay: OverlayPicture, width: Int = 1040, height: Int = 670) -> ImageSurface {
        let img = ImageSurface(width: width, height: height)
        let canvas = Canvas(surface: img.surface)
        let content = FaceContent(cities: overlay.cities, at: film, colonLevel: 1, zones: ShownZones(resolver: .system))
        FacePainter(layout: FaceLayout(width: width, height: height)).paint(AnimationFrame(content), colonLevel: content.colonLevel, on: canvas)
        OverlayPainter(overlay: overlay, instant: film, zones: ShownZones(resolver: .system)).paint(on: canvas)
        if let dir = ProcessInfo.processInfo.environment["TC_KEEP_RENDERS"] {
            try? img.writePNG(to: "\(dir)/overlay-\(overlay.query.isEmpty ? "open" : overlay.query).png")
        }
        return img
    }

    static func luma(_ img: ImageSurface, _ p: Point) -> Double {
        let px = img.pixel(x: Int(p.x), y: Int(p.y))
        return RGB(Double(px.r) / 255, Double(px.g) / 255, Double(px.b) / 255).luma
    }

    /// Pixels inside `rect` whose colour is the amber gel's: red strong, green about two thirds of
    /// it, little blue. Grey label text and the grey panel have no such hue.
    static func amberPixels(_ img: ImageSurface, in rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let px = img.pixel(x: x, y: y)
                let r = Double(px.r) / 255, g = Double(px.g) / 255, b = Double(px.b) / 255
                if r > 0.6 && r > g + 0.15 && g > b + 0.25 { count += 1 }
            }
        }
        return count
    }

    @Test("opening the overlay dims the face outside the panel and marks each row's colour")
    func openOverlay() {
        var overlay = OverlayPicture.fixture(cities: Self.cities, width: 1040, height: 670)
        let closed = Self.render(overlay)
        _ = overlay.follow(.key(.ctrlComma))
        #expect(overlay.isOpen)
        let open = Self.render(overlay)
        // A lit lamp outside the panel's area loses brightness under the dimming.
        let face = FaceLayout(width: 1040, height: 670)
        let rivet = face.rivets[0].center
        #expect(Self.luma(open, rivet) < Self.luma(closed, rivet) * 0.6)
        // Each selected-city swatch carries its slot's LED colour.
        for row in overlay.layout.cityRows {
            let px = open.pixel(x: Int(row.swatch.midX + 1.5 * overlay.layout.scale), y: Int(row.swatch.midY))
            let tint = Palette.slots[row.slot].tint
            #expect(abs(Double(px.r) / 255 - tint.r) < 0.1 && abs(Double(px.g) / 255 - tint.g) < 0.1,
                    "slot \(row.slot) swatch \(px)")
        }
    }

    @Test("typing a query draws the results, and a refusal message shows in amber")
    func searchAndRefusal() {
        var overlay = OverlayPicture.fixture(cities: Self.cities, width: 1040, height: 670)
        _ = overlay.follow(.key(.ctrlComma))
        _ = overlay.follow(.key(.text("sao")))
        #expect(overlay.results.first?.id == "sao_paulo")
        let img = Self.render(overlay)
        // Text was drawn in the first result row: some pixels there are bright.
        let row = overlay.layout.resultRows[0]
        var bright = 0
        for x in stride(from: Int(row.minX), to: Int(row.maxX), by: 1) where Self.luma(img, Point(Double(x), row.midY)) > 0.5 {
            bright += 1
        }
        #expect(bright > 5)
        #expect(overlay.message?.kind != .refusal)
        #expect(Self.amberPixels(img, in: overlay.layout.message) == 0, "amber before any refusal")
        _ = overlay.follow(.key(.enter))
        #expect(overlay.message?.kind == .refusal)
        let refused = Self.render(overlay)
        // The refusal's bold letters are the only amber in the message line (about 2,000 pixels
        // at this size).
        #expect(Self.amberPixels(refused, in: overlay.layout.message) > 500)
    }

    @Test("the right-click menu draws inside the window with the highlighted item in red")
    func contextMenu() throws {
        var overlay = OverlayPicture.fixture(cities: Self.cities, width: 520, height: 335)
        _ = overlay.follow(.press(.right, at: Point(500, 320)))
        _ = overlay.follow(.key(.down))
        let menu = try #require(overlay.menuLayout)
        #expect(Rect(x: 0, y: 0, width: 520, height: 335).contains(menu.frame))
        let img = Self.render(overlay, width: 520, height: 335)
        let highlighted = try #require(overlay.menu?.highlighted)
        // Left of the text, where only the item's background shows: red for the highlighted
        // item, the menu's grey for every other one.
        for item in menu.items {
            let px = img.pixel(x: Int(item.frame.minX + 3), y: Int(item.frame.midY))
            let red = Int(px.r) > Int(px.g) + 40 && Int(px.r) > Int(px.b) + 40
            #expect(red == (item.item == highlighted), "\(item.item) background \(px)")
        }
    }

    @Test("the alarms page: its tab lit, an on alarm's lamp lit green, an off alarm's dark, the refusal in amber")
    func alarmsPage() throws {
        var overlay = OverlayPicture.fixture(cities: Self.cities, width: 1040, height: 670)
        overlay.alarms = ["07:30 mon-fri Work", "off 08:15 sat,sun Long run", "06:45 once"].map { try! Alarm.parse($0).get() }
        _ = overlay.follow(.key(.ctrlComma))
        let cities = Self.render(overlay)
        _ = overlay.follow(.key(.tab))
        _ = overlay.follow(.key(.text("07:30 funday Work")))
        _ = overlay.follow(.key(.enter))
        #expect(overlay.message?.kind == .refusal)
        let img = Self.render(overlay)
        if let dir = ProcessInfo.processInfo.environment["TC_KEEP_RENDERS"] { try? img.writePNG(to: "\(dir)/overlay-alarms.png") }
        let rows = overlay.layout.alarmRows
        // The lamp's centre: bright green when on, the dull gel when off.
        func green(_ p: Point) -> Double {
            let px = img.pixel(x: Int(p.x), y: Int(p.y))
            return Double(px.g) / 255 - max(Double(px.r), Double(px.b)) / 255
        }
        #expect(green(rows[0].lamp.center) > 0.3 && green(rows[2].lamp.center) > 0.3)
        #expect(green(rows[1].lamp.center) < green(rows[0].lamp.center) * 0.6)
        #expect(Self.amberPixels(img, in: overlay.layout.alarmMessage) > 20, "the refusal is amber")
        // The tabs: the shown page's plate is the brighter.
        let tabs = overlay.layout.pageTabs
        let cityTab = tabs[0].frame, alarmTab = tabs[1].frame
        let corner = { (r: Rect) in Point(r.minX + 3, r.midY) }
        #expect(Self.luma(img, corner(alarmTab)) > Self.luma(img, corner(cityTab)) + 0.03)
        #expect(Self.luma(cities, corner(cityTab)) > Self.luma(cities, corner(alarmTab)) + 0.03)
    }

    /// The timers of the page's pictures: timer 1 set, Tea running amber, Laundry paused, a
    /// pomodoro in overtime.
    static let timers = [
        TimerListing.Entry(number: 1, name: "18:00 timer", state: "set", remaining: 1080, duration: 1080, ends: nil, phase: nil,
                           roundsToday: nil, light: "green"),
        TimerListing.Entry(number: 2, name: "Tea", state: "running", remaining: 95, duration: 240, ends: nil, phase: nil,
                           roundsToday: nil, light: "amber"),
        TimerListing.Entry(number: 3, name: "Laundry", state: "paused", remaining: 1934, duration: 2700, ends: nil, phase: nil,
                           roundsToday: nil, light: "green"),
        TimerListing.Entry(number: 4, name: "Focus", state: "overtime", remaining: 12, duration: 1500, ends: nil, phase: "WORK 2/4",
                           roundsToday: 1, light: "red"),
    ]

    @Test("the timers page: its tab lit, a running timer's lamp lit in its light's colour, a paused one's dark, the presets under them, the refusal in amber",
          arguments: [(520, 335), (1040, 670), (1600, 1000)])
    func timersPage(width: Int, height: Int) throws {
        try timersPage(width: width, height: height, words: .english)
    }

    @Test("the timers page in every language at the smallest face: its tab and its hint whole", arguments: CatalogueWords.all)
    func timersPageWords(words: Words) throws {
        try timersPage(width: 520, height: 335, words: words)
        let layout = OverlayLayout(width: 520, height: 335)
        let canvas = Self.measuringCanvas()
        var overlay = OverlayPicture.fixture(cities: Self.cities, width: 520, height: 335, words: words)
        overlay.shows.timers = Self.timers
        for entry in Self.timers {
            let state = overlay.stateText(entry)
            #expect(canvas.textWidth(state, capHeight: OverlayMetrics.alarmTextHeight * layout.scale) <= layout.alarmRows[0].days.width,
                    "\(words.language) \(state)")
        }
    }

    func timersPage(width: Int, height: Int, words: Words) throws {
        var overlay = OverlayPicture.fixture(cities: Self.cities, width: width, height: height, words: words)
        overlay.shows.timers = Self.timers
        _ = overlay.follow(.key(.ctrlComma))
        _ = overlay.follow(.key(.tab))
        _ = overlay.follow(.key(.tab))
        #expect(overlay.page == .timers)
        _ = overlay.follow(.key(.down))
        _ = overlay.follow(.key(.text("Tea 99h")))
        _ = overlay.follow(.key(.enter))
        #expect(overlay.message?.kind == .refusal)
        let img = Self.render(overlay, width: width, height: height)
        if let dir = ProcessInfo.processInfo.environment["TC_KEEP_RENDERS"] {
            try? img.writePNG(to: "\(dir)/overlay-timers-\(width)x\(height)-\(words.language).png")
        }
        let rows = overlay.layout.alarmRows
        #expect(rows.count >= 4)
        // Tea's lamp runs amber; Laundry's, paused, is the dull gel.
        #expect(Self.amberPixels(img, in: rows[1].lamp) > 3, "a running timer's lamp is lit in its light's colour")
        #expect(Self.luma(img, rows[2].lamp.center) < Self.luma(img, rows[1].lamp.center) - 0.1)
        #expect(Self.amberPixels(img, in: overlay.layout.alarmMessage) > 20, "the refusal is amber")
        // The tabs: the shown page's plate is the brighter, over its whole face.
        let tab = try #require(overlay.layout.pageTabs.first { $0.page == .timers }).frame
        let cityTab = overlay.layout.pageTabs[0].frame
        func meanLuma(_ r: Rect) -> Double {
            var sum = 0.0
            for i in 1..<8 {
                for j in 1..<4 {
                    let x: Double = r.minX + r.width * Double(i) / 8
                    let y: Double = r.minY + r.height * Double(j) / 4
                    sum += Self.luma(img, Point(x, y))
                }
            }
            return sum / 21
        }
        #expect(meanLuma(tab) > meanLuma(cityTab) + 0.03)
    }

    @Test("the theme page: its tab lit, the theme showing outlined with its lamp lit red, the others dark; its words whole")
    func themePage() throws {
        var overlay = OverlayPicture.fixture(cities: Self.cities, width: 1040, height: 670)
        overlay.theme = .neumorphic
        overlay.shows.night = "night until 06:45 (schedule)"
        overlay.shows.isNight = true
        _ = overlay.follow(.key(.ctrlComma))
        _ = overlay.follow(.key(.shiftTab))
        #expect(overlay.page == .theme)
        let img = Self.render(overlay)
        if let dir = ProcessInfo.processInfo.environment["TC_KEEP_RENDERS"] { try? img.writePNG(to: "\(dir)/overlay-theme.png") }
        let rows = overlay.layout.themeRows
        #expect(rows.count == ThemeName.allCases.count)
        for (row, theme) in zip(rows, ThemeName.allCases) {
            let px = img.pixel(x: Int(row.lamp.midX), y: Int(row.lamp.midY))
            let lit = Int(px.r) > 200 && Int(px.r) > Int(px.g) + 80
            #expect(lit == (theme == .neumorphic), "\(theme) lamp \(px)")
            #expect(overlay.layout.panel.contains(row.frame))
        }
        #expect(overlay.layout.panel.contains(overlay.layout.nightRow.frame))
        // The night row's lamp is lit (green, as the page's switches are) while night mode is on.
        let night = overlay.layout.nightRow.lamp
        let nightLamp = img.pixel(x: Int(night.midX), y: Int(night.midY))
        #expect(Int(nightLamp.g) > 150, "\(nightLamp)")
        let tabs = overlay.layout.pageTabs
        let corner = { (r: Rect) in Point(r.minX + 3, r.midY) }
        let themeTab = try #require(tabs.first { $0.page == .theme }).frame
        #expect(Self.luma(img, corner(themeTab)) > Self.luma(img, corner(tabs[0].frame)) + 0.03)
        // (That its words fit at the smallest face, in every language: `themePageWordsFit`.)
        // The switches under the themes: inside the panel.
        #expect(overlay.layout.panel.contains(overlay.layout.loginRow.frame))
        // The display mode's row, the page's last, inside the panel; its lamp dark while the
        // three rows show.
        #expect(overlay.layout.panel.contains(overlay.layout.displayModeRow.frame))
        let display = overlay.layout.displayModeRow.lamp
        #expect(Int(img.pixel(x: Int(display.midX), y: Int(display.midY)).g) < 150)
    }

    /// The panel at the smallest face, speaking `words`: where a translation has least room.
    static func smallPanel(_ words: Words) -> OverlayPicture {
        var overlay = OverlayPicture.fixture(cities: cities, width: 520, height: 335)
        overlay.shows.words = words
        return overlay
    }

    /// A canvas to measure text on, checked to give a word its width.
    static func measuringCanvas() -> MeasuringCanvas {
        let measuring = MeasuringCanvas()
        #expect(measuring.textWidth("CITIES", capHeight: 6) > 10)
        return measuring
    }

    @Test("the theme page's words show whole at the smallest face, in every language", arguments: CatalogueWords.all)
    func themePageWordsFit(words: Words) {
        let overlay = Self.smallPanel(words)
        let small = overlay.layout
        let canvas = Self.measuringCanvas()
        for theme in ThemeName.allCases {
            #expect(canvas.textWidth(overlay.blurb(theme), capHeight: small.cityDetailTextHeight)
                    <= small.themeRows[0].detailLine.width, "\(words.language) \(theme): \(overlay.blurb(theme))")
        }
        for line in [overlay.soundLine, overlay.loginLine, overlay.nightLine] {
            #expect(canvas.textWidth(line.detail, capHeight: small.cityDetailTextHeight) <= small.loginRow.detailLine.width,
                    "\(words.language): \(line.detail)")
        }
        // The display row in each mode, its name in bold, and the refusal that takes its second line.
        var stepped = overlay
        for mode in DisplayMode.allCases {
            stepped.displayMode = mode
            let line = stepped.displayModeLine
            #expect(canvas.textWidth(line.name, capHeight: small.cityNameTextHeight, bold: true) <= small.displayModeRow.nameLine.width,
                    "\(words.language): \(line.name)")
            #expect(canvas.textWidth(line.detail, capHeight: small.cityDetailTextHeight) <= small.displayModeRow.detailLine.width,
                    "\(words.language): \(line.detail)")
        }
        let refusal = words(ReplicaDisplay.noBrokerReason)
        #expect(canvas.textWidth(refusal, capHeight: small.cityDetailTextHeight, bold: true) <= small.displayModeRow.detailLine.width,
                "\(words.language): \(refusal)")
    }

    @Test("the MQTT page's words show whole at the smallest face, in every language", arguments: CatalogueWords.all)
    func mqttPageWordsFit(words: Words) {
        var overlay = Self.smallPanel(words)
        let small = overlay.layout
        let canvas = Self.measuringCanvas()
        let row = small.themeRows[0]
        func fits(_ line: (name: String, detail: String)) {
            #expect(canvas.textWidth(line.name, capHeight: small.cityNameTextHeight, bold: true) <= row.nameLine.width,
                    "\(words.language): \(line.name)")
            #expect(canvas.textWidth(line.detail, capHeight: small.cityDetailTextHeight) <= row.detailLine.width,
                    "\(words.language): \(line.detail)")
        }
        // Off, as a fresh install has it.
        fits(overlay.mqttConnectionLine)
        // On, with a usual broker, the enhanced form and a messages topic: every line the page
        // words, connected and down (a link that has not said why yet).
        overlay.mqtt.broker = BrokerAddress.parse("mqtts://broker.lan")
        overlay.mqtt.enhanced = true
        overlay.mqtt.messagesTopic = "bttf/tcd/msg"
        fits(overlay.mqttConnectionLine)
        overlay.mqttConnected = true
        fits(overlay.mqttConnectionLine)
        fits(overlay.mqttTopicsLine)
        fits(overlay.mqttHomeAssistantLine)
        overlay.mqtt.messagesTopic = nil
        fits(overlay.mqttTopicsLine)
        let note = words(SettingsOverlay.mqttNote)
        #expect(canvas.textWidth(note, capHeight: small.cityDetailTextHeight) <= small.soundRow.frame.width, "\(words.language): \(note)")
    }

    @Test("every page's hint shows whole beside the tabs, so Tab is always named, in every language",
          arguments: [520, 1040], CatalogueWords.all)
    func hintsFit(width: Int, words: Words) {
        let layout = OverlayLayout(width: width, height: width * 335 / 520)
        let canvas = Self.measuringCanvas()
        for hint in [SettingsOverlay.hint, SettingsOverlay.movieHint, SettingsOverlay.alarmsHint, SettingsOverlay.remindersHint, SettingsOverlay.timersHint, SettingsOverlay.themeHint, SettingsOverlay.mqttHint].map({ words($0) }) {
            let w = canvas.textWidth(hint, capHeight: layout.hintTextHeight)
            #expect(w <= layout.tabbedHint.width, "\(words.language) \(hint): \(w) in \(layout.tabbedHint.width)")
            #expect(hint.contains("Tab"))
        }
        // The widest time the page writes fits its column whole, bold as it is drawn.
        let row = layout.alarmRows[0]
        #expect(canvas.textWidth("10:00 PM", capHeight: OverlayMetrics.alarmTimeTextHeight * layout.scale, bold: true) <= row.time.width)
    }
}

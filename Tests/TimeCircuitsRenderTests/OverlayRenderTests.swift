import Foundation
import Testing
import TimeCircuitsCore
@testable import TimeCircuitsRender

/// The settings overlay is drawn over a dimmed face, with each selected city in its row's colour.
@Suite("Overlay rendering")
struct OverlayRenderTests {
    static let film = try! FrozenDate.parse("1985-10-26T01:21:00-07:00")
    static let cities = CityCatalogue.defaultIDs.map { CityCatalogue.standard.city(id: $0)! }

    static func render(_ overlay: SettingsOverlay, width: Int = 1040, height: Int = 670) -> ImageSurface {
        let img = ImageSurface(width: width, height: height)
        let canvas = Canvas(surface: img.surface)
        let content = FaceContent(cities: overlay.cities, at: film, colonLevel: 1)
        FacePainter(layout: FaceLayout(width: width, height: height)).paint(AnimationFrame(content), colonLevel: content.colonLevel, on: canvas)
        OverlayPainter(overlay: overlay, instant: film).paint(on: canvas)
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
        var overlay = SettingsOverlay(cities: Self.cities, width: 1040, height: 670)
        let closed = Self.render(overlay)
        _ = overlay.handle(.key(.ctrlComma))
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
        var overlay = SettingsOverlay(cities: Self.cities, width: 1040, height: 670)
        _ = overlay.handle(.key(.ctrlComma))
        _ = overlay.handle(.key(.text("sao")))
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
        _ = overlay.handle(.key(.enter))
        #expect(overlay.message?.kind == .refusal)
        let refused = Self.render(overlay)
        // The refusal's bold letters are the only amber in the message line (about 2,000 pixels
        // at this size).
        #expect(Self.amberPixels(refused, in: overlay.layout.message) > 500)
    }

    @Test("the right-click menu draws inside the window with the highlighted item in red")
    func contextMenu() throws {
        var overlay = SettingsOverlay(cities: Self.cities, width: 520, height: 335)
        _ = overlay.handle(.press(.right, at: Point(500, 320)))
        _ = overlay.handle(.key(.down))
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
}

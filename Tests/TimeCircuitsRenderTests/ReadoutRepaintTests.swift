import Foundation
import Testing
import TimeCircuitsCore
@testable import TimeCircuitsRender

/// Repainting only what a new minute changes must give exactly the face painted afresh: the window
/// shows the partial repaint, the headless renderer the fresh one, and they must never differ.
@Suite("Readout repaint")
struct ReadoutRepaintTests {
    static func cities(_ ids: [String]) -> [City] { ids.map { CityCatalogue.standard.city(id: $0)! } }

    static func bytes(_ image: ImageSurface) -> [UInt8] {
        image.withPixels { data, stride in Array(UnsafeBufferPointer(start: data, count: stride * image.height)) }
    }

    @Test("a partial repaint equals a fresh paint", arguments: [
        // A plain minute; New York's 11:59 AM to 12:00 PM (lamp moves); New Year in London and
        // Hong Kong (month, day and year change); a face with dark rows.
        ("1985-10-26T08:21:00Z", "1985-10-26T08:22:00Z", ["new_york", "london", "hong_kong"]),
        ("2026-11-22T16:59:00Z", "2026-11-22T17:00:00Z", ["new_york", "london", "hong_kong"]),
        ("2026-12-31T23:59:00Z", "2027-01-01T00:00:00Z", ["london", "hong_kong", "honolulu"]),
        ("2026-03-08T06:59:00Z", "2026-03-08T07:00:00Z", ["new_york"]),
    ])
    func partialEqualsFresh(from: String, to: String, ids: [String]) throws {
        let old = AnimationFrame(FaceContent(cities: Self.cities(ids), at: try FrozenDate.parse(from), colonLevel: 0, zones: ShownZones(resolver: .system)))
        let new = AnimationFrame(FaceContent(cities: Self.cities(ids), at: try FrozenDate.parse(to), colonLevel: 0, zones: ShownZones(resolver: .system)))
        let change = ReadoutChange.between(old.rows, new.rows)
        #expect(!change.isEmpty)
        for (w, h) in [(520, 335), (1040, 670), (777, 501), (90, 58)] {
            let painter = FacePainter(layout: FaceLayout(width: w, height: h))
            let background = ImageSurface(width: w, height: h)
            painter.paintBackground(plates: new.plates, on: Canvas(surface: background.surface))

            let fresh = ImageSurface(width: w, height: h)
            let fc = Canvas(surface: fresh.surface)
            fc.replace(with: background)
            painter.paintLights(new.rows, colonLevel: 0, on: fc)

            let partial = ImageSurface(width: w, height: h)
            let pc = Canvas(surface: partial.surface)
            pc.replace(with: background)
            painter.paintLights(old.rows, colonLevel: 0, on: pc)
            let regions = painter.repaintLights(new.rows, colonLevel: 0, change: change, background: background, on: pc)

            #expect(Self.bytes(partial) == Self.bytes(fresh), "\(from) → \(to) at \(w)x\(h)")
            // Only a small part of the face is touched.
            let area = regions.reduce(0) { $0 + $1.width * $1.height }
            #expect(area < Double(w * h) / 2)

            // The same with the background kept only under the lights, as the window keeps it.
            let kept = ImageSurface(width: w, height: h)
            let kc = Canvas(surface: kept.surface)
            kc.replace(with: background)
            let patches = BackgroundPatches(of: kept, rects: painter.lightRects)
            painter.paintLights(old.rows, colonLevel: 0, on: kc)
            painter.repaintLights(new.rows, colonLevel: 0, change: change, restore: { patches.restore($0, on: kc) }, on: kc)
            #expect(Self.bytes(kept) == Self.bytes(fresh), "patches: \(from) → \(to) at \(w)x\(h)")
            let keptArea = painter.lightRects.reduce(0) { $0 + $1.pixelBounds.width * $1.pixelBounds.height }
            #expect(keptArea < Double(w * h) / 2, "the patches hold less than half a face")
        }
    }

    @Test("a new minute repaints the MIN window alone; HOUR and the lamps only when they change")
    func minuteRepaintsLittle() throws {
        let at = { (t: String) in AnimationFrame(FaceContent(cities: Self.cities(["new_york"]), at: try! FrozenDate.parse(t), colonLevel: 0, zones: ShownZones(resolver: .system))).rows }
        let painter = FacePainter(layout: FaceLayout(width: 520, height: 335))
        let red = painter.layout.rows[0]
        let window = { (field: Field) in red.windows.first { $0.field == field }!.rect.pixelBounds }
        #expect(painter.damage(.between(at("2026-11-22T15:21:00Z"), at("2026-11-22T15:22:00Z"))) == [window(.minute)])
        let noon = painter.damage(.between(at("2026-11-22T16:59:00Z"), at("2026-11-22T17:00:00Z")))
        #expect(noon.count == 4 && noon.contains(window(.hour)) && noon.contains(window(.minute)))
        #expect(!noon.contains(window(.day)) && !noon.contains(window(.year)) && !noon.contains(window(.month)))
    }

    @Test func changesNameTheWindowsThatChange() throws {
        let at = { (t: String) in FaceContent(cities: Self.cities(["new_york"]), at: try! FrozenDate.parse(t), colonLevel: 0, zones: ShownZones(resolver: .system)).rows.map(\.readout) }
        let minute = ReadoutChange.between(at("2026-11-22T15:21:00Z"), at("2026-11-22T15:22:00Z"))
        #expect(minute == ReadoutChange(windows: [.init(slot: 0, field: .minute)]))
        let noon = ReadoutChange.between(at("2026-11-22T16:59:00Z"), at("2026-11-22T17:00:00Z"))
        #expect(noon.windows == [.init(slot: 0, field: .hour), .init(slot: 0, field: .minute)] && noon.lampRows == [0])
        let lit = ReadoutChange.between([nil, nil, nil], at("2026-11-22T15:21:00Z"))
        #expect(lit.windows.count == Field.allCases.count && lit.lampRows == [0])
    }

    @Test func changesOfLightsNameWhatLooksDifferent() {
        let clock = RowLights(readout: Readout(month: "OCT", day: 26, year: 1985, hour: 1, minute: 21, meridiem: .am))
        // Bars behind a dark window do not show.
        #expect(ReadoutChange.between([.dark], [RowLights(text: "ON", start: 0, level: 0)]).isEmpty)
        #expect(ReadoutChange.between([RowLights(text: "ON", start: 0, level: 0.5)], [RowLights(text: "OFF", start: 0, level: 0.5)])
                == ReadoutChange(windows: [.init(slot: 0, field: .month)]))
        #expect(ReadoutChange.between([clock], [clock.with(.year, level: 0.5)]) == ReadoutChange(windows: [.init(slot: 0, field: .year)]))
        // A colon following the clock changes with it; one the lights fix changes only with them.
        #expect(ReadoutChange.between([clock], [clock], colon: (0, 1)) == ReadoutChange(colonRows: [0]))
        #expect(ReadoutChange.between([clock], [clock], colon: (1, 1)).isEmpty)
        var fixed = clock
        fixed.colon = 1
        #expect(ReadoutChange.between([clock], [fixed], colon: (1, 1)) == ReadoutChange(colonRows: [0]))
        #expect(ReadoutChange.between([fixed], [fixed], colon: (0, 1)).isEmpty)
    }
}

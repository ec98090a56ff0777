import Foundation
import Testing
import TimeCircuitsCore
@testable import TimeCircuitsRender

/// The renderer draws what the layout and the readouts say: checked by sampling rendered pixels at
/// the centroid of every bar, lamp and dot, which the pure layout tells us.
@Suite("Face rendering")
struct FaceRenderTests {
    static let film = try! FrozenDate.parse("1985-10-26T01:21:00-07:00")
    static let cities = CityCatalogue.defaultIDs.map { CityCatalogue.standard.city(id: $0)! }

    /// One render shared by the sampling tests: rendering is the slow part in a debug build.
    static let size = (width: 1040, height: 670)
    static let content = FaceContent(cities: cities, at: film, colonLevel: 1, zones: ShownZones(resolver: .system))
    nonisolated(unsafe) static let image = FaceRenderer.image(width: size.width, height: size.height, content: content)
    static let layout = FaceLayout(width: size.width, height: size.height)

    struct Sample { let r: Double, g: Double, b: Double
        var luma: Double { RGB(r, g, b).luma }
    }

    static func sample(_ img: ImageSurface, _ p: Point) -> Sample {
        let px = img.pixel(x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down)))
        return Sample(r: Double(px.r) / 255, g: Double(px.g) / 255, b: Double(px.b) / 255)
    }

    /// True when the sample's hue belongs to the row's gel colour.
    static func isTinted(_ s: Sample, slot: Int) -> Bool {
        switch slot {
        case 0: s.r > s.g + 0.08 && s.r > s.b + 0.08        // red: red dominates
        case 1: s.g > s.r + 0.08 && s.g > s.b + 0.08        // green
        default: s.r > s.b + 0.15 && s.g > s.b + 0.08 && s.r >= s.g  // amber: red ≥ green ≫ blue
        }
    }

    @Test("the PNG has the requested size", arguments: [(1040, 670), (520, 335), (333, 777), (64, 41)])
    func outputSize(width: Int, height: Int) throws {
        let img = FaceRenderer.image(width: width, height: height, content: Self.content)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tc-size-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try img.writePNG(to: path)
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        try #require(png.count > 24)
        let w = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(w == width && h == height)
        // And the face is painted at that size, not an empty image of it: dark chassis and lit
        // LEDs, even at 64×41.
        var lumas: [Double] = []
        for y in 0..<height { for x in 0..<width { lumas.append(Self.sample(img, Point(Double(x), Double(y))).luma) } }
        #expect((lumas.min() ?? 1) < 0.1 && (lumas.max() ?? 0) > 0.6, "luma \(lumas.min() ?? -1)…\(lumas.max() ?? -1)")
    }

    @Test("every lit bar is bright in its row's tint and every unlit bar is dim")
    func litAndGhostSegments() {
        let readouts = Self.content.rows.map(\.readout)
        var checkedLit = 0, checkedGhost = 0
        for row in Self.layout.rows {
            for window in row.windows {
                let chars = FaceContent.characters(window.field, readouts[row.slot])
                for (cell, ch) in zip(window.cells, chars) {
                    let lit = Set(FaceContent.litSegments(cell.kind, ch))
                    for (segment, bar) in cell.bars {
                        let s = Self.sample(Self.image, bar.centroid)
                        if lit.contains(segment) {
                            checkedLit += 1
                            #expect(s.luma > 0.55, "row \(row.slot) \(window.field) '\(ch)' \(segment) should be lit: \(s)")
                            #expect(Self.isTinted(s, slot: row.slot) || s.luma > 0.8,
                                    "row \(row.slot) \(window.field) \(segment) wrong hue: \(s)")
                        } else {
                            checkedGhost += 1
                            #expect(s.luma < 0.42, "row \(row.slot) \(window.field) '\(ch)' \(segment) should be dim: \(s)")
                            #expect(s.luma > 0.01, "ghost bars stay faintly visible: \(s)")
                        }
                    }
                }
            }
        }
        #expect(checkedLit > 100 && checkedGhost > 100)
    }

    @Test("the lit segments really are the readout: the film's instant shows 04:21 AM in New York")
    func readoutMatchesFilm() {
        let ny = Self.content.rows[0].readout!
        #expect(ny.line == "OCT 26 1985  04:21 AM")
        let hour = Self.layout.rows[0].window(.hour)
        // '0' lights the bottom bar, '4' does not.
        #expect(Self.sample(Self.image, hour.cells[0].bars[.d]!.centroid).luma > 0.55)
        #expect(Self.sample(Self.image, hour.cells[1].bars[.d]!.centroid).luma < 0.42)
    }

    @Test("the AM or PM lamp that matches the readout is lit, the other dark")
    func meridiemLamps() {
        for row in Self.layout.rows {
            let readout = Self.content.rows[row.slot].readout!
            let (on, off) = readout.meridiem == .am ? (row.amLamp, row.pmLamp) : (row.pmLamp, row.amLamp)
            let lit = Self.sample(Self.image, on.center), dark = Self.sample(Self.image, off.center)
            #expect(lit.luma > 0.6, "row \(row.slot) lit lamp: \(lit)")
            #expect(dark.luma < 0.3, "row \(row.slot) dark lamp: \(dark)")
        }
    }

    @Test("the colon's lit and dim states differ at the dots, and nowhere far from them")
    func colonStates() {
        let dim = FaceRenderer.image(width: 520, height: 335,
                                     content: FaceContent(cities: Self.cities, at: Self.film, colonLevel: 0, zones: ShownZones(resolver: .system)))
        let lit = FaceRenderer.image(width: 520, height: 335,
                                     content: FaceContent(cities: Self.cities, at: Self.film, colonLevel: 1, zones: ShownZones(resolver: .system)))
        let layout = FaceLayout(width: 520, height: 335)
        for row in layout.rows {
            for dot in row.colonDots {
                let a = Self.sample(lit, dot.center), b = Self.sample(dim, dot.center)
                #expect(a.luma > b.luma + 0.3, "row \(row.slot) colon lit \(a) vs dim \(b)")
                #expect(b.luma > 0.01, "dim dot keeps its ghost")
            }
        }
        // Pixels outside the colon damage regions are untouched by the colon state.
        let damage = layout.rows.map(\.colonDamage)
        var differingOutside = 0
        for y in stride(from: 0, to: 335, by: 3) {
            for x in stride(from: 0, to: 520, by: 3) where !damage.contains(where: { $0.contains(Point(Double(x), Double(y))) }) {
                if lit.pixel(x: x, y: y) != dim.pixel(x: x, y: y) { differingOutside += 1 }
            }
        }
        #expect(differingOutside == 0)
    }

    @Test("rendering is deterministic: the same inputs give byte-identical PNG files")
    func deterministic() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tc-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        try FaceRenderer.image(width: 520, height: 335, content: Self.content).writePNG(to: a)
        try FaceRenderer.image(width: 520, height: 335, content: Self.content).writePNG(to: b)
        let da = try Data(contentsOf: URL(fileURLWithPath: a)), db = try Data(contentsOf: URL(fileURLWithPath: b))
        #expect(da.count > 10_000)
        #expect(da == db)
    }

    @Test("a row without a city stays dark: ghost segments only, no lamp lit")
    func darkRow() {
        let content = FaceContent(cities: [Self.cities[0]], at: Self.film, colonLevel: 1, zones: ShownZones(resolver: .system))
        let img = FaceRenderer.image(width: 520, height: 335, content: content)
        let layout = FaceLayout(width: 520, height: 335)
        for row in layout.rows.dropFirst() {
            for window in row.windows { for cell in window.cells { for bar in cell.bars.values {
                #expect(Self.sample(img, bar.centroid).luma < 0.3)
            } } }
            for lamp in [row.amLamp, row.pmLamp] + row.colonDots {
                #expect(Self.sample(img, lamp.center).luma < 0.3)
            }
        }
    }

    @Test("a wrongly shaped image gets the face centred on chassis, not stretched")
    func wrongShape() {
        let img = FaceRenderer.image(width: 1600, height: 335, content: Self.content)
        let layout = FaceLayout(width: 1600, height: 335)
        #expect(abs(layout.face.width / layout.face.height - FaceLayout.aspect) < 1e-9)
        // The margins left and right are plain dark chassis.
        for x in [5, 200, 1400, 1595] {
            let s = Self.sample(img, Point(Double(x), 167))
            #expect(s.luma < 0.12, "margin at x=\(x): \(s)")
        }
        // The same face as at its natural shape, just moved: compare a lit digit's centroid.
        let natural = FaceLayout(width: 520, height: 335)
        let bar = natural.rows[1].window(.minute).cells[0].bars[.a]!.centroid
        let moved = Point(bar.x + layout.face.minX, bar.y)
        #expect(Self.sample(img, moved).luma > 0.55)
    }
}

import Foundation
import Testing
@testable import TimeCircuitsCore

/// Protects the face's geometry as plain data: an aspect-locked, centred enclosure that scales as a
/// block, three stacked panels, and in each row the windows, lamps, colon and plates in the order
/// and positions the prop has them.
@Suite("FaceLayout")
struct FaceLayoutTests {

    static let sizes: [(Int, Int)] = [
        (520, 335), (1040, 670), (3840, 2160), (800, 300), (300, 800), (100, 65),
    ]

    // MARK: The enclosure

    @Test(arguments: sizes)
    func faceKeepsTheNaturalAspect(width: Int, height: Int) {
        let layout = FaceLayout(width: width, height: height)
        #expect(abs(layout.face.width / layout.face.height - FaceLayout.aspect) < 1e-9)
        #expect(abs(FaceLayout.aspect - 520.0 / 335.0) < 1e-12)
        #expect(FaceLayout.aspect > 1.5 && FaceLayout.aspect < 1.6)
    }

    @Test(arguments: sizes)
    func faceIsCentredAndFitsTheOutput(width: Int, height: Int) {
        let layout = FaceLayout(width: width, height: height)
        let face = layout.face
        let output = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        #expect(output.contains(face))
        let left = face.minX, right = Double(width) - face.maxX
        let top = face.minY, bottom = Double(height) - face.maxY
        #expect(abs(left - right) < 1e-9 * Double(width))
        #expect(abs(top - bottom) < 1e-9 * Double(height))
        // Fitted, not merely contained: it touches the output on one axis.
        #expect(min(left, top) < 1e-9 * Double(max(width, height)))
    }

    @Test func wronglyShapedOutputIsFittedAndCentredNotStretched() {
        let natural = FaceLayout(width: 520, height: 335)
        let wide = FaceLayout(width: 1600, height: 335)
        #expect(abs(wide.face.width - natural.face.width) < 1e-9)
        #expect(abs(wide.face.height - natural.face.height) < 1e-9)
        #expect(abs(wide.face.minX - (1600 - 520) / 2) < 1e-9)
        #expect(abs(wide.face.minY - 0) < 1e-9)
        #expect(abs(wide.scale - natural.scale) < 1e-12)
        // Everything else moves with the face and keeps its size.
        let dx = wide.face.minX - natural.face.minX
        for (w, n) in zip(wide.rows, natural.rows) {
            #expect(nearlyEqual(w.panel, n.panel.offsetBy(dx, 0), relative: 1e-9))
            for (ww, nw) in zip(w.windows, n.windows) {
                #expect(nearlyEqual(ww.rect, nw.rect.offsetBy(dx, 0), relative: 1e-9))
            }
        }
    }

    @Test(arguments: [(520, 335), (261, 168), (1920, 1080), (777, 1234)])
    func everyRectangleScalesLinearlyWithTheOutput(width: Int, height: Int) {
        let one = FaceLayout(width: width, height: height)
        let two = FaceLayout(width: 2 * width, height: 2 * height)
        #expect(abs(two.scale - 2 * one.scale) < 1e-12 * two.scale)
        #expect(nearlyEqual(two.face, one.face.scaled(2), relative: 1e-9))
        #expect(abs(two.digitHeight - 2 * one.digitHeight) < 1e-9 * two.digitHeight)
        for (r1, r2) in zip(one.rivets, two.rivets) {
            #expect(nearlyEqual(r2.bounds, r1.bounds.scaled(2), relative: 1e-9))
        }
        for (a, b) in zip(one.rows, two.rows) {
            #expect(nearlyEqual(b.panel, a.panel.scaled(2), relative: 1e-9), "panel \(a.slot)")
            #expect(nearlyEqual(b.cityPlate, a.cityPlate.scaled(2), relative: 1e-9), "city plate \(a.slot)")
            #expect(abs(b.cityTextHeight - 2 * a.cityTextHeight) < 1e-9 * b.cityTextHeight)
            #expect(nearlyEqual(b.amLamp.bounds, a.amLamp.bounds.scaled(2), relative: 1e-9))
            #expect(nearlyEqual(b.pmLamp.bounds, a.pmLamp.bounds.scaled(2), relative: 1e-9))
            #expect(nearlyEqual(b.amLabel.rect, a.amLabel.rect.scaled(2), relative: 1e-9))
            #expect(nearlyEqual(b.pmLabel.rect, a.pmLabel.rect.scaled(2), relative: 1e-9))
            #expect(a.colonDots.count == 2 && b.colonDots.count == 2)
            for (d1, d2) in zip(a.colonDots, b.colonDots) {
                #expect(nearlyEqual(d2.bounds, d1.bounds.scaled(2), relative: 1e-9))
            }
            for (w1, w2) in zip(a.windows, b.windows) {
                #expect(nearlyEqual(w2.rect, w1.rect.scaled(2), relative: 1e-9), "\(w1.field) window")
                #expect(nearlyEqual(w2.label.rect, w1.label.rect.scaled(2), relative: 1e-9), "\(w1.field) label")
                #expect(abs(w2.label.textHeight - 2 * w1.label.textHeight) < 1e-9 * w2.label.textHeight)
                for (c1, c2) in zip(w1.cells, w2.cells) {
                    #expect(nearlyEqual(c2.box, c1.box.scaled(2), relative: 1e-9), "\(w1.field) cell")
                    for (segment, p1) in c1.bars {
                        let p2 = c2.bars[segment]!
                        #expect(nearlyEqual(p2.bounds, p1.bounds.scaled(2), relative: 1e-9), "\(w1.field) \(segment)")
                    }
                }
            }
        }
    }

    @Test func rivetsSitInTheChassisCorners() {
        let layout = FaceLayout(width: 520, height: 335)
        #expect(layout.rivets.count == 4)
        for rivet in layout.rivets {
            #expect(layout.face.contains(rivet.bounds))
            for row in layout.rows {
                #expect(!row.panel.intersects(rivet.bounds), "a rivet overlaps panel \(row.slot)")
            }
        }
    }

    // MARK: Panels

    @Test(arguments: sizes)
    func threePanelsStackTopToBottomInsideTheFace(width: Int, height: Int) {
        let layout = FaceLayout(width: width, height: height)
        #expect(layout.rows.count == 3)
        #expect(layout.rows.map(\.slot) == [0, 1, 2])
        for row in layout.rows {
            #expect(layout.face.contains(row.panel))
            #expect(row.panel.width > 0 && row.panel.height > 0)
        }
        for (upper, lower) in zip(layout.rows, layout.rows.dropFirst()) {
            #expect(upper.panel.maxY < lower.panel.minY, "panels \(upper.slot) and \(lower.slot) touch or overlap")
            #expect(!upper.panel.intersects(lower.panel))
            #expect(abs(upper.panel.height - lower.panel.height) < 1e-9 * upper.panel.height)
        }
    }

    // MARK: A row

    @Test(arguments: sizes)
    func windowsAreOrderedAndDoNotOverlap(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            #expect(row.windows.map(\.field) == [.month, .day, .year, .hour, .minute])
            for (left, right) in zip(row.windows, row.windows.dropFirst()) {
                #expect(left.rect.maxX < right.rect.minX, "\(left.field) and \(right.field) overlap")
                #expect(!left.rect.intersects(right.rect))
            }
            #expect(row.windows.map { $0.cells.count } == [3, 2, 4, 2, 2])
            #expect(row.windows.map { $0.cells.first!.kind } == [.fourteen, .seven, .seven, .seven, .seven])
        }
    }

    @Test(arguments: sizes)
    func windowsShareTheirBottomEdge(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            let bottoms = row.windows.map(\.rect.maxY)
            #expect(bottoms.max()! - bottoms.min()! < 1e-9 * row.panel.height)
            // And the characters share one baseline.
            let baselines = row.windows.flatMap(\.cells).map(\.box.maxY)
            #expect(baselines.max()! - baselines.min()! < 1e-9 * row.panel.height)
        }
    }

    @Test(arguments: sizes)
    func eachWindowContainsItsCellsInk(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            for window in row.windows {
                for cell in window.cells {
                    #expect(window.rect.contains(cell.inkBounds), "\(window.field) ink outside its window")
                    // The ink bounds really hold the sheared bars.
                    for (segment, bar) in cell.bars {
                        #expect(cell.inkBounds.contains(bar.bounds), "\(window.field) \(segment) outside inkBounds")
                    }
                }
                for (a, b) in zip(window.cells, window.cells.dropFirst()) {
                    #expect(a.box.maxX < b.box.minX, "\(window.field) cells overlap")
                }
            }
        }
    }

    @Test(arguments: sizes)
    func seamBetweenDateAndTimeIsWiderThanTheFieldGap(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            let fieldGap = row.window(.day).rect.minX - row.window(.month).rect.maxX
            let seam = row.window(.hour).rect.minX - row.window(.year).rect.maxX
            #expect(fieldGap > 0)
            #expect(seam > fieldGap)
            // The seam proper, from YEAR to the AM/PM lamps and their texts, is wider than a field gap.
            let ampmLeft = [row.amLamp.bounds, row.pmLamp.bounds, row.amLabel.rect, row.pmLabel.rect].map(\.minX).min()!
            #expect(ampmLeft - row.window(.year).rect.maxX > fieldGap)
            // DAY→YEAR uses the same gap as MONTH→DAY.
            let dayYear = row.window(.year).rect.minX - row.window(.day).rect.maxX
            #expect(abs(dayYear - fieldGap) < 1e-9 * row.panel.width)
        }
    }

    @Test(arguments: sizes)
    func amLampIsAbovePMLampBetweenYearAndHour(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            let year = row.window(.year).rect, hour = row.window(.hour).rect
            #expect(row.amLamp.bounds.maxY < row.pmLamp.bounds.minY, "AM lamp not above PM lamp")
            for lamp in [row.amLamp, row.pmLamp] {
                #expect(lamp.bounds.minX > year.maxX && lamp.bounds.maxX < hour.minX)
                #expect(lamp.radius > 0)
            }
            #expect(abs(row.amLamp.center.x - row.pmLamp.center.x) < 1e-9 * row.panel.width)
            // Each lamp has its text above it.
            #expect(row.amLabel.text == "AM" && row.pmLabel.text == "PM")
            #expect(row.amLabel.rect.maxY <= row.amLamp.bounds.minY)
            #expect(row.pmLabel.rect.minY >= row.amLamp.bounds.maxY)
            #expect(row.pmLabel.rect.maxY <= row.pmLamp.bounds.minY)
            for label in [row.amLabel, row.pmLabel] {
                #expect(label.rect.minX > year.maxX && label.rect.maxX < hour.minX)
            }
        }
    }

    @Test(arguments: sizes)
    func colonDotsSitBetweenHourAndMinute(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            let hour = row.window(.hour).rect, minute = row.window(.minute).rect
            #expect(row.colonDots.count == 2)
            let upper = row.colonDots[0], lower = row.colonDots[1]
            #expect(upper.bounds.maxY < lower.bounds.minY, "upper dot not above lower dot")
            for dot in row.colonDots {
                #expect(dot.bounds.minX > hour.maxX && dot.bounds.maxX < minute.minX)
                #expect(dot.bounds.minY > hour.minY && dot.bounds.maxY < hour.maxY)
            }
            // The colon leans with the digits: the upper dot is further right.
            #expect(upper.center.x > lower.center.x)
            #expect(row.colonDamage.contains(upper.bounds) && row.colonDamage.contains(lower.bounds))
        }
    }

    @Test(arguments: sizes)
    func labelPlatesSitAboveTheirWindows(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            for window in row.windows {
                let plate = window.label.rect
                #expect(window.label.text == window.field.label)
                #expect(plate.maxY <= window.rect.minY, "\(window.field) label not above its window")
                #expect(plate.minX >= window.rect.minX && plate.maxX <= window.rect.maxX)
                #expect(abs(plate.midX - window.rect.midX) < 1e-9 * row.panel.width)
                #expect(window.label.textHeight > 0 && window.label.textHeight <= plate.height)
            }
            #expect(row.windows.map(\.label.text) == ["MONTH", "DAY", "YEAR", "HOUR", "MIN"])
        }
    }

    @Test(arguments: sizes)
    func cityPlateSitsBelowTheRowInsideThePanel(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            let plate = row.cityPlate
            for window in row.windows {
                #expect(plate.minY >= window.rect.maxY, "city plate overlaps the \(window.field) window")
            }
            #expect(plate.minY >= row.pmLamp.bounds.maxY)
            #expect(row.panel.contains(plate))
            #expect(row.cityTextHeight > 0 && row.cityTextHeight <= plate.height)
        }
    }

    @Test(arguments: sizes)
    func everythingOfARowLiesInsideItsPanel(width: Int, height: Int) {
        for row in FaceLayout(width: width, height: height).rows {
            var parts: [(String, Rect)] = [
                ("city plate", row.cityPlate), ("AM lamp", row.amLamp.bounds), ("PM lamp", row.pmLamp.bounds),
                ("AM label", row.amLabel.rect), ("PM label", row.pmLabel.rect),
            ]
            parts += row.colonDots.map { ("colon dot", $0.bounds) }
            for window in row.windows {
                parts.append(("\(window.field) window", window.rect))
                parts.append(("\(window.field) label", window.label.rect))
                for cell in window.cells {
                    parts.append(("\(window.field) ink", cell.inkBounds))
                    parts += cell.bars.map { ("\(window.field) \($0.key)", $0.value.bounds) }
                }
            }
            for (name, rect) in parts {
                #expect(row.panel.contains(rect), "row \(row.slot): \(name) \(rect) outside panel \(row.panel)")
            }
        }
    }

    @Test func rowsAreTheSameShapeOneUnderAnother() {
        let layout = FaceLayout(width: 520, height: 335)
        let first = layout.rows[0]
        for row in layout.rows.dropFirst() {
            let dy = row.panel.minY - first.panel.minY
            #expect(dy > 0)
            for (a, b) in zip(first.windows, row.windows) {
                #expect(nearlyEqual(b.rect, a.rect.offsetBy(0, dy), relative: 1e-9))
            }
            #expect(nearlyEqual(row.cityPlate, first.cityPlate.offsetBy(0, dy), relative: 1e-9))
        }
    }
}

// MARK: - Helpers

private extension Rect {
    func scaled(_ s: Double) -> Rect { Rect(x: x * s, y: y * s, width: width * s, height: height * s) }
    func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}

/// Each edge within `relative` of the larger rectangle's extent.
private func nearlyEqual(_ a: Rect, _ b: Rect, relative: Double) -> Bool {
    let scale = max(1, abs(a.maxX), abs(a.maxY), abs(b.maxX), abs(b.maxY))
    let tol = relative * scale
    return abs(a.minX - b.minX) <= tol && abs(a.minY - b.minY) <= tol
        && abs(a.maxX - b.maxX) <= tol && abs(a.maxY - b.maxY) <= tol
}

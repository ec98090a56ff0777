import Testing
import TimeCircuitsCore

@Suite("Resize sketch")
struct ResizeSketchTests {
    @Test("a sketch keeps within its pixels by a whole factor of the window's size, and a small window is its own sketch")
    func sizes() {
        #expect(ResizeSketch.size(width: 520, height: 335) == (520, 335))
        #expect(ResizeSketch.size(width: 1920, height: 1240) == (480, 310))
        #expect(ResizeSketch.size(width: 3840, height: 2480) == (480, 310))
        #expect(ResizeSketch.size(width: 1947, height: 1257) == (487, 315))
        for (w, h) in [(1, 1), (0, 0), (8192, 1), (1, 8192), (8192, 8192), (32767, 32767), (2111, 1363)] {
            let (sw, sh) = ResizeSketch.size(width: w, height: h)
            #expect(sw >= 1 && sh >= 1 && sw * sh <= ResizeSketch.maxPixels, "\(w)x\(h) → \(sw)x\(sh)")
            // One factor for both sides: the face keeps its proportions.
            let one = (1...max(w, h, 1)).contains { k in (max(w, 1) + k - 1) / k == sw && (max(h, 1) + k - 1) / k == sh }
            #expect(one, "\(w)x\(h) → \(sw)x\(sh)")
        }
    }
}

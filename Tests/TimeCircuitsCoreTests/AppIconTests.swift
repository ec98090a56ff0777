import Foundation
import Testing
@testable import TimeCircuitsCore

@Suite("App icon")
struct AppIconTests {
    @Test("the icon shows the film's destination time with the colon lit")
    func content() throws {
        #expect(AppIcon.instant == (try FrozenDate.parse("1985-10-26T01:21:00-07:00")))
        let c = AppIcon.content(cities: [CityCatalogue.standard.city(id: "new_york")!])
        #expect(c.colonLevel == ColonClock.fullLevel)
        #expect(c.rows[0].readout?.line == "OCT 26 1985  04:21 AM")
    }

    @Test("the face fills the icon's width and sits centred in its height", arguments: AppIcon.sizes)
    func faceRect(side: Int) {
        let r = AppIcon.faceRect(side: side)
        #expect(r.x == 0 && r.width == side)
        #expect(abs(Double(r.width) / Double(r.height) - FaceLayout.aspect) < 0.05)
        #expect(abs(r.y - (side - r.y - r.height)) <= 1)
    }
}

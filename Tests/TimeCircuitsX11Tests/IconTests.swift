import Testing
import TimeCircuitsCore
@testable import TimeCircuitsX11

@Suite("Window icon")
struct IconTests {
    @Test("_NET_WM_ICON data lists each size as width, height and straight-alpha pixels")
    func layout() {
        let data = Icon.netWMIcon()
        var i = 0
        for side in AppIcon.windowIconSizes {
            #expect(data[i] == side && data[i + 1] == side)
            i += 2 + side * side
        }
        #expect(i == data.count)
    }

    @Test("premultiplied Cairo pixels become straight alpha")
    func unpremultiply() {
        #expect(Icon.unpremultiplied(0) == 0)
        #expect(Icon.unpremultiplied(0xFF12_3456) == 0xFF12_3456)
        #expect(Icon.unpremultiplied(0x8040_2000) == 0x8080_4000)
    }
}

/// One theme's row on the theme page: a lamp lit for the one showing, its name, what it is.
public struct OverlayThemeRowLayout: Sendable, Hashable {
    public var frame: Rect
    public var lamp: Rect
    public var nameLine: Rect
    public var detailLine: Rect

    /// The same row, `dy` lower: the page's switches are its shape, stacked.
    func moved(by dy: Double) -> OverlayThemeRowLayout {
        func moved(_ r: Rect) -> Rect { Rect(x: r.minX, y: r.minY + dy, width: r.width, height: r.height) }
        return OverlayThemeRowLayout(frame: moved(frame), lamp: moved(lamp), nameLine: moved(nameLine), detailLine: moved(detailLine))
    }
}

/// The theme page, in the city rows' place and proportions so the pages read as one panel.
extension OverlayLayout {
    /// How many rows the page has: the themes and the five switches under them.
    static var themePageRows: Int { ThemeName.allCases.count + 5 }

    /// The page's row pitch: its rows share the height eight of the city rows' pitch took before
    /// the display mode's row came, so the ninth fits above the panel's padding.
    var themePitch: Double {
        let m = OverlayMetrics.self
        let span = 8 * m.cityRowHeight + 7 * m.cityRowGap
        return (span + m.themeRowGap) / Double(Self.themePageRows) * scale
    }

    /// One row a theme, top to bottom in `ThemeName.allCases` order.
    public var themeRows: [OverlayThemeRowLayout] {
        let m = OverlayMetrics.self
        let s = scale
        let top = cityRows[0].frame.minY
        let pitch = themePitch
        return ThemeName.allCases.indices.map { i in
            let frame = Rect(x: cityRows[0].frame.minX, y: top + Double(i) * pitch,
                             width: cityRows[0].frame.width, height: pitch - m.themeRowGap * s)
            let lampSide = (m.alarmLampSize + 6) * s
            let lamp = Rect(x: frame.minX + 3 * s, y: frame.midY - lampSide / 2, width: lampSide, height: lampSide)
            let textX = lamp.maxX + m.innerGap * s
            let textWidth = frame.maxX - m.innerGap * s - textX
            return OverlayThemeRowLayout(
                frame: frame, lamp: lamp,
                nameLine: Rect(x: textX, y: frame.minY, width: textWidth, height: frame.height * 0.55),
                detailLine: Rect(x: textX, y: frame.minY + frame.height * 0.55, width: textWidth, height: frame.height * 0.45))
        }
    }

    /// The sounds' row, under the themes with the rows' own gap, shaped as they are: with the
    /// night row the page's four switches and the themes fill the panel to its padding.
    public var soundRow: OverlayThemeRowLayout {
        let last = themeRows[themeRows.count - 1]
        return last.moved(by: themePitch)
    }

    /// The spoken hours' row, right under the sounds': the page's switches read as one group.
    public var speakRow: OverlayThemeRowLayout {
        soundRow.moved(by: themePitch)
    }

    /// The start-at-login row, under the spoken hours'.
    public var loginRow: OverlayThemeRowLayout {
        speakRow.moved(by: themePitch)
    }

    /// The night row, under start at login's: its second line also says where the rest of the
    /// look is chosen.
    public var nightRow: OverlayThemeRowLayout {
        loginRow.moved(by: themePitch)
    }

    /// The display mode's row, the page's last.
    public var displayModeRow: OverlayThemeRowLayout {
        nightRow.moved(by: themePitch)
    }
}

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
    /// One row a theme, top to bottom in `ThemeName.allCases` order.
    public var themeRows: [OverlayThemeRowLayout] {
        let m = OverlayMetrics.self
        let s = scale
        let top = cityRows[0].frame.minY
        return ThemeName.allCases.indices.map { i in
            let frame = Rect(x: cityRows[0].frame.minX, y: top + Double(i) * (m.cityRowHeight + m.cityRowGap) * s,
                             width: cityRows[0].frame.width, height: m.cityRowHeight * s)
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
        return last.moved(by: last.frame.maxY + OverlayMetrics.cityRowGap * scale - last.frame.minY)
    }

    /// The spoken hours' row, right under the sounds': the page's switches read as one group.
    public var speakRow: OverlayThemeRowLayout {
        soundRow.moved(by: (OverlayMetrics.cityRowHeight + OverlayMetrics.cityRowGap) * scale)
    }

    /// The start-at-login row, under the spoken hours'.
    public var loginRow: OverlayThemeRowLayout {
        speakRow.moved(by: (OverlayMetrics.cityRowHeight + OverlayMetrics.cityRowGap) * scale)
    }

    /// The night row, under start at login's, the page's last: its second line also says where
    /// the rest of the look is chosen.
    public var nightRow: OverlayThemeRowLayout {
        loginRow.moved(by: (OverlayMetrics.cityRowHeight + OverlayMetrics.cityRowGap) * scale)
    }
}

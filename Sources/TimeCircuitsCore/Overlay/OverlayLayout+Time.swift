/// One row of the time page: a lamp lit while it is on, its state, what it does, and a × that
/// stops it.
public struct OverlayTimeRowLayout: Sendable, Hashable {
    public var frame: Rect
    public var lamp: Rect
    public var nameLine: Rect
    public var detailLine: Rect
    public var removeButton: Rect
}

/// What is under a point of the time page.
public enum OverlayTimeHit: Sendable, Hashable {
    case field
    case row(OverlayTimeRow)
    /// The row's ×.
    case remove(OverlayTimeRow)
}

/// The time page: the alarms page's field and message line, and under them one row per
/// `OverlayTimeRow` in the city rows' proportions, so the pages read as one panel.
extension OverlayLayout {
    /// The rows, top to bottom in `OverlayTimeRow.allCases` order.
    public var timeRows: [OverlayTimeRowLayout] {
        let m = OverlayMetrics.self
        let s = scale
        let top = alarmMessage.maxY + m.smallGap * s
        return OverlayTimeRow.allCases.indices.map { i in
            let frame = Rect(x: alarmField.minX, y: top + Double(i) * (m.cityRowHeight + m.cityRowGap) * s,
                             width: alarmField.width, height: m.cityRowHeight * s)
            let lampSide = (m.alarmLampSize + 6) * s
            let lamp = Rect(x: frame.minX + 3 * s, y: frame.midY - lampSide / 2, width: lampSide, height: lampSide)
            let button = m.removeButtonSize * s
            let remove = Rect(x: frame.maxX - m.innerGap * s - button, y: frame.midY - button / 2, width: button, height: button)
            let textX = lamp.maxX + m.innerGap * s
            let textWidth = remove.minX - m.innerGap * s - textX
            return OverlayTimeRowLayout(
                frame: frame, lamp: lamp,
                nameLine: Rect(x: textX, y: frame.minY, width: textWidth, height: frame.height * 0.55),
                detailLine: Rect(x: textX, y: frame.minY + frame.height * 0.55, width: textWidth, height: frame.height * 0.45),
                removeButton: remove)
        }
    }

    /// The note under the rows.
    public var timeNote: Rect {
        let last = timeRows[timeRows.count - 1].frame
        return Rect(x: last.minX, y: last.maxY + OverlayMetrics.sectionGap * scale, width: last.width,
                    height: OverlayMetrics.messageHeight * scale)
    }

    /// What is under `point` on the time page, or nil for the rest of the panel. The × is tested
    /// before its row, since it lies inside it.
    public func timeHit(_ point: Point) -> OverlayTimeHit? {
        if alarmField.contains(point) { return .field }
        for (row, box) in zip(OverlayTimeRow.allCases, timeRows) {
            if box.removeButton.contains(point) { return .remove(row) }
            if box.frame.contains(point) { return .row(row) }
        }
        return nil
    }
}

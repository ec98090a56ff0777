/// Proportions of the panel's page tabs and alarms page, in natural points like the rest of
/// `OverlayMetrics`.
extension OverlayMetrics {
    /// Each page's tab: a DYMO plate in the title line, the shown page's lit, the other's dim.
    public static let tabWidth = 48.0
    public static let tabGap = 4.0
    /// One alarm: lamp, time, days, label, ×.
    public static let alarmRowHeight = 21.0
    public static let alarmRowGap = 2.0
    /// The on/off lamp, as the face's alarm lamp; its click target is the whole square.
    public static let alarmLampSize = 7.0
    public static let alarmTimeTextHeight = 9.0
    public static let alarmTextHeight = 7.0
}

/// What is under a point of the alarms page, rows counted on screen (0 = top visible row).
public enum OverlayAlarmHit: Sendable, Hashable {
    case field
    case row(Int)
    /// The row's lamp: a click switches the alarm on or off.
    case toggle(Int)
    /// The row's ×.
    case remove(Int)
}

/// One alarm row of the alarms page.
public struct OverlayAlarmRowLayout: Sendable, Hashable {
    public var frame: Rect
    /// The on/off lamp's square, at the left as a city row's swatch is.
    public var lamp: Rect
    public var time: Rect
    public var days: Rect
    public var label: Rect
    public var removeButton: Rect
}

/// The page tabs and the alarms page, derived from the panel's own rectangles so they scale with
/// it: the tabs take the title plate's place, the field and its message line sit where the city
/// rows start, and the rows fill the rest of the panel.
extension OverlayLayout {
    private var inner: Rect {
        panel.insetBy(OverlayMetrics.padding * scale, OverlayMetrics.padding * scale)
    }

    /// Each page's tab in the title line, left to right in `OverlayPage.allCases` order. The
    /// reminders share the alarms' tab, the MQTT link the theme's (`OverlayPage.tab`): a fifth
    /// tab would leave the hint beside the tabs too little room to show whole in every language.
    public var pageTabs: [(page: OverlayPage, frame: Rect)] {
        let m = OverlayMetrics.self
        return OverlayPage.allCases.filter { $0.tab == $0 }.enumerated().map { i, page in
            (page, Rect(x: title.minX + Double(i) * (m.tabWidth + m.tabGap) * scale, y: title.minY + title.height * 0.08,
                        width: m.tabWidth * scale, height: title.height * 0.84))
        }
    }

    /// The page whose tab is under `point`, if any.
    public func pageTab(at point: Point) -> OverlayPage? {
        pageTabs.first { $0.frame.contains(point) }?.page
    }

    /// The hint's box beside the tabs.
    public var tabbedHint: Rect {
        let left = (pageTabs.last?.frame.maxX ?? title.minX) + 8 * scale
        return Rect(x: left, y: hint.minY, width: max(0, hint.maxX - left), height: hint.height)
    }

    /// The field an alarm line is typed into.
    public var alarmField: Rect {
        Rect(x: inner.minX, y: cityRows[0].frame.minY, width: inner.width, height: OverlayMetrics.searchHeight * scale)
    }

    /// The one-line message under the alarm field: a refusal, or what was added or removed.
    public var alarmMessage: Rect {
        Rect(x: inner.minX, y: alarmField.maxY + OverlayMetrics.smallGap * scale, width: inner.width,
             height: OverlayMetrics.messageHeight * scale)
    }

    /// The alarm rows that fit under the message, top to bottom; the count is the same at every
    /// size, since it is counted in natural points.
    public var alarmRows: [OverlayAlarmRowLayout] {
        let m = OverlayMetrics.self
        let s = scale
        let top = alarmMessage.maxY + m.smallGap * s
        let pitch = m.alarmRowHeight + m.alarmRowGap
        let count = max(1, Int(((inner.maxY - top) / s + m.alarmRowGap + 1e-9) / pitch))
        return (0..<count).map { i in
            let frame = Rect(x: inner.minX, y: top + Double(i) * pitch * s, width: inner.width, height: m.alarmRowHeight * s)
            let lampSide = (m.alarmLampSize + 6) * s
            let lamp = Rect(x: frame.minX + 3 * s, y: frame.midY - lampSide / 2, width: lampSide, height: lampSide)
            let button = m.removeButtonSize * s * 0.85
            let remove = Rect(x: frame.maxX - m.innerGap * s - button, y: frame.midY - button / 2, width: button, height: button)
            let timeX = lamp.maxX + m.innerGap * s
            let time = Rect(x: timeX, y: frame.minY, width: 70 * s, height: frame.height)  // "10:00 PM" whole
            let days = Rect(x: time.maxX + m.innerGap * s, y: frame.minY, width: 78 * s, height: frame.height)
            let label = Rect(x: days.maxX + m.innerGap * s, y: frame.minY,
                             width: max(0, remove.minX - m.innerGap * s - days.maxX - m.innerGap * s), height: frame.height)
            return OverlayAlarmRowLayout(frame: frame, lamp: lamp, time: time, days: days, label: label, removeButton: remove)
        }
    }

    /// What is under `point` on the alarms page, or nil for the rest of the panel. The lamp and
    /// the × are tested before their row, since they lie inside it.
    public func alarmHit(_ point: Point) -> OverlayAlarmHit? {
        if alarmField.contains(point) { return .field }
        for (i, row) in alarmRows.enumerated() {
            if row.lamp.contains(point) { return .toggle(i) }
            if row.removeButton.contains(point) { return .remove(i) }
            if row.frame.contains(point) { return .row(i) }
        }
        return nil
    }
}

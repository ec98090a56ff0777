/// What changes on the face from one set of lights to the next: the field windows that look
/// different, the rows whose AM/PM lamps change and the rows whose colon does. A new minute
/// usually changes one window a row (MIN); the shell repaints just those instead of every lit
/// segment and its glow.
public struct ReadoutChange: Sendable, Hashable {
    /// One field window of one row.
    public struct Window: Sendable, Hashable {
        public var slot: Int
        public var field: Field
        public init(slot: Int, field: Field) { self.slot = slot; self.field = field }
    }

    public var windows: Set<Window>
    /// Rows whose AM or PM lamp changes brightness.
    public var lampRows: Set<Int>
    /// Rows whose colon changes: its level, or whether it follows the clock.
    public var colonRows: Set<Int>
    /// The timer's lamp in the chassis comes, goes or changes.
    public var timerLamp = false

    public init(windows: Set<Window> = [], lampRows: Set<Int> = [], colonRows: Set<Int> = []) {
        self.windows = windows
        self.lampRows = lampRows
        self.colonRows = colonRows
    }

    public var isEmpty: Bool { windows.isEmpty && lampRows.isEmpty && colonRows.isEmpty && !timerLamp }

    /// The change from `old` to `new`, row by row, where the colons that follow the clock go from
    /// `colon.old` to `colon.new`; a row missing from one side is dark there.
    public static func between(_ old: [RowLights], _ new: [RowLights], colon: (old: Double, new: Double) = (0, 0))
        -> ReadoutChange {
        var change = ReadoutChange()
        for slot in 0..<max(old.count, new.count) {
            let a = slot < old.count ? old[slot] : .dark
            let b = slot < new.count ? new[slot] : .dark
            for field in Field.allCases where !a.looksTheSame(as: b, in: field) {
                change.windows.insert(Window(slot: slot, field: field))
            }
            if a.am != b.am || a.pm != b.pm { change.lampRows.insert(slot) }
            // A colon that follows the clock is a layer of its own, so one that starts or stops
            // following it changes even at the same level.
            if a.colon != b.colon || (b.colon == nil && colon.old != colon.new) { change.colonRows.insert(slot) }
        }
        return change
    }

    /// The change between two pictures' lights, or nil when their plates differ (everything).
    public static func between(_ old: AnimationFrame, _ new: AnimationFrame) -> ReadoutChange? {
        guard old.plates == new.plates else { return nil }
        var change = between(old.rows, new.rows)
        change.timerLamp = old.timerLamp != new.timerLamp
        // The alarm's lamp is a light of the middle row's MIN window.
        if old.alarmLamp != new.alarmLamp { change.windows.insert(Window(slot: 1, field: .minute)) }
        return change
    }

    /// The change from one minute's readouts to the next's.
    public static func between(_ old: [Readout?], _ new: [Readout?]) -> ReadoutChange {
        between(old.map(RowLights.init(readout:)), new.map(RowLights.init(readout:)))
    }
}

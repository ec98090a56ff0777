/// What a new minute changes on the face: the field windows whose characters differ and the
/// rows whose AM/PM lamp moves. Usually one window a row (MIN); the shell repaints just those
/// instead of every lit segment and its glow.
public struct ReadoutChange: Sendable, Hashable {
    /// One field window of one row.
    public struct Window: Sendable, Hashable {
        public var slot: Int
        public var field: Field
        public init(slot: Int, field: Field) { self.slot = slot; self.field = field }
    }

    public var windows: Set<Window>
    /// Rows whose lit lamp changes (AM to PM, or a row lighting up or going dark).
    public var lampRows: Set<Int>

    public init(windows: Set<Window> = [], lampRows: Set<Int> = []) {
        self.windows = windows
        self.lampRows = lampRows
    }

    public var isEmpty: Bool { windows.isEmpty && lampRows.isEmpty }

    /// The change from `old` to `new`, row by row; a row present in one and not the other changes
    /// entirely.
    public static func between(_ old: [Readout?], _ new: [Readout?]) -> ReadoutChange {
        var change = ReadoutChange()
        for slot in 0..<max(old.count, new.count) {
            let a = slot < old.count ? old[slot] : nil
            let b = slot < new.count ? new[slot] : nil
            for field in Field.allCases where FaceContent.characters(field, a) != FaceContent.characters(field, b) {
                change.windows.insert(Window(slot: slot, field: field))
            }
            if a?.litLamp != b?.litLamp || (a == nil) != (b == nil) { change.lampRows.insert(slot) }
        }
        return change
    }
}

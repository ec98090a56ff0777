import FoundationEssentials

extension ClockModel {
    /// Starts the segments easing when the readouts the clock shows have changed since the last
    /// tick (a new minute, a step of the wall clock) and the theme eases: a short animation, so
    /// the loop runs its frame clock only while bars move and sleeps again after. Nothing else
    /// may be playing: a time travel or a typed destination brings its own change.
    mutating func easeTick(at now: Date) {
        guard screen == .clock, face.display.easesSegments else {
            easedRows = nil
            return
        }
        let rows = content(at: now).rows
        defer { easedRows = rows }
        guard let before = easedRows, before != rows, animation == nil, entry == nil, visible else { return }
        // The same cities and mode: a change of those is a time travel or a relayout, not a tick.
        guard before.map(\.plateName) == rows.map(\.plateName) else { return }
        animation = (.ease(from: before, duration: Theme.easeDuration), now)
    }
}

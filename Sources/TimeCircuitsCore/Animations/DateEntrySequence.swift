import FoundationEssentials

/// Part III's date entry (`FilmVariant.partThreeEntry`): after Enter the DESTINATION TIME row
/// goes dark for a beat, then the new date comes on from the left one character at a time (the
/// month's letters together, then each digit, the AM/PM lamp with the hour), and the colon last.
///
/// The replica firmware's README describes the option as "a different animation upon entering a
/// Destination time, as shown in part 3"; this is the film's look, timed to be seen on a desktop.
public enum DateEntrySequence {
    /// How long the row stays dark before the first character.
    public static let darkLead: TimeInterval = 0.25
    /// How long each step of the fill takes.
    public static let step: TimeInterval = 0.07

    /// The steps, left to right: each is the cells that come on together. MONTH's three letters
    /// are one step; every digit after is a step of its own.
    static let steps: [[Int]] = {
        let month = RowLights.firstCell(of: .month)
        let first = [Array(month..<(month + Field.month.characterCount))]
        return first + (RowLights.firstCell(of: .day)..<RowLights.cellCount).map { [$0] }
    }()

    public static var duration: TimeInterval { darkLead + Double(steps.count) * step }

    /// The frame `t` seconds after Enter: the other rows as `target` has them, the row in `slot`
    /// dark, then filling towards its `target` readout; nil once it is full.
    public static func frame(at t: TimeInterval, slot: Int, target: [RowContent]) -> AnimationFrame? {
        guard t < duration, target.indices.contains(slot) else { return nil }
        var rows = target.map { RowLights(readout: $0.readout) }
        let full = rows[slot]
        let shown = t < darkLead ? 0 : min(steps.count, Int(((t - darkLead) / step).rounded(.down)) + 1)
        var row = RowLights.dark
        row.levels = full.levels
        for cell in steps.prefix(shown).joined() { row.masks[cell] = full.masks[cell] }
        // The lamp comes on with the hour's first digit, as the prop lights it with the hour.
        if shown > steps.firstIndex(of: [RowLights.firstCell(of: .hour)])! {
            row.am = full.am
            row.pm = full.pm
        }
        rows[slot] = row
        return AnimationFrame(rows: rows, plates: target.map(\.plateName))
    }
}

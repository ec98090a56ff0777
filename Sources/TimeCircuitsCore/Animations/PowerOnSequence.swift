import FoundationEssentials

/// The power-on sequence at launch, as replica time-circuit displays run it: "TIME" scrolls in
/// from the right on the red row, then "CIRCUITS" on the green row, a step every 50 ms; "ON"
/// fades up on the amber row; a short hold; everything fades out; then the clock comes on, with
/// the month field lighting a beat after the rest (the prop's 14-segment driver is the slow one).
///
/// A pure function of time since launch: `frame(at:target:)` is what the window shows and what
/// `timecircuits render --animation power-on --animation-time T` draws.
public enum PowerOnSequence {
    /// One scroll step.
    public static let step: TimeInterval = 0.05
    /// The words, one a row, and when each starts scrolling.
    static let words: [(text: String, start: TimeInterval)] = [("TIME", 0), ("CIRCUITS", scrollTime)]
    /// Steps for a word to travel from the last cell to the first.
    static let scrollSteps = RowLights.cellCount
    /// How long one word's scroll lasts.
    static let scrollTime = Double(scrollSteps) * step
    /// "ON" fades up on the amber row.
    static let onFade = (start: 2 * scrollTime, end: 2 * scrollTime + 0.5)
    /// Everything lit holds until the fade-out.
    static let fadeOut = (start: 2.5, end: 2.9)
    /// Dark between the words and the clock.
    public static let clockOn: TimeInterval = 3.2
    /// The month field lights this long after the rest of the readout.
    public static let monthDelay: TimeInterval = 0.08
    /// The whole sequence; after it the clock runs as usual.
    public static let duration: TimeInterval = clockOn + monthDelay

    /// The frame `t` seconds after power-on, leading into `target` (the readouts the clock shows
    /// when the sequence ends); nil once the sequence is over.
    public static func frame(at t: TimeInterval, target: [RowContent]) -> AnimationFrame? {
        guard t < duration else { return nil }
        let plates = (target + Array(repeating: RowContent.dark, count: 3 - target.count)).map(\.plates)
        if t >= clockOn {
            // The clock itself, month last.
            let rows = (0..<3).map { slot in
                RowLights(readout: slot < target.count ? target[slot].readout : nil).with(.month, level: 0)
            }
            return AnimationFrame(rows: rows, plates: plates)
        }
        let fade: Double = switch t {
        case ..<fadeOut.start: 1
        case ..<fadeOut.end: 1 - (t - fadeOut.start) / (fadeOut.end - fadeOut.start)
        default: 0
        }
        var rows: [RowLights] = words.map { word in
            guard t >= word.start else { return .dark }
            // Step 1 puts the first letter in the last cell; the last step puts it in the first.
            let steps = min(Int(((t - word.start) / step).rounded(.down)) + 1, scrollSteps)
            return RowLights(text: word.text, start: scrollSteps - steps, level: fade)
        }
        let on = min(max((t - onFade.start) / (onFade.end - onFade.start), 0), 1)
        rows.append(RowLights(text: "ON", start: 0, level: on * fade))
        return AnimationFrame(rows: rows, plates: plates)
    }
}

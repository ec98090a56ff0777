import FoundationEssentials
import Glibc

/// An animation the face can play over the clock: the power-on sequence or a time travel.
///
/// Each is pure state plus a timing function; the shell runs its 60 Hz frame clock only while one
/// plays, and afterwards goes back to sleeping between colon edges.
public enum FaceAnimation: Sendable, Hashable {
    case powerOn
    /// From the rows shown before the cities changed; `seed` fixes the random flicker and noise.
    case timeTravel(from: [RowContent], seed: UInt64)
    /// A typed destination the time circuits cannot take: the row blinks, then shows what it
    /// showed before.
    case refusal(slot: Int)
    /// The decorative cycle's next trip, typed into the DESTINATION TIME row over `from` (the rows
    /// shown before) digit by digit, as someone at the keypad would.
    case typing(from: [RowContent], over: CivilDateTime, digits: [Int], cycle: HourCycle)
    /// Part III's date entry: the row in `slot` fills with its new readout character by
    /// character (`DateEntrySequence`).
    case dateEntry(slot: Int)
    /// The segments easing from the rows shown before to the clock's, over `duration` seconds.
    case ease(from: [RowContent], duration: TimeInterval)
    /// A message from the props' messages topic scrolling across the DESTINATION TIME row, from
    /// the right edge until its last letter has left, as the replica shows one.
    case message(String)

    /// The props' run-up to a time travel announced over MQTT: the rows throb, faster and deeper
    /// as the displacement nears, while the props on the shelf play theirs.
    case runUp(duration: TimeInterval)

    /// How long a message's letters take to move one cell.
    public static let messageStep: TimeInterval = 0.2

    /// How long each typed digit takes, and the pause after the last before the new trip shows.
    public static let typingStep: TimeInterval = 0.18
    static let typingHold: TimeInterval = 0.4

    /// How long a refused row blinks, and how often it goes dark in that time.
    public static let refusalDuration: TimeInterval = 0.6
    static let refusalBlinks = 3

    /// How long it plays.
    public var duration: TimeInterval {
        switch self {
        case .powerOn: PowerOnSequence.duration
        case .timeTravel: TimeTravelSequence.duration
        case .refusal: Self.refusalDuration
        case .typing(_, _, let digits, _): Double(digits.count) * Self.typingStep + Self.typingHold
        case .dateEntry: DateEntrySequence.duration
        case .ease(_, let duration): duration
        case .message(let text): Double(RowLights.cellCount + text.count) * Self.messageStep
        case .runUp(let duration): duration
        }
    }

    /// The frame `t` seconds in, leading to `target` (the rows the clock shows now); nil when the
    /// animation is over. A negative time (the wall clock stepped back after it started) is its
    /// first frame.
    public func frame(at time: TimeInterval, target: [RowContent]) -> AnimationFrame? {
        let t = max(0, time)
        return switch self {
        case .powerOn: PowerOnSequence.frame(at: t, target: target)
        case .timeTravel(let from, let seed): TimeTravelSequence.frame(at: t, from: from, to: target, seed: seed)
        case .refusal(let slot): Self.refusalFrame(at: t, slot: slot, target: target)
        case .typing(let from, let old, let digits, let cycle):
            Self.typingFrame(at: t, from: from, over: old, digits: digits, cycle: cycle)
        case .dateEntry(let slot): DateEntrySequence.frame(at: t, slot: slot, target: target)
        case .ease(let from, let duration): SegmentEase.frame(at: t, from: from, to: target, duration: duration)
        case .message(let text): Self.messageFrame(at: t, text: text, target: target)
        case .runUp(let duration): Self.runUpFrame(at: t, duration: duration, target: target)
        }
    }
}

extension FaceAnimation {
    /// The rows before, with the digits typed by `t` in the DESTINATION TIME row; nil once the
    /// last digit has been held a moment (the clock then shows the new trip).
    static func typingFrame(at t: TimeInterval, from: [RowContent], over old: CivilDateTime, digits: [Int],
                            cycle: HourCycle) -> AnimationFrame? {
        let typed = min(digits.count, Int((t / typingStep).rounded(.down)) + 1)
        guard t < Double(digits.count) * typingStep + typingHold, !from.isEmpty else { return nil }
        var entry = DestinationEntry(at: .distantPast)
        for d in digits.prefix(typed) { _ = entry.type(d, at: .distantPast) }
        var rows = from.map { RowLights(readout: $0.readout) }
        // The fields still to come blink as the keypad's do, at the colon's pace.
        rows[0] = entry.lights(over: old, cycle: cycle, blinkOn: (t * 2).rounded(.down).truncatingRemainder(dividingBy: 2) == 0)
        return AnimationFrame(rows: rows, plates: from.map(\.plates))
    }

    /// The message `t` seconds into its scroll on the DESTINATION TIME row, the other rows as they
    /// are; nil once its last letter has left the row.
    static func messageFrame(at t: TimeInterval, text: String, target: [RowContent]) -> AnimationFrame? {
        let steps = Int((t / messageStep).rounded(.down))
        guard steps < RowLights.cellCount + text.count, !target.isEmpty else { return nil }
        var rows = target.map { RowLights(readout: $0.readout) }
        rows[0] = RowLights(text: text, start: RowLights.cellCount - 1 - steps)
        return AnimationFrame(rows: rows, plates: target.map(\.plates))
    }

    /// The rows as they are, throbbing: from a slow, shallow swell at the start (1 Hz, 10 %) to a
    /// fast, deep one at the displacement (8 Hz, 45 %), like circuits charging. nil once over.
    static func runUpFrame(at t: TimeInterval, duration: TimeInterval, target: [RowContent]) -> AnimationFrame? {
        guard t < duration, duration > 0 else { return nil }
        let u = t / duration
        // The phase of a throb whose rate rises linearly from 1 to 8 Hz over the run-up.
        let phase = 2 * Double.pi * (t + 3.5 * u * t)
        let depth = 0.1 + 0.35 * u * u
        let level = 1 - depth * (0.5 - 0.5 * cos(phase))
        return AnimationFrame(rows: target.map { RowLights(readout: $0.readout).scaled(level) }, plates: target.map(\.plates))
    }

    /// The refused row dark for the first half of each blink, the other rows as they are.
    static func refusalFrame(at t: TimeInterval, slot: Int, target: [RowContent]) -> AnimationFrame? {
        guard t < refusalDuration else { return nil }
        let phase = t / (refusalDuration / Double(refusalBlinks))
        let dark = phase - phase.rounded(.down) < 0.5
        var rows = target.map { RowLights(readout: $0.readout) }
        if rows.indices.contains(slot), dark { rows[slot] = rows[slot].scaled(0) }
        return AnimationFrame(rows: rows, plates: target.map(\.plates))
    }
}

/// The animations by name, as `timecircuits render --animation` takes them.
public enum AnimationName: String, Sendable, CaseIterable {
    case powerOn = "power-on"
    case timeTravel = "time-travel"
}

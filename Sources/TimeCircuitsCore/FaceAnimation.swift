import Foundation

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

    /// How long a refused row blinks, and how often it goes dark in that time.
    public static let refusalDuration: TimeInterval = 0.6
    static let refusalBlinks = 3

    /// How long it plays.
    public var duration: TimeInterval {
        switch self {
        case .powerOn: PowerOnSequence.duration
        case .timeTravel: TimeTravelSequence.duration
        case .refusal: Self.refusalDuration
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
        }
    }
}

extension FaceAnimation {
    /// The refused row dark for the first half of each blink, the other rows as they are.
    static func refusalFrame(at t: TimeInterval, slot: Int, target: [RowContent]) -> AnimationFrame? {
        guard t < refusalDuration else { return nil }
        let phase = t / (refusalDuration / Double(refusalBlinks))
        let dark = phase - phase.rounded(.down) < 0.5
        var rows = target.map { RowLights(readout: $0.readout) }
        if rows.indices.contains(slot), dark { rows[slot] = rows[slot].scaled(0) }
        return AnimationFrame(rows: rows, plates: target.map(\.plateName))
    }
}

/// The animations by name, as `timecircuits render --animation` takes them.
public enum AnimationName: String, Sendable, CaseIterable {
    case powerOn = "power-on"
    case timeTravel = "time-travel"
}

import Foundation

/// An animation the face can play over the clock: the power-on sequence or a time travel.
///
/// Each is pure state plus a timing function; the shell runs its 60 Hz frame clock only while one
/// plays, and afterwards goes back to sleeping between colon edges.
public enum FaceAnimation: Sendable, Hashable {
    case powerOn
    /// From the rows shown before the cities changed; `seed` fixes the random flicker and noise.
    case timeTravel(from: [RowContent], seed: UInt64)

    /// How long it plays.
    public var duration: TimeInterval {
        switch self {
        case .powerOn: PowerOnSequence.duration
        case .timeTravel: TimeTravelSequence.duration
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
        }
    }
}

/// The animations by name, as `timecircuits render --animation` takes them.
public enum AnimationName: String, Sendable, CaseIterable {
    case powerOn = "power-on"
    case timeTravel = "time-travel"
}

import FoundationEssentials
import Glibc

/// How the colon between HOUR and MIN marks the seconds.
public enum ColonStyle: String, Sendable, CaseIterable, Codable {
    /// Lit for the first half of every wall-clock second, dim for the second half, switching
    /// instantly like a multiplexed LED.
    case step
    /// A smooth cosine fade that peaks on every whole second.
    case pulse
}

/// Colon brightness as a pure function of absolute wall-clock time.
///
/// Computed from the instant, never from a free-running animation, so the ticks stay phase-locked
/// to the real second whatever the launch time, and keep going when the readouts are frozen.
public enum ColonClock {
    /// Brightness of the dim half-second: the ghost LED still shows through the gel.
    public static let dimLevel = 0.0
    /// Brightness at full.
    public static let fullLevel = 1.0
    /// Lowest level the pulse reaches at each half-second.
    public static let pulseTroughLevel = 0.25

    /// Fraction of the current second elapsed, in 0..<1 (also for instants before 1970).
    public static func phase(at instant: Date) -> Double {
        let t = instant.timeIntervalSince1970
        return t - t.rounded(.down)
    }

    /// Step style: lit during the first half of each second.
    public static func isLit(at instant: Date) -> Bool { phase(at: instant) < 0.5 }

    /// Brightness in 0…1 for the given style.
    public static func level(at instant: Date, style: ColonStyle) -> Double {
        switch style {
        case .step:
            return isLit(at: instant) ? fullLevel : dimLevel
        case .pulse:
            let wave = 0.5 + 0.5 * cos(2 * Double.pi * phase(at: instant))
            return pulseTroughLevel + (fullLevel - pulseTroughLevel) * wave
        }
    }

    /// The next instant after `instant` at which the step colon switches (the next .0 or .5).
    /// Time between two colon edges: the wall-clock .0 and .5.
    public static let edgeInterval: TimeInterval = 0.5

    public static func nextEdge(after instant: Date) -> Date {
        let t = instant.timeIntervalSince1970
        let next = ((t / edgeInterval).rounded(.down) + 1) * edgeInterval
        return Date(timeIntervalSince1970: next)
    }

    /// The next whole minute after `instant`, when the digits change.
    public static func nextMinute(after instant: Date) -> Date {
        let t = instant.timeIntervalSince1970
        return Date(timeIntervalSince1970: ((t / 60).rounded(.down) + 1) * 60)
    }
}

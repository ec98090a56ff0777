import FoundationEssentials
import Glibc

/// Bars easing between two readouts, as the segment article's digits do: a bar that turns on
/// fades and rises in, one that turns off sinks and fades out, the bars lit in both stay lit.
public struct SegmentEase: Sendable, Hashable {
    /// The masks shown before, one per cell, as `RowLights.masks`.
    public var from: [UInt16]
    /// How far along, 0 (the old bars) … 1 (the new), already eased.
    public var progress: Double

    public init(from: [UInt16], progress: Double) {
        self.from = from
        self.progress = progress
    }

    /// Steps of `progress`: frames that cannot look different compare equal and are not painted.
    static let steps = 64.0

    /// Ease-in-out (cubic): slow to leave, slow to arrive, as SwiftUI's `.easeInOut`.
    public static func curve(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
    }

    /// The face `t` seconds into easing from `from` to `to`; nil once `duration` has passed.
    /// The AM/PM lamps ease with the bars.
    public static func frame(at t: TimeInterval, from: [RowContent], to target: [RowContent], duration: TimeInterval) -> AnimationFrame? {
        guard t < duration, from.count == target.count else { return nil }
        let p = (curve(t / duration) * steps).rounded() / steps
        let rows = zip(from, target).map { old, new -> RowLights in
            let before = RowLights(readout: old.readout)
            var row = RowLights(readout: new.readout)
            if before.masks != row.masks { row.easing = SegmentEase(from: before.masks, progress: p) }
            row.am = before.am + (row.am - before.am) * p
            row.pm = before.pm + (row.pm - before.pm) * p
            return row
        }
        return AnimationFrame(rows: rows, plates: target.map(\.plates))
    }
}

import CX11
import Foundation

/// Carries out the model's start and stop of the alarm sound: a sound repeating until stopped.
/// When no sound can be played it rings the X bell once a second instead, and says so once on
/// stderr. How long an alarm rings is the model's decision, never this one's.
final class AlarmSounder {
    private let display: DisplayConnection
    /// When the bell last rang, while the alarm sounds through it; nil when silent.
    private var lastBell: Date?

    /// The bell repeats this often while an alarm rings without a sound.
    static let bellInterval: TimeInterval = 1

    init(display: DisplayConnection) {
        self.display = display
    }

    func start(at now: Date) {
        bell(at: now)
    }

    func stop() {
        lastBell = nil
    }

    /// Rings the bell again when it is due.
    func tick(at now: Date) {
        guard let last = lastBell, now.timeIntervalSince(last) >= Self.bellInterval || now < last else { return }
        bell(at: now)
    }

    /// How long the loop may sleep before the bell is due again; -1 when it is not ringing.
    func timeoutMilliseconds(at now: Date) -> Int32 {
        guard let last = lastBell else { return -1 }
        let left = Self.bellInterval - now.timeIntervalSince(last)
        return Int32(max(0, min(Self.bellInterval, left)) * 1000 + 1)
    }

    private func bell(at now: Date) {
        lastBell = now
        XBell(display.pointer, 0)
        XFlush(display.pointer)
    }
}

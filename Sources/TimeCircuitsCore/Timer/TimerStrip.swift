import FoundationEssentials

/// The timer face's strip: every timer but the one shown large, each a small readout of its name,
/// what is left and its light, and the pace the readouts are read at.
///
/// The readouts keep time with one timer, the strip's pacer: the large one while it moves, else
/// the first in the strip that moves. They are read at the pacer's last second edge, so they all
/// change together with it, and ten running timers cost the loop the wake-ups one costs (issue 62):
/// it wakes for the large timer's seconds, never for a second edge of a readout's own. A readout
/// is then up to a second behind its timer, which no glance at a strip can tell. Read at the wake
/// instead, a readout whose own second passed while the loop woke a few milliseconds late for the
/// large one's would differ from the frame painted ahead for that edge, and the second would be
/// painted again in full rather than shown with one copy. The ends are not the strip's: every
/// timer's end wakes the loop at its instant (`Timers.nextWake`), and the readout of a timer that
/// has ended says so at once.
struct TimerStrip {
    /// The timers in the strip, in the list's order, the first timer's first.
    let timers: [NamedTimer]
    /// The countdown the readouts keep time with; nil while none of them, nor the large one, moves.
    private let pacer: CountdownTimer?
    /// Whether the pacer is in the strip (the large timer stands still), so its seconds are wake-ups
    /// of the strip's own; otherwise the large timer's seconds wake the loop anyway.
    private let pacesItself: Bool

    init(large: CountdownTimer, beside timers: [NamedTimer]) {
        self.timers = timers
        let own = timers.lazy.map(\.countdown).first(where: \.moves)
        pacer = large.moves ? large : own
        pacesItself = !large.moves && own != nil
    }

    /// The instant the readouts are read at, for `boot`: the pacer's last second edge.
    func reading(at boot: Double) -> Double { pacer?.lastSecond(atOrBefore: boot) ?? boot }

    /// The readouts at `boot`.
    func plates(at boot: Double) -> [StripPlate] {
        let at = reading(at: boot)
        return timers.map { Self.readout($0, at: at, now: boot) }
    }

    /// The next instant after `boot` the strip changes, where the large timer does not wake the
    /// loop for it: the pacer's next second, when it is one of the strip's own.
    func nextWake(after boot: Double) -> Double? { pacesItself ? pacer?.nextSecond(after: boot) : nil }

    /// `TEA 3:12`, or `+0:42` in overtime: timer `t` read at `reading`, shown at `boot`.
    static func readout(_ t: NamedTimer, at reading: Double, now boot: Double) -> StripPlate {
        var shown = t.countdown.shown(at: reading)
        if t.countdown.isRunning {
            // One started (or restarted, or gone on to its next phase) since the reading would read
            // more than its length: it reads its length, as it did set, until the next edge.
            shown.seconds = min(shown.seconds, max(t.countdown.shown(at: boot).seconds, t.countdown.duration))
        }
        let left = (shown.overtime ? "+" : "") + TimerDuration.text(shown.seconds)
        let lit = t.countdown.moves ? t.countdown.thresholds.phase(showing: shown.seconds, overtime: shown.overtime) : nil
        // A timer with no name is called by its length, which the readout shows already.
        let name = t.name.isEmpty && t.cycle == nil ? "TIMER" : t.title.uppercased()
        return StripPlate(text: "\(name) \(left)", phase: lit)
    }

    /// The timer of the readout at `index` of the strip laid out (`BigDigitsLayout.strip`, from
    /// the first): what a click on it brings forward.
    func timer(at index: Int) -> NamedTimer? { timers.indices.contains(index) ? timers[index] : nil }
}

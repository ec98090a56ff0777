import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// Logs what each paint cost, for measuring the frame clock (`TIMECIRCUITS_TRACE_TIMING=1`).
///
/// One line per paint on stderr, as `key=value` tokens for the benchmark to parse:
/// `timecircuits: trace colon|minute tick=<unix s> woke=<ms> flushed=<ms> work=<ms> by=timer|event`, where
/// woke and flushed count from the tick the frame belongs to (a .0/.5 edge, or a 60 Hz tick), work
/// is the time spent painting and sending, and by says whether the loop's own timer woke it (an
/// event's wake can land on an edge by chance on a loaded machine, and is not the loop's paint); and `timecircuits: trace relayout size=<W>x<H> [base=ahead|painted
/// screen=kept|new] work=<ms>` for each full layout and render at a new size, the first frame
/// included (with its parts, `wait=<ms>` for the face painted ahead among them, and `at=<unix s>`,
/// its flush); `timecircuits: trace sketch size=<W>x<H> from=scaled|rendered:<w>x<h> ...` for each
/// sketch shown while the size changes (`SketchFrame`); and
/// `timecircuits: trace prepare work=<ms>` for each minute rendered ahead of its edge (the real
/// cost of a minute change: the edge itself is one server-side copy); and
/// `timecircuits: trace frame work=<ms>` for each animation frame that changed the picture; and
/// `timecircuits: trace animation ended by=input|time after=<s>` when a sequence stops.
struct TimingTrace {
    /// When the loop last woke, and whether its own timer (the wall or the boot clock's) woke it.
    struct Wake {
        let at: Date
        let byTimer: Bool
    }

    func painted(_ work: BackBuffer.Work, tick: Date, woke: Wake?, started: Date, display: DisplayConnection) {
        display.flush()
        let done = Date()
        let t = tick.timeIntervalSince1970
        func ms(_ d: Date) -> Double { (d.timeIntervalSince1970 - t) * 1000 }
        let kind = work == .lights ? "minute" : "colon"
        log("\(kind) tick=\(f3(t)) woke=\(f3(ms(woke?.at ?? started))) flushed=\(f3(ms(done))) work=\(f3(done.timeIntervalSince(started) * 1000))"
            + " by=\(woke?.byTimer == true ? "timer" : "event")")
    }

    /// A second of the timer sent: from waking (on the boot clock's edge) to the flush.
    func timerPainted(woke: Date, started: Date, display: DisplayConnection) {
        display.flush()
        let done = Date()
        log("second woke=\(f3(woke.timeIntervalSince1970)) flushed=\(f3(done.timeIntervalSince(woke) * 1000)) work=\(f3(done.timeIntervalSince(started) * 1000))")
    }

    func animated(started: Date, display: DisplayConnection) {
        display.flush()
        log("frame work=\(f3(Date().timeIntervalSince(started) * 1000))")
    }

    func prepared(started: Date, phases: [(name: String, ms: Double)] = [], display: DisplayConnection) {
        display.flush()
        let parts = phases.map { " \($0.name)=" + f3($0.ms) }.joined()
        log("prepare work=\(f3(Date().timeIntervalSince(started) * 1000))" + parts)
    }

    func relayout(width: Int, height: Int, base: String? = nil, started: Date, phases: [(name: String, ms: Double)] = [],
                  display: DisplayConnection) {
        display.flush()
        let parts = phases.map { " \($0.name)=" + f3($0.ms) }.joined()
        let done = Date()
        log("relayout size=\(width)x\(height)" + (base.map { " base=\($0)" } ?? "") + " work=\(f3(done.timeIntervalSince(started) * 1000))" + parts
            + " at=\(f3(done.timeIntervalSince1970))")
    }

    /// A background painted for the size a drag's sketch showed, on a thread of its own
    /// (`ResizeBackground`): `trace background size=<W>x<H> work=<ms> at=<unix s>`, at its end. A
    /// relayout at that size with `base=ahead` took it, so a whole relayout's work is the two together.
    /// One given up for a newer size: `trace abandoned size=<W>x<H> work=<ms> at=<unix s>`.
    func backgroundAhead(width: Int, height: Int, ms: Double, abandoned: Bool = false) {
        log((abandoned ? "abandoned" : "background") + " size=\(width)x\(height) work=\(f3(ms)) at=\(f3(Date().timeIntervalSince1970))")
    }

    /// A sketch shown while the size changes: `trace sketch size=<W>x<H> from=<how>:<w>x<h> work=<ms> at=<unix s>`,
    /// work counted from the model's handling of the first size it stands for to the server's
    /// having shown it.
    func sketched(width: Int, height: Int, madeFrom: String, started: Date, phases: [(name: String, ms: Double)],
                  display: DisplayConnection) {
        // Synced, not flushed: the server's scaling is most of a sketch's cost at 4K, and a flush
        // would count none of it.
        let shown = Date()
        display.sync()
        let done = Date()
        let parts = (phases + [("show", done.timeIntervalSince(shown) * 1000)]).map { " \($0.name)=" + f3($0.ms) }.joined()
        log("sketch size=\(width)x\(height) from=\(madeFrom) work=\(f3(done.timeIntervalSince(started) * 1000))"
            + parts + " at=\(f3(done.timeIntervalSince1970))")
    }

    /// A time travel's first frame sent to the server: `trace travel shown=<unix s> due=<unix s>`,
    /// the moment the displacement started on the screen and the one the model set for it, which
    /// TIMETRAVEL leads by its run-up (the two differ by how late a loaded machine let it show).
    func travelShown(at instant: Date, due: Date) {
        log("travel shown=\(f3(instant.timeIntervalSince1970)) due=\(f3(due.timeIntervalSince1970))")
    }

    /// A sequence stopped, cut short by an input (a key, a click, a call) or at its length, `after`
    /// seconds into it: the tests tell a skip from a sequence that ran out without timing either.
    func animationEnded(byInput: Bool, after seconds: Double) {
        log("animation ended by=\(byInput ? "input" : "time") after=\(f3(seconds))")
    }

    /// Milliseconds and seconds to the microsecond, as the benchmark parses them.
    private func f3(_ x: Double) -> String { NumberText.fixed(x, places: 3) }

    private func log(_ line: String) {
        StandardError.write("timecircuits: trace \(line)\n")
    }
}

/// The parts of one piece of work, timed for the trace: each `lap` names the time since the last.
struct Laps {
    private var last = Date()
    private(set) var parts: [(name: String, ms: Double)] = []

    mutating func lap(_ name: String) {
        let now = Date()
        parts.append((name, now.timeIntervalSince(last) * 1000))
        last = now
    }
}

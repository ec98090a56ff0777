import Foundation

/// Logs what each paint cost, for measuring the frame clock (`TIMECIRCUITS_TRACE_TIMING=1`).
///
/// One line per paint on stderr, as `key=value` tokens for the benchmark to parse:
/// `timecircuits: trace colon|minute tick=<unix s> woke=<ms> flushed=<ms> work=<ms>`, where woke and
/// flushed count from the tick the frame belongs to (a .0/.5 edge, or a 60 Hz tick) and work is
/// the time spent painting and sending; and `timecircuits: trace relayout size=<W>x<H> work=<ms>`
/// for each full layout and render at a new size, the first frame included; and
/// `timecircuits: trace prepare work=<ms>` for each minute rendered ahead of its edge (the real
/// cost of a minute change: the edge itself is one server-side copy); and
/// `timecircuits: trace frame work=<ms>` for each animation frame that changed the picture.
struct TimingTrace {
    func painted(_ work: BackBuffer.Work, tick: Date, woke: Date, started: Date, display: DisplayConnection) {
        display.flush()
        let done = Date()
        let t = tick.timeIntervalSince1970
        func ms(_ d: Date) -> Double { (d.timeIntervalSince1970 - t) * 1000 }
        let kind = work == .lights ? "minute" : "colon"
        log(String(format: "%@ tick=%.3f woke=%.3f flushed=%.3f work=%.3f", kind, t, ms(woke), ms(done),
                   done.timeIntervalSince(started) * 1000))
    }

    /// A second of the timer sent: from waking (on the boot clock's edge) to the flush.
    func timerPainted(woke: Date, started: Date, display: DisplayConnection) {
        display.flush()
        let done = Date()
        log(String(format: "second woke=%.3f flushed=%.3f work=%.3f", woke.timeIntervalSince1970,
                   done.timeIntervalSince(woke) * 1000, done.timeIntervalSince(started) * 1000))
    }

    func animated(started: Date, display: DisplayConnection) {
        display.flush()
        log(String(format: "frame work=%.3f", Date().timeIntervalSince(started) * 1000))
    }

    func prepared(started: Date, phases: [(name: String, ms: Double)] = [], display: DisplayConnection) {
        display.flush()
        let parts = phases.map { " \($0.name)=" + String(format: "%.3f", $0.ms) }.joined()
        log(String(format: "prepare work=%.3f", Date().timeIntervalSince(started) * 1000) + parts)
    }

    func relayout(width: Int, height: Int, started: Date, phases: [(name: String, ms: Double)] = [], display: DisplayConnection) {
        display.flush()
        let parts = phases.map { " \($0.name)=" + String(format: "%.3f", $0.ms) }.joined()
        log(String(format: "relayout size=%dx%d work=%.3f", width, height, Date().timeIntervalSince(started) * 1000) + parts)
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data("timecircuits: trace \(line)\n".utf8))
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

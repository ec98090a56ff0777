/// The stopwatch: elapsed time on the boot clock (`CLOCK_BOOTTIME`), so neither a wall-clock step
/// nor a suspend in between moves it wrongly, and the laps taken.
///
/// Instants are boot-clock seconds, as the shell reads them for each input; the value decides
/// nothing by itself about time passing, so tests drive it with plain numbers.
public struct Stopwatch: Sendable, Hashable {
    public enum State: Sendable, Hashable {
        /// At zero, never started since the last reset.
        case reset
        /// Counting since `since` (boot clock), with `before` seconds from earlier runs.
        case running(since: Double, before: Double)
        /// Stopped at `elapsed` seconds.
        case stopped(elapsed: Double)

        /// `reset`, `running` or `stopped`, as the D-Bus status and `now --json` name it.
        public var name: String {
            switch self {
            case .reset: "reset"
            case .running: "running"
            case .stopped: "stopped"
            }
        }
    }

    public var state: State
    /// The elapsed time at each lap, oldest first (splits; a lap's own time is the difference).
    public var laps: [Double]

    public init(state: State = .reset, laps: [Double] = []) {
        self.state = state
        self.laps = laps
    }

    /// Seconds counted at `boot`.
    public func elapsed(at boot: Double) -> Double {
        switch state {
        case .reset: 0
        case .running(let since, let before): before + max(0, boot - since)
        case .stopped(let elapsed): elapsed
        }
    }

    public var isRunning: Bool { if case .running = state { true } else { false } }

    /// Space: start, stop, or go on from where it stopped.
    public mutating func startOrStop(at boot: Double) {
        switch state {
        case .reset: state = .running(since: boot, before: 0)
        case .running: state = .stopped(elapsed: elapsed(at: boot))
        case .stopped(let elapsed): state = .running(since: boot, before: elapsed)
        }
    }

    /// L or Enter: a lap, while running; false (nothing taken) otherwise.
    @discardableResult
    public mutating func lap(at boot: Double) -> Bool {
        guard isRunning else { return false }
        laps.append(elapsed(at: boot))
        return true
    }

    /// Esc: back to zero, laps cleared, while stopped; false (nothing done) otherwise, so a stray
    /// Esc never loses a running time.
    @discardableResult
    public mutating func reset() -> Bool {
        guard case .stopped = state else { return false }
        self = Stopwatch()
        return true
    }

    /// The display's frame period: the hundredths change faster than any screen shows them, so
    /// the face is repainted once a frame while running, and never while stopped.
    public static let frameInterval = 1.0 / 60

    /// The next boot instant at which the display changes: the next frame while running.
    public func nextChange(after boot: Double) -> Double? {
        guard case .running(let since, _) = state else { return nil }
        let frames = ((boot - since) / Self.frameInterval).rounded(.down) + 1
        return since + frames * Self.frameInterval
    }

    /// Each lap's own time, oldest first.
    public var lapTimes: [Double] {
        laps.indices.map { laps[$0] - ($0 > 0 ? laps[$0 - 1] : 0) }
    }
}

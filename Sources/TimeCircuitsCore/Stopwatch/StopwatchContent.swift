/// What the stopwatch face shows: minutes and seconds on the big windows (hours from an hour up),
/// hundredths on the small one, and the last laps on plates, the fastest and slowest marked.
public enum StopwatchContent {
    /// Lap plates the face has room for at most.
    public static let lapPlates = 4

    /// The face for `stopwatch` at boot-clock `boot`.
    public static func picture(_ stopwatch: Stopwatch, at boot: Double) -> BigDigitsContent {
        let hundredths = Self.hundredths(stopwatch.elapsed(at: boot))
        let seconds = hundredths / 100
        let big = BigDigitsContent.fields(TimerDuration.text(seconds))
        let windows = big.count == 3 ? ["HR", "MIN", "SEC"] : ["MIN", "SEC"]
        let shape = BigDigitsShape(windows: windows, fraction: fractionLabel, status: true, laps: lapPlates)
        let status: String
        let phase: TimerPhase
        switch stopwatch.state {
        case .reset: (status, phase) = ("READY", .green)
        case .running: (status, phase) = (stopwatch.laps.isEmpty ? "RUNNING" : "LAP \(stopwatch.laps.count + 1)", .green)
        // Stopped reads in amber, as a held reading does on a lap counter.
        case .stopped: (status, phase) = ("STOPPED", .amber)
        }
        return BigDigitsContent(shape: shape, fields: big + [two(hundredths % 100)], phase: phase,
                                plates: BigDigitsPlates(status: status, laps: lapPlates(stopwatch)))
    }

    /// The small window's label.
    public static let fractionLabel = "1/100"

    /// Whole hundredths in `seconds`, truncated as every stopwatch does: 0.999 is not yet 1.00.
    public static func hundredths(_ seconds: Double) -> Int {
        Int((max(0, seconds) * 100 + 1e-7).rounded(.down))
    }

    /// `1:05.20`, `1:02:03.45`: a time to the hundredth, as the lap plates and `now` spell it.
    public static func text(_ seconds: Double) -> String {
        let cs = hundredths(seconds)
        return TimerDuration.text(cs / 100) + "." + String(two(cs % 100))
    }

    /// The newest laps first: `LAP 3  0:21.35  1:05.20` (number, lap time, split).
    static func lapPlates(_ stopwatch: Stopwatch) -> [LapPlate] {
        let times = stopwatch.lapTimes
        // Marks need something to compare: two laps at least.
        let fastest = times.count >= 2 ? times.indices.min { times[$0] < times[$1] } : nil
        let slowest = times.count >= 2 ? times.indices.max { times[$0] < times[$1] } : nil
        return times.indices.reversed().prefix(lapPlates).map { i in
            let mark: LapMark? = i == fastest ? .fastest : i == slowest && times[i] != times[fastest ?? i] ? .slowest : nil
            return LapPlate(text: "LAP \(i + 1)  \(text(times[i]))  \(text(stopwatch.laps[i]))", mark: mark)
        }
    }

    private static func two(_ n: Int) -> [Character] { Array(n < 10 ? "0\(n)" : "\(n)") }
}

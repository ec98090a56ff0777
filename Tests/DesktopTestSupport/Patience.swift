import Foundation

/// How long a test waits for something that is to come: the one deadline of every wait that
/// expects an outcome (a window showing a face, a notice, a name on the bus, a process's end).
///
/// Why a minute: CI runs the suite on a loaded two-core machine, where what takes a fraction of
/// a second on a quiet one has been seen to take 18 s, with whole batches of tests held up
/// together for 30 s. A wait ends as soon as its condition holds, so a long deadline costs a
/// passing run nothing; only a failing one waits it out. Waits that expect nothing to happen
/// (a probe, "stays quiet for a while") say their own short span instead.
public enum Patience {
    /// The deadline, in seconds.
    public static let seconds: TimeInterval = 60
}

public extension Duration {
    /// `Patience.seconds` as a Duration, for the bus's `run(until:timeout:)`.
    static var patience: Duration { .seconds(Patience.seconds) }
}

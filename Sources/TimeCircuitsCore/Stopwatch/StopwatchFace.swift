import FoundationEssentials

/// The stopwatch face's part of the clock: the stopwatch, the record the state file holds, and
/// what its keys and commands do. `ClockModel` routes to it while the face shows (and the bus's
/// commands whichever face shows); it decides, and says what to save. In the shape docs/ARCHITECTURE.md
/// ("The shape rules") asks of the model's parts, it takes one `Input` through `handle` and answers in its
/// `Event`s.
public struct StopwatchFace: Sendable {
    public private(set) var stopwatch: Stopwatch
    /// The record as the state file holds it; nil when this run writes none.
    public private(set) var saved: StopwatchRecord?
    /// The boot this run is in, for the record.
    let bootID: String
    /// `timecircuits stopwatch --start`: start (or go on) when the window first shows.
    private(set) var startsAtLaunch: Bool

    public init(stopwatch: Stopwatch = Stopwatch(), saved: StopwatchRecord? = nil, bootID: String = "",
                startsAtLaunch: Bool = false) {
        self.stopwatch = stopwatch
        self.saved = saved
        self.bootID = bootID
        self.startsAtLaunch = startsAtLaunch
    }

    /// What can happen to the stopwatch face.
    public enum Input: Sendable, Hashable {
        /// The window first shows: `--start` takes effect now, not when the model is built.
        case launch
        /// A key while the face shows; one that is not the stopwatch's is `.declined`.
        case key(KeyPress)
        /// A command from the bus or `ctl`, whichever face shows.
        case command(Command)
    }

    /// Applies one input at boot-clock `boot` (the stopwatch's clock) and wall `wall` (for the
    /// record, which keeps the two clocks' difference). Returns what to save, or `.declined`
    /// alone for a key that is not the stopwatch's.
    mutating func handle(_ input: Input, boot: Double, wall: Date) -> [Event] {
        switch input {
        case .launch: return launch(boot: boot, wall: wall)
        case .key(let press):
            guard let command = Self.command(for: press) else { return [.declined] }
            return perform(command, boot: boot, wall: wall)
        case .command(let command): return perform(command, boot: boot, wall: wall)
        }
    }

    /// The launch: `--start` starts a stopwatch that is not already running (one counting through
    /// a restart goes on untouched). Returns what to save.
    private mutating func launch(boot: Double, wall: Date) -> [Event] {
        guard startsAtLaunch else { return [] }
        startsAtLaunch = false
        return perform(.start, boot: boot, wall: wall)
    }

    /// What the face did, for `ClockModel` to carry out.
    public enum Event: Sendable, Hashable {
        /// The key is not the stopwatch's: the window's bindings apply to it. An empty answer
        /// instead means the face took the input and had nothing to save.
        case declined
        /// The stopwatch's record changed: this goes to its state file.
        case recordChanged(FileChange<StopwatchRecord>)
    }

    /// What the stopwatch's keys and `ctl stopwatch` ask for.
    public enum Command: String, Sendable, Hashable, CaseIterable {
        /// Space: start, or stop (and go on from there at the next start).
        case startStop = "start-stop"
        case start
        case stop
        /// L or Enter while running.
        case lap
        /// Esc while stopped: back to zero.
        case reset
    }

    /// The command a key on the face means; nil for a key that is not the stopwatch's.
    private static func command(for press: KeyPress) -> Command? {
        guard press.modifiers.significant.subtracting(.shift).isEmpty else { return nil }
        switch press.keysym {
        case Keysym.space: return .startStop
        case Keysym.l, Keysym.capitalL, Keysym.returnKey, Keysym.keypadEnter: return .lap
        case Keysym.escape: return .reset
        default: return nil
        }
    }

    /// Why `command` cannot be done now, for the bus and `ctl`; nil when it can.
    public func refusal(_ command: Command) -> String? {
        switch (command, stopwatch.state) {
        case (.start, .running): "the stopwatch is already running"
        case (.stop, .reset), (.stop, .stopped): "the stopwatch is not running"
        case (.lap, .reset), (.lap, .stopped): "the stopwatch is not running: laps are taken while it runs"
        case (.reset, .running): "the stopwatch is running: stop it first"
        default: nil
        }
    }

    /// Carries out `command` at boot-clock `boot`; a command that means nothing now (a lap while
    /// stopped) changes nothing. Returns what to save.
    private mutating func perform(_ command: Command, boot: Double, wall: Date) -> [Event] {
        switch command {
        case .startStop: stopwatch.startOrStop(at: boot)
        case .start: if !stopwatch.isRunning { stopwatch.startOrStop(at: boot) }
        case .stop: if stopwatch.isRunning { stopwatch.startOrStop(at: boot) }
        case .lap: stopwatch.lap(at: boot)
        case .reset: stopwatch.reset()
        }
        return save(boot: boot, wall: wall)
    }

    /// Asks for the record to be written, when this run keeps one and it changed.
    private mutating func save(boot: Double, wall: Date) -> [Event] {
        guard let base = saved, base.stopwatch != stopwatch else { return [] }
        let record = StopwatchRecord(stopwatch: stopwatch, bootID: bootID, wallMinusBoot: wall.timeIntervalSince1970 - boot)
        saved = record
        return [.recordChanged(FileChange(base: base, mine: record))]
    }

    /// What the face shows at `boot`.
    public func picture(at boot: Double) -> BigDigitsContent { StopwatchContent.picture(stopwatch, at: boot) }

    /// The next boot instant the face changes while it shows: a frame while running.
    public func nextWake(afterBoot boot: Double) -> Double? { stopwatch.nextChange(after: boot) }
}

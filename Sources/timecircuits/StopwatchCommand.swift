import ArgumentParser
import TimeCircuitsCore

/// `timecircuits stopwatch`: the window, opened on the stopwatch face.
struct StopwatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stopwatch",
        abstract: TimeCircuitsCommand.words("Open the window on the stopwatch."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("The stopwatch shows minutes and seconds on the big windows (hours from an hour up) and hundredths on the small one; it counts on the boot clock, so a change of the computer's time does not move it, and it keeps counting through a restart of the program."),
            TimeCircuitsCommand.words("Keys on the stopwatch face: Space starts and stops (and goes on from there); L or Enter takes a lap while it runs; Esc resets it to zero while it is stopped. The last laps show on plates (number, lap time, split), the fastest in green and the slowest in red. Ctrl+S switches between the stopwatch and the clock, Ctrl+T to the timer.")
        ], examples: [
            "timecircuits stopwatch",
            "timecircuits stopwatch --start --on-top",
            "timecircuits ctl stopwatch start"
        ])
    )

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Start the stopwatch as soon as the window shows (one already running goes on).")))
    var start = false

    @OptionGroup var options: WindowOptions

    func run() throws {
        try options.open { overrides in
            overrides.screen = .stopwatch
            overrides.startsStopwatch = start
        }
    }
}

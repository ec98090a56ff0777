import ArgumentParser
import TimeCircuitsCore

/// `timecircuits timer [DURATION]`: the window, opened on the timer face.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: TimeCircuitsCommand.words("Open the window on the countdown timer."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("DURATION sets the countdown: 18m, 90s, 1h30m, 12:30 (minutes and seconds), 1:02:03, or a bare number of minutes; from 0:01 to 23:59:59. Without it the timer shows as it was left (a running countdown survives a restart) or at the first preset."),
            TimeCircuitsCommand.words("Keys on the timer face: Space starts, pauses and resumes; Esc cancels back to the set time; Home (or a double-click on the digits) restores the full set time; digits typed fill from the right (1 8 0 0 is 18:00) and Backspace removes the last; the wheel or a drag up and down on the digits changes the field under the pointer. Ctrl+1 to Ctrl+9 selects a preset, Ctrl+Shift+1 to 9 stores the time and thresholds in it; the wheel over the AMBER and RED lamps moves their thresholds. Ctrl+T switches between the timer and the clock.")
        ], examples: [
            "timecircuits timer 18m",
            "timecircuits timer 5:00 --start --on-top",
            "timecircuits timer add 4m --name Tea --start",
            "timecircuits timer add pomodoro --name Focus --start",
            "timecircuits timer list --json",
            "timecircuits timer pause Tea"
        ]),
        subcommands: [Add.self, List.self, Start.self, Pause.self, Cancel.self, Skip.self, Remove.self]
    )

    // Every word the parser does not know lands here, so that `timer -5m` is read as a duration
    // (and refused as a negative one) rather than as an unknown option.
    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp(TimeCircuitsCommand.words("The countdown's length, e.g. 18m, 90s, 1h30m or 12:30."), valueName: "duration"))
    var words: [String] = []

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Start counting down as soon as the window shows.")))
    var start = false

    @OptionGroup var options: WindowOptions

    func run() throws {
        // `timer add 4m --name Tea`: the words the parser left here name a subcommand (the
        // duration argument takes every word, so the parser cannot tell them apart itself).
        if let first = words.first, let sub = Self.configuration.subcommands.first(where: { $0.configuration.commandName == first }) {
            var command = try sub.parse(Array(words.dropFirst()) + (start ? ["--start"] : []))
            return try command.run()
        }
        guard words.count <= 1 else {
            throw InputError(TimeCircuitsCommand.words("one duration, please, not %1$s; expected e.g. 18m", "\(words.map(QuotedInput.quoted).joined(separator: " "))"))
        }
        let seconds = try words.first.map { text throws(InputError) in
            switch TimerDuration.parse(text, words: TimeCircuitsCommand.words) {
            case .success(let s): return s
            case .failure(let e): throw InputError(TimeCircuitsCommand.words("invalid timer duration: %1$s", e.message))
            }
        }
        if start && seconds == nil { throw InputError(TimeCircuitsCommand.words("--start needs a duration, e.g. timecircuits timer 18m --start")) }
        try options.open { overrides in
            overrides.screen = .timer
            overrides.timerDuration = seconds
            overrides.startsTimer = start
        }
    }
}

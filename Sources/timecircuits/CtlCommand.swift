import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsServices

/// `timecircuits ctl VERB …`: drive the clock already on screen through its D-Bus interface.
struct CtlCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ctl",
        abstract: TimeCircuitsCommand.words("Control the running clock (through its D-Bus interface)."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("Verbs: %1$s", ControlVerb.usage),
            TimeCircuitsCommand.words("The clock on --display (or $DISPLAY) is asked, else the first clock on the session bus. With no clock running this says so and exits 69; a bad argument exits 64 before anything is sent; a request the clock refuses (pause with no countdown running) exits 1.")
        ], examples: [
            "timecircuits ctl travel 1955-11-05T06:00",
            "timecircuits ctl return",
            "timecircuits ctl timer 18m",
            "timecircuits ctl timer pause",
            "timecircuits ctl night on",
            "timecircuits ctl depart-at 2031-01-01T00:00",
            "timecircuits ctl theme neon",
            "timecircuits ctl display-mode minimal",
            "timecircuits ctl status --json"
        ])
    )

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The X display whose clock to ask (default: $DISPLAY)."), valueName: "name"))
    var display: String?

    // Every word lands here, `--json` and negative-looking durations included, so the verbs are
    // read by one parser (ControlVerb) whose refusals are one line each.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(TimeCircuitsCommand.words("A verb and its argument."), valueName: "verb"))
    var words: [String] = []

    /// EX_UNAVAILABLE: the service (the clock) is not there.
    static let noClock = ExitCode(69)

    func run() throws {
        let verb = try ControlVerb.parse(words, words: TimeCircuitsCommand.words)
        if case .command(.departAt(let date?)) = verb {
            // A minute already come is bad input (the clock would refuse it too), said before
            // anything is sent; it is read in PRESENT TIME's zone, as the clock reads it.
            let face = LaunchSettings.load().setup(LaunchOverrides()).face
            if DepartureCountdown(to: date.instant(in: face.presentZone), at: Date()) == nil {
                throw InputError(TimeCircuitsCommand.words("%1$s has already come: depart-at takes a time still to come (travel goes there now)",
                                                           date.description))
            }
        }
        let client: ControlClient
        do throws(BusError) {
            let environment = ProcessInfo.processInfo.environment
            client = try ControlClient.connect(display: display ?? environment["DISPLAY"], environment: environment)
        } catch {
            TimeCircuitsCommand.fail(error.message, status: Self.noClock)
        }
        do throws(BusError) {
            switch verb {
            case .command(let command):
                try client.send(command)
            case .status(let json):
                let status = try client.status()
                if json {
                    print((try? NowCommand.json(status)) ?? "{}")
                } else {
                    print(Self.lines(status))
                    AlarmServiceWords.lines(AlarmServiceQuery.ask(environment: ProcessInfo.processInfo.environment)).forEach { print($0) }
                }
            }
        } catch {
            TimeCircuitsCommand.fail(error.message, status: error.isServiceMissing ? Self.noClock : .failure)
        }
    }

    /// `status` as aligned lines: the rows as `now` prints them, then the rest. The labels are in
    /// the user's language, and whether the panel shows; the other values (running, world, on…) are
    /// written as the verbs take them.
    static func lines(_ s: ClockStatus) -> String {
        let words = TimeCircuitsCommand.words
        func onOff(_ on: Bool) -> String { on ? "on" : "off" }
        // A planned row says its city's state, as `now` prints it.
        let rows = zip(NowCommand.lines(s.rows.map { r in (r.name.uppercased(), r.readout) }), s.rows).map { line, row in
            row.state.map { line + "  " + $0.label(words) } ?? line
        }
        let planned = s.planned.isEmpty ? [] : [words("Planned: %1$s", s.plannedText)]
        let stopwatch = StopwatchContent.text(s.stopwatchElapsed)
        let departure = s.departure.isEmpty ? [] : [words("departs at %1$s, in %2$s (days:hours:minutes)", s.departure, s.departsIn)]
        return (rows + planned + [
            words("mode %1$s, face %2$s, destination %3$s", s.mode.rawValue, s.face.rawValue, s.destination),
        ] + departure + [
            words("timer %1$s %2$s, %3$s s left", s.timerState.rawValue, TimerDuration.text(s.timerDuration),
                  NumberText.fixed(s.timerRemaining, places: 1)),
        ] + (s.timers.count > 1 ? TimerListing(timers: s.timers).lines.map { words("timer %1$s", $0) } : []) + [
            s.stopwatchLaps.isEmpty ? words("stopwatch %1$s %2$s", s.stopwatchState, stopwatch)
                                    : words("stopwatch %1$s %2$s, %3$s laps", s.stopwatchState, stopwatch, "\(s.stopwatchLaps.count)"),
            words("night %1$s, brightness %2$s, 24h %3$s, sounds %4$s, beep %5$s, theme %6$s, settings %7$s", onOff(s.night),
                  "\(s.brightness)", onOff(s.twentyFourHour), onOff(s.sounds), s.beep.rawValue, s.theme.rawValue,
                  s.settingsShown ? words("shown") : words("hidden")),
            NightState.sentence(night: s.night, until: s.nightUntil, source: NightSource(rawValue: s.nightSource) ?? .setting, words),
            words("display mode %1$s", s.displayMode.rawValue),
        ]).joined(separator: "\n")
    }
}

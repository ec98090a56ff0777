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
            "timecircuits ctl theme neon",
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
        let client: ControlClient
        do throws(BusError) {
            client = try ControlClient.connect(display: display ?? ProcessInfo.processInfo.environment["DISPLAY"])
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

    /// `status` as aligned lines: the rows as `now` prints them, then the rest.
    static func lines(_ s: ClockStatus) -> String {
        let rows = NowCommand.lines(s.rows.map { r in
            (r.name.uppercased(), Readout(month: r.month, day: r.day, year: r.year, hour: r.hour, minute: r.minute,
                                   meridiem: Meridiem(rawValue: r.meridiem) ?? .am,
                                   hourCycle: s.twentyFourHour ? .twentyFour : .twelve))
        })
        let timer = "\(s.timerState.rawValue) \(TimerDuration.text(s.timerDuration)), \(NumberText.fixed(s.timerRemaining, places: 1)) s left"
        return (rows + [
            "mode \(s.mode.rawValue), face \(s.face.rawValue), destination \(s.destination)",
            "timer \(timer)",
            "stopwatch \(s.stopwatchState) \(StopwatchContent.text(s.stopwatchElapsed))\(s.stopwatchLaps.isEmpty ? "" : ", \(s.stopwatchLaps.count) laps")",
            "night \(s.night ? "on" : "off"), brightness \(s.brightness), 24h \(s.twentyFourHour ? "on" : "off"), sounds \(s.sounds ? "on" : "off"), theme \(s.theme.rawValue), settings \(s.settingsShown ? "shown" : "hidden")",
        ]).joined(separator: "\n")
    }
}

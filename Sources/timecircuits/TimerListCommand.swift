import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices

/// `timecircuits timer add|list|start|pause|cancel|remove|skip`: the timers in the state folder's
/// timer file, edited with the same locked, merging save the window uses, so a window or another
/// command saving at the same moment loses nothing. The alarm service rings them with no window
/// open. Timers are named by their number in `timer list` (the first, the timer face's own, is 1)
/// or by their name.
extension TimerCommand {
    /// The timers' file.
    static func file() throws(InputError) -> TimerStateFile {
        guard let location = SettingsLocation.state(environment: ProcessInfo.processInfo.environment) else {
            throw InputError(TimeCircuitsCommand.words("no state folder: set HOME or XDG_STATE_HOME to an absolute path"))
        }
        return TimerStateFile(location: location.sibling(TimerStateFile.fileName))
    }

    /// The record of a file with no timers yet: the first timer as a fresh window opens it.
    static func fresh(_ boot: BootReading, presets: TimerPresets) -> TimerRecord {
        TimerRecord(timer: CountdownTimer(presets: presets), bootID: boot.bootID, wallMinusBoot: boot.wall.timeIntervalSince1970 - boot.boot)
    }

    /// Makes `edit` to the timers as the file holds them, under the lock. Bad input (`edit`
    /// throws) writes nothing; a failed save is one line and status 1.
    static func edit<Result>(_ edit: (inout TimerRecord, BootReading) throws -> Result) throws -> Result {
        let boot = BootClock.reading()
        // Read before the lock is taken: the settings' reader takes the state folder's lock too.
        let presets = presets()
        do {
            let (result, warning) = try file().update(boot: boot, fresh: { fresh(boot, presets: presets) }) { try edit(&$0, boot) }
            if let warning { TimeCircuitsCommand.warn(warning) }
            return result
        } catch let error as SettingsSaveError {
            TimeCircuitsCommand.fail(error.message, status: .failure)
        }
    }

    /// The presets, as the settings file holds them: a fresh first timer opens at the first.
    static func presets() -> TimerPresets { (try? AlarmCommand.file())?.load().settings.timerPresets ?? .standard }

    /// The local day now, for a cycle's rounds.
    static func localDay(_ wall: Date) -> Int {
        let zone = ZoneFiles.local(environment: ProcessInfo.processInfo.environment).zone
        return Int(((wall.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: wall))) / 86_400).rounded(.down))
    }

    /// `command` done to the timer `reference` names, said in one line.
    static func act(_ reference: String, _ verb: String, _ command: @escaping (String) -> Timers.Command) throws {
        let (name, changed) = try edit { record, boot in
            let i = try record.index(of: reference, words: TimeCircuitsCommand.words).get()
            let title = i == 0 ? record.title : record.others[i - 1].title
            return (title, record.perform(command(record.id(at: i)), boot: boot.boot))
        }
        print(changed ? TimeCircuitsCommand.words("%1$s: %2$s", verb, name) : TimeCircuitsCommand.words("%1$s: nothing to do for %2$s", verb, name))
        if verb == "started" && changed { AlarmCommand.startService() }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: TimeCircuitsCommand.words("Add a named timer beside the others: a duration, or a cycle of phases."),
            discussion: TimeCircuitsCommand.words("A cycle is pomodoro (work 25m, break 5m, x4, long break 15m) or phases of your own in the same form."))

        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("Its length (4m, 90s, 1h30m, 12:30), or a cycle: pomodoro, or \"work 50m, break 10m, x3\"."),
                                     valueName: "duration"))
        var length: String

        @Option(help: ArgumentHelp(TimeCircuitsCommand.words("What it is called: Tea, Laundry, Talk (any script)."), valueName: "name"))
        var name: String = ""

        @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Start it at once.")))
        var start = false

        func run() throws {
            // Everything is checked before the file is read, so bad input never touches it.
            let words = TimeCircuitsCommand.words
            let title = try TimerName.parse(name, words: words).get()
            var seconds = 0
            var cycle: TimerCycle?
            switch TimerDuration.parse(length, words: words) {
            case .success(let s): seconds = s
            case .failure(let problem):
                // Words or commas read as a cycle; anything else was meant as a duration.
                guard length.contains(where: { $0 == "," || $0.isLetter }), !length.contains(where: \.isNumber) || length.contains(",")
                        || TimerCycle.named[length.lowercased()] != nil else {
                    throw InputError(words("invalid timer duration: %1$s", problem.message))
                }
                cycle = try TimerCycle.parse(length, words: words).get()
            }
            let (number, added) = try TimerCommand.edit { record, boot in
                let timer = NamedTimer(id: record.newID(at: boot.wall), name: title, seconds: seconds, cycle: cycle)
                _ = record.perform(.add(timer, start: start), boot: boot.boot)
                return (record.others.count + 1, record.others.last ?? timer)
            }
            let what = added.cycle.map(\.text) ?? TimerDuration.text(added.countdown.duration)
            print(start ? words("added timer %1$s: %2$s (%3$s), running", "\(number)", added.title, what)
                        : words("added timer %1$s: %2$s (%3$s)", "\(number)", added.title, what))
            if start { AlarmCommand.startService() }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: TimeCircuitsCommand.words("List the timers, numbered for start, pause, cancel and remove."))

        @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Print JSON: each timer's number, name, state, seconds left, length, end, phase and light.")))
        var json = false

        func run() throws {
            let boot = BootClock.reading()
            let (found, warning) = try TimerCommand.file().load()
            if let warning { TimeCircuitsCommand.warn(warning) }
            var record = (found ?? TimerCommand.fresh(boot, presets: TimerCommand.presets())).restoredAll(bootID: boot.bootID, wall: boot.wall, boot: boot.boot)
            // What has run out by now shows so, as the face would show it; the file is not touched.
            let day = TimerCommand.localDay(boot.wall)
            _ = record.timer.runOut(at: boot.boot)
            _ = record.runOutOthers(at: boot.boot, day: day)
            let listing = TimerListing(record, boot: boot.boot, wall: boot.wall, day: day)
            if json {
                print(try NowCommand.json(listing.timers))
            } else {
                listing.lines.forEach { print($0) }
            }
        }
    }

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "start", abstract: TimeCircuitsCommand.words("Start (or resume) timer NAME or N."))
        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The timer's name or number in the list."), valueName: "name"))
        var timer: String
        func run() throws { try TimerCommand.act(timer, "started") { .start(id: $0) } }
    }

    struct Pause: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "pause", abstract: TimeCircuitsCommand.words("Pause timer NAME or N."))
        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The timer's name or number in the list."), valueName: "name"))
        var timer: String
        func run() throws { try TimerCommand.act(timer, "paused") { .pause(id: $0) } }
    }

    struct Cancel: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cancel", abstract: TimeCircuitsCommand.words("Stop timer NAME or N and set it back to its length (a cycle to its first phase)."))
        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The timer's name or number in the list."), valueName: "name"))
        var timer: String
        func run() throws { try TimerCommand.act(timer, "cancelled") { .cancel(id: $0) } }
    }

    struct Skip: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "skip", abstract: TimeCircuitsCommand.words("Go on to the next phase of cycle NAME or N."))
        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The timer's name or number in the list."), valueName: "name"))
        var timer: String
        func run() throws { try TimerCommand.act(timer, "skipped") { .skip(id: $0) } }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: TimeCircuitsCommand.words("Remove timer NAME or N (not the first, the timer face's own)."))
        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The timer's name or number in the list."), valueName: "name"))
        var timer: String
        func run() throws {
            let name = try TimerCommand.edit { record, boot in
                let i = try record.index(of: timer, words: TimeCircuitsCommand.words).get()
                guard i > 0 else {
                    throw InputError(TimeCircuitsCommand.words("timer 1 is the timer face's own and stays: cancel it, or name a timer from 2 on"))
                }
                let title = record.others[i - 1].title
                _ = record.perform(.remove(id: record.id(at: i)), boot: boot.boot)
                return title
            }
            print(TimeCircuitsCommand.words("removed timer: %1$s", name))
        }
    }
}

import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices

/// `timecircuits alarm add|list|remove|off|on`: the alarms in the settings file, edited with the
/// same locked, merging save the window uses: each edit is made to the file as it is on disk
/// under the lock, so a window or another command saving at the same moment loses nothing. A
/// running window sees the change at once (it watches the file), so these commands are also the
/// way to set an alarm from a script.
struct AlarmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alarm",
        abstract: TimeCircuitsCommand.words("List, add, remove, or switch off and on the alarms in the settings file."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("Alarms ring in the computer's own time zone at their minute: the face flashes, the alarm sound plays and a desktop notification offers Snooze and Stop. Space snoozes (9 minutes unless `snooze = N` in the settings file says otherwise), Esc stops; an alarm nobody answers stops after two minutes. A background alarm service rings them whether or not a window is open (see `alarm serve`); `alarm add` and `alarm on` start it and have it start with the session, and `alarm list` says whether it runs and whether a sleeping computer is woken for the alarms."),
            TimeCircuitsCommand.words("Times are 24-hour (07:30, 19:05). Days: mon-fri, sat,sun, mon,wed,fri, daily (the default) or once (rings the next time its minute comes, then switches itself off).")
        ], examples: [
            "timecircuits alarm add 07:30 --days mon-fri --label Work",
            "timecircuits alarm add 06:45 --days once",
            "timecircuits alarm list",
            "timecircuits alarm off 2",
            "timecircuits alarm remove 1"
        ]),
    subcommands: [List.self, Add.self, Remove.self, Off.self, On.self, AlarmServeCommand.self],
    defaultSubcommand: List.self,
    aliases: ["alarms"]
)

/// The settings file.
static func file() throws(InputError) -> SettingsFile {
    guard let location = SettingsLocation(environment: ProcessInfo.processInfo.environment) else {
        throw InputError(TimeCircuitsCommand.words("no settings folder: set HOME or XDG_CONFIG_HOME to an absolute path"))
    }
    return SettingsFile(location: location, words: TimeCircuitsCommand.words)
}

/// The settings file, read, for a listing; any problem reading it is said on stderr.
static func read() throws(InputError) -> Settings {
    let loaded = try file().load()
    if let warning = loaded.warning { warn(warning) }
    return loaded.settings
}

/// Makes `edit` to the alarms as the file holds them, under the lock, and saves it merged.
/// Bad input (`edit` throws) writes nothing; a failed save is one line and status 1, the
/// file as it was.
static func edit<Result>(_ edit: (inout Settings) throws -> Result) throws -> Result {
    var settings = try file()
    do {
        let (result, warning) = try settings.update(edit)
        if let warning { warn(warning) }
        return result
    } catch let error as SettingsSaveError {
        TimeCircuitsCommand.fail(error.message, status: .failure)
    }
}

private static func warn(_ warning: String) { TimeCircuitsCommand.warn(warning) }

/// The alarm numbered `number` (from 1, as `list` shows them).
static func index(_ number: Int, in settings: Settings) throws(InputError) -> Int {
    guard settings.alarms.indices.contains(number - 1) else {
        let count = settings.alarms.count
        let has = count == 0 ? TimeCircuitsCommand.words("there are no alarms") : TimeCircuitsCommand.words("the alarms are numbered 1 to %1$s", "\(count)")
        throw InputError(TimeCircuitsCommand.words("there is no alarm %1$s: %2$s (see 'timecircuits alarm list')", "\(number)", "\(has)"))
    }
    return number - 1
}

/// One line of `list`: number, on or off, the time in the clock's style, days, label. These are
/// the alarm's data, written as `alarm add`, `on` and `off` take them, so they read the same in
/// every language.
static func line(_ number: Int, _ alarm: Alarm, cycle: HourCycle) -> String {
    let time = alarm.time.text(cycle: cycle)
    let cells = ["\(number)", alarm.enabled ? "on " : "off", time.padding(to: cycle == .twelve ? 8 : 5),
                 alarm.days.text.padding(to: 13), alarm.label]
    return cells.joined(separator: "  ").trimmingWhitespace()
}

// Every command names itself: without a name the argument parser derives one from the type
// with String(describing:), at every launch, and its dynamic cast reads every protocol
// conformance record of the binary (a megabyte of it then stays resident).
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: TimeCircuitsCommand.words("List the alarms, numbered for remove, off and on."))

    func run() throws {
        let settings = try AlarmCommand.read()
        guard !settings.alarms.isEmpty else {
            print(TimeCircuitsCommand.words("no alarms (add one: timecircuits alarm add 07:30 --days mon-fri)"))
            return
        }
        for (i, alarm) in settings.alarms.enumerated() {
            print(AlarmCommand.line(i + 1, alarm, cycle: settings.display.hourCycle))
        }
        // Who rings them, and whether sleep is a problem: the question users of Linux alarm
        // clocks ask first.
        print("")
        AlarmServiceWords.lines(AlarmServiceQuery.ask(environment: ProcessInfo.processInfo.environment)).forEach { print($0) }
    }
}

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: TimeCircuitsCommand.words("Add an alarm."))

    @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The time of day, 24-hour: 07:30."), valueName: "time"))
    var time: String

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The days it rings: mon-fri, sat,sun, mon,wed,fri, daily or once."), valueName: "days"))
    var days: String = "daily"

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("A few words to show when it rings."), valueName: "text"))
    var label: String = ""

    func run() throws {
        // Everything is checked before the file is read, so bad input never touches it.
        let alarmTime: AlarmTime
        switch AlarmTime.parse(time, words: TimeCircuitsCommand.words) {
        case .success(let t): alarmTime = t
        case .failure(let e): throw e
        }
        guard let alarmDays = AlarmDays.parse(days) else {
            throw InputError(TimeCircuitsCommand.words("--days %1$s is not days; expected %2$s", QuotedInput.quoted(days), TimeCircuitsCommand.words(AlarmDays.expected)))
        }
        let text = label.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let problem = Alarm.labelProblem(label, words: TimeCircuitsCommand.words) { throw problem }
        let alarm = Alarm(time: alarmTime, days: alarmDays, label: text)
        let number = try AlarmCommand.edit { settings in
            if let same = settings.alarms.firstIndex(where: { $0.identity == alarm.identity }) {
                throw InputError(TimeCircuitsCommand.words("alarm %1$s is already alarm %2$s; switch it on with 'timecircuits alarm on %3$s'", "\(alarm.identity)", "\(same + 1)", "\(same + 1)"))
            }
            settings.alarms.append(alarm)
            return settings.alarms.count
        }
        print(TimeCircuitsCommand.words("added alarm %1$s: %2$s", "\(number)", alarm.identity))
        AlarmCommand.startService()
    }
}

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: TimeCircuitsCommand.words("Remove alarm N (as numbered by list)."))

    @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The alarm's number in the list."), valueName: "N"))
    var number: Int

    func run() throws {
        let alarm = try AlarmCommand.edit { settings in
            settings.alarms.remove(at: try AlarmCommand.index(number, in: settings))
        }
        print(TimeCircuitsCommand.words("removed alarm %1$s: %2$s", "\(number)", alarm.identity))
    }
}

struct Off: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "off", abstract: TimeCircuitsCommand.words("Switch alarm N off, keeping it in the list."))

    @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The alarm's number in the list."), valueName: "N"))
    var number: Int

    func run() throws { try AlarmCommand.switchAlarm(number, on: false) }
}

struct On: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "on", abstract: TimeCircuitsCommand.words("Switch alarm N on again."))

    @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The alarm's number in the list."), valueName: "N"))
    var number: Int

    func run() throws { try AlarmCommand.switchAlarm(number, on: true) }
}

/// An alarm is on: the alarm service is made to start with the session and run now, so it
/// rings with no window open; what was done is said once, with how to undo it.
static func startService() {
    let environment = ProcessInfo.processInfo.environment
    switch AlarmServiceEnabler.enable(environment: environment, program: RunningProgram.path(environment: environment)) {
    case .running, .noBus:
        break
    case .systemd:
        print(TimeCircuitsCommand.words("the alarm service now rings alarms with no window open, from login on (turn it off: %1$s)",
                  "systemctl --user disable --now \(AlarmServiceInterface.unitName)"))
    case .autostart(let path):
        print(TimeCircuitsCommand.words("the alarm service now rings alarms with no window open, from login on (turn it off: %1$s)",
                  TimeCircuitsCommand.words("delete %1$s", path)))
    case .failed(let why):
        warn(TimeCircuitsCommand.words("%1$s; alarms ring only while a clock window is open", why))
    }
}

static func switchAlarm(_ number: Int, on: Bool) throws {
    let (alarm, switched) = try edit { settings in
        let i = try index(number, in: settings)
        let switched = settings.alarms[i].enabled != on
        settings.alarms[i].enabled = on
        return (settings.alarms[i], switched)
    }
    let said = switched ? (on ? TimeCircuitsCommand.words("alarm %1$s on: %2$s", "\(number)", alarm.identity)
                              : TimeCircuitsCommand.words("alarm %1$s off: %2$s", "\(number)", alarm.identity))
                        : (on ? TimeCircuitsCommand.words("alarm %1$s is already on: %2$s", "\(number)", alarm.identity)
                              : TimeCircuitsCommand.words("alarm %1$s is already off: %2$s", "\(number)", alarm.identity))
    print(said)
    if on { startService() }
}
}

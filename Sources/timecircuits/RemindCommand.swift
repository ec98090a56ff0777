import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// `timecircuits remind add|list|remove`: the reminders in the settings file, edited as the
/// alarms are (`AlarmCommand`): each edit made to the file as it is on disk, under its lock, so a
/// window or another command saving at the same moment loses nothing, and a running window
/// shows the change at once.
struct RemindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: TimeCircuitsCommand.words("List, add or remove the reminders in the settings file."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("A reminder comes back every year (05-12) or every month (15 --monthly). On its day a desktop notification comes at its time (09:00 when it has none), from the alarm service with no window open, and in movie mode DESTINATION TIME shows the day all day."),
            TimeCircuitsCommand.words("A yearly 02-29 comes on 02-28 in a common year; a monthly reminder on a day the month lacks (29, 30, 31) comes on the month's last day.")
        ], examples: [
            "timecircuits remind add 05-12 --label \"Mom's birthday\"",
            "timecircuits remind add 05-12 --time 18:30 --label Dinner",
            "timecircuits remind add 15 --monthly --label Rent",
            "timecircuits remind list",
            "timecircuits remind remove 1"
        ]),
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self,
        aliases: ["reminders"]
    )

    /// The reminder numbered `number` (from 1, as `list` shows them).
    static func index(_ number: Int, in settings: Settings) throws(InputError) -> Int {
        guard settings.reminders.indices.contains(number - 1) else {
            let count = settings.reminders.count
            let has = count == 0 ? TimeCircuitsCommand.words("there are no reminders")
                : TimeCircuitsCommand.words("the reminders are numbered 1 to %1$s", "\(count)")
            throw InputError(TimeCircuitsCommand.words("there is no reminder %1$s: %2$s (see 'timecircuits remind list')", "\(number)", has))
        }
        return number - 1
    }

    /// One line of `list`: number, day, time (the clock's style; 09:00's when it has none),
    /// label. The reminder's data, as `remind add` takes them, so they read the same in every
    /// language.
    static func line(_ number: Int, _ reminder: Reminder, cycle: HourCycle) -> String {
        let time = reminder.dueTime.text(cycle: cycle)
        let cells = ["\(number)", reminder.date.text.padding(to: 10), time.padding(to: cycle == .twelve ? 8 : 5), reminder.label]
        return cells.joined(separator: "  ").trimmingWhitespace()
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: TimeCircuitsCommand.words("List the reminders, numbered for remove."))

        func run() throws {
            let settings = try AlarmCommand.read()
            guard !settings.reminders.isEmpty else {
                print(TimeCircuitsCommand.words("no reminders (add one: timecircuits remind add 05-12 --label \"Mom's birthday\")"))
                return
            }
            for (i, reminder) in settings.reminders.enumerated() {
                print(RemindCommand.line(i + 1, reminder, cycle: settings.display.hourCycle))
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: TimeCircuitsCommand.words("Add a reminder."))

        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The day: MM-DD every year (05-12), or a day of the month with --monthly (15)."), valueName: "date"))
        var date: String

        @Option(help: ArgumentHelp(TimeCircuitsCommand.words("When on its day the notification comes, 24-hour (18:30); 09:00 if not given."), valueName: "time"))
        var time: String?

        @Option(help: ArgumentHelp(TimeCircuitsCommand.words("A few words to show on its day."), valueName: "text"))
        var label: String = ""

        @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Every month on that day, not every year.")))
        var monthly = false

        func run() throws {
            // Everything is checked before the file is read, so bad input never touches it.
            let words = TimeCircuitsCommand.words
            let reminderDate: ReminderDate
            switch ReminderDate.parse(date, monthly: monthly, words: words) {
            case .success(let d): reminderDate = d
            case .failure(let e): throw e
            }
            var reminderTime: AlarmTime?
            if let time {
                switch AlarmTime.parse(time, words: words) {
                case .success(let t): reminderTime = t
                case .failure(let e): throw e
                }
            }
            let text = label.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if let problem = Reminder.labelProblem(text, words: words) { throw problem }
            let reminder = Reminder(date: reminderDate, time: reminderTime, label: text)
            let number = try AlarmCommand.edit { settings in
                if let same = settings.reminders.firstIndex(of: reminder) {
                    throw InputError(words("reminder %1$s is already reminder %2$s", reminder.text, "\(same + 1)"))
                }
                settings.reminders.append(reminder)
                return settings.reminders.count
            }
            print(words("added reminder %1$s: %2$s", "\(number)", reminder.text))
            // The alarm service gives the notices with no window open.
            AlarmCommand.startService()
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: TimeCircuitsCommand.words("Remove reminder N (as numbered by list)."))

        @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The reminder's number in the list."), valueName: "N"))
        var number: Int

        func run() throws {
            let reminder = try AlarmCommand.edit { settings in
                settings.reminders.remove(at: try RemindCommand.index(number, in: settings))
            }
            print(TimeCircuitsCommand.words("removed reminder %1$s: %2$s", "\(number)", reminder.text))
        }
    }
}

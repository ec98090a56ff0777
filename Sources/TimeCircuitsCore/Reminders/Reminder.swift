/// One reminder: a day that comes back every year or every month, an optional time, a label.
///
/// In the settings file, one line a reminder, in the order the user keeps them:
///
/// ```
/// reminder = 05-12 Mom's birthday
/// reminder = 05-12 18:30 Dinner with Mom
/// reminder = 15 monthly Rent
/// reminder = 31 monthly 08:00 Meter reading
/// ```
///
/// The date first (see `ReminderDate`: `monthly` after a bare day), then the time of its notice
/// on the 24-hour clock when it has one (09:00 when it has none), then the label, which may hold
/// anything but `#`, `;` (comments in the file) and control characters.
public struct Reminder: Sendable, Hashable {
    public var date: ReminderDate
    /// When on its day the notice comes; nil for `standardTime`.
    public var time: AlarmTime?
    public var label: String

    /// The notice's time for a reminder that names none: a morning's, when a person is up.
    public static let standardTime = AlarmTime(hour: 9, minute: 0)

    public init(date: ReminderDate, time: AlarmTime? = nil, label: String = "") {
        self.date = date
        self.time = time
        self.label = label
    }

    /// The time its notice comes on its day.
    public var dueTime: AlarmTime { time ?? Self.standardTime }

    /// What a reminder line looks like, for the settings file's warnings.
    public static let expected = Words.marked("a date, an optional time and a label, like 05-12 Mom's birthday or 15 monthly 08:00 Rent")

    /// Reads a reminder line's value; the reason, in `words`' language, when it is not one.
    public static func parse(_ text: String, words: Words = .english) -> Result<Reminder, InputError> {
        // Split at whitespace scalars, as alarms do, so any label reads back as written.
        var line = text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
            .map { String(String.UnicodeScalarView($0)) }[...]
        guard let dateWord = line.popFirst() else {
            return .failure(InputError(words("reminder %1$s has no date; expected %2$s", QuotedInput.quoted(text), words(expected))))
        }
        let monthly = line.first?.lowercased() == "monthly"
        if monthly { line = line.dropFirst() }
        let date: ReminderDate
        switch ReminderDate.parse(dateWord, monthly: monthly, words: words) {
        case .success(let d): date = d
        case .failure(let e): return .failure(e)
        }
        var time: AlarmTime?
        if let word = line.first, word.contains(":"), word.first?.isNumber == true {
            switch AlarmTime.parse(word, words: words) {
            case .success(let t): time = t
            case .failure(let e): return .failure(e)
            }
            line = line.dropFirst()
        }
        let label = line.joined(separator: " ")
        if let e = labelProblem(label, words: words) { return .failure(e) }
        return .success(Reminder(date: date, time: time, label: label))
    }

    /// Why `label` cannot be a reminder's label, in `words`' language, or nil when it can.
    public static func labelProblem(_ label: String, words: Words = .english) -> InputError? {
        let control = label.unicodeScalars.contains { $0.properties.generalCategory == .control }
        if control || label.contains(where: { $0 == "#" || $0 == ";" || $0.isNewline }) {
            return InputError(words("reminder label %1$s cannot hold #, ; or control characters (the settings file reads # and ; as comments)",
                                    QuotedInput.quoted(label)))
        }
        // Written after the date, such a label would read back as the reminder's time.
        if let first = label.split(separator: " ").first, first.contains(":"), first.first?.isNumber == true {
            return InputError(words("reminder label %1$s cannot start with a time (give the time with --time)", QuotedInput.quoted(label)))
        }
        return nil
    }

    /// The settings file's form: `05-12 18:30 Mom's birthday`. Also the reminder's identity:
    /// two writers adding reminders each keep their own line.
    public var text: String {
        [date.text, time?.text ?? "", label].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// How the menu and a notice name the day: `MAY 12`, or `15 MONTHLY`, as the prop's rows
    /// spell months.
    public var dayTitle: String {
        switch date {
        case .yearly(let month, let day): "\(Readout.monthAbbreviations[month - 1]) \(day)"
        case .monthly(let day): "\(day) MONTHLY"
        }
    }
}

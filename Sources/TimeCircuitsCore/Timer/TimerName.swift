/// A timer's name: the user's own words ("Tea", "Wäsche", "お茶"), in any script.
///
/// A name cannot hold control characters (they would reach a terminal through `timer list` and
/// the desktop through the notice), nor `#` or `;`, which the state file reads as comments. A
/// timer with no name is called by what it is: "4:00 timer".
public enum TimerName {
    /// The most characters a name keeps: a notice's summary, a strip's plate.
    public static let longest = 40

    /// What a name may be, for the messages.
    public static let accepted = Words.marked("a name of up to 40 characters without control characters, # or ;")

    /// Why `name` cannot be a timer's name, or nil when it can.
    public static func problem(_ name: String, words: Words = .english) -> InputError? {
        let control = name.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .lineSeparator
            || $0.properties.generalCategory == .paragraphSeparator }
        if control || name.contains(where: { $0 == "#" || $0 == ";" }) || name.count > longest {
            return InputError(words("timer name %1$s is not accepted; expected %2$s", QuotedInput.quoted(name), words(accepted)))
        }
        return nil
    }

    /// `name` trimmed, or the reason it cannot be a name. An empty name is allowed: the timer
    /// is then called by its length.
    public static func parse(_ name: String, words: Words = .english) -> Result<String, InputError> {
        if let problem = problem(name, words: words) { return .failure(problem) }
        return .success(name.trimmingWhitespace())
    }

    /// "4:00 timer": what a timer of `seconds` with no name is called.
    public static func standard(seconds: Int) -> String { "\(TimerDuration.text(seconds)) timer" }
}

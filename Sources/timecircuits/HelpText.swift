/// A command's long help (its `discussion`), in the user's language.
///
/// The paragraphs are each one `words("…")` call at the command (the template's extraction reads
/// only plain literals there, never a """ block), so a translator gets one paragraph a message and
/// the argument parser wraps them to the terminal as it wraps the English. The examples are
/// command lines, typed the same in every language: only their heading, and any note after a
/// line, is translated.
enum HelpText {
    static func discussion(_ paragraphs: [String], examples: [String] = []) -> String {
        var parts = paragraphs
        if !examples.isEmpty {
            parts.append(([TimeCircuitsCommand.words("Examples:")] + examples.map { "  " + $0 }).joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }
}

/// The argument parser's own usage errors ("Missing expected argument '--output <file>'") in the
/// user's language.
///
/// swift-argument-parser words these itself, in English, and offers no hook to word them
/// otherwise: its error types are internal and only their English text comes out. So the common
/// ones are recognised by that text, each a template below whose `%N$s` are the parts the parser
/// filled in (an option, a value), and said again through `words`. Anything else (a message this
/// table does not know, or one a later parser version words differently) is given back as the
/// parser wrote it: English is better than a wrong guess.
public enum ArgumentErrorWording {
    /// The parser's messages, as it writes them, with its filled-in parts as `%N$s`. Also the
    /// catalogue's keys. A longer form comes before a shorter one it begins with.
    static let templates = [
        Words.marked("Missing expected argument '%1$s'"),
        Words.marked("Missing one of: '%1$s'"),
        Words.marked("Missing value for '%1$s'"),
        Words.marked("Unknown option '%1$s'. Did you mean '%2$s'?"),
        Words.marked("Unknown option '%1$s'"),
        Words.marked("Unexpected argument '%1$s'"),
        Words.marked("%1$s unexpected arguments: '%2$s'"),
        Words.marked("The option '%1$s' does not take any value, but '%2$s' was specified."),
        Words.marked("The value '%1$s' is invalid for '%2$s'"),
        Words.marked("Missing required subcommand."),
    ]

    /// `message` (one line of the parser's) in the language of `words`, or as it is.
    public static func translated(_ message: String, _ words: Words) -> String {
        for template in templates {
            if let arguments = match(message, template) { return words(template, arguments: arguments) }
        }
        return message
    }

    /// The filled-in parts when `message` is `template` with each `%N$s` replaced, in order; nil
    /// when it is not. Each part runs to the next literal piece of the template, the last to the
    /// template's ending, so the last part may hold anything (the parser's list of unexpected
    /// arguments, quoted and joined); an earlier part holding its next piece is cut short, and
    /// then the whole fails to match and the English stands.
    static func match(_ message: String, _ template: String) -> [String]? {
        var pieces: [Substring] = []  // the literal text between placeholders
        var rest = Substring(template)
        while let range = placeholder(in: rest) {
            pieces.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        pieces.append(rest)
        var text = Substring(message)
        guard text.hasPrefix(pieces[0]) else { return nil }
        text = text.dropFirst(pieces[0].count)
        var arguments: [String] = []
        for (index, piece) in pieces.enumerated().dropFirst() {
            let end: String.Index
            if index == pieces.count - 1 {
                guard text.hasSuffix(piece) else { return nil }
                end = text.index(text.endIndex, offsetBy: -piece.count)
            } else if let found = firstIndex(of: piece, in: text) {
                end = found
            } else {
                return nil
            }
            arguments.append(String(text[..<end]))
            text = text[end...].dropFirst(piece.count)
        }
        return text.isEmpty ? arguments : nil
    }

    /// Where `piece` first starts in `text`.
    private static func firstIndex(of piece: Substring, in text: Substring) -> String.Index? {
        var at = text.startIndex
        while at < text.endIndex {
            if text[at...].hasPrefix(piece) { return at }
            at = text.index(after: at)
        }
        return nil
    }

    /// The first `%N$s` in `text`.
    private static func placeholder(in text: Substring) -> Range<Substring.Index>? {
        var search = text[...]
        while let percent = search.firstIndex(of: "%") {
            let after = text[text.index(after: percent)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix("$s") {
                return percent..<text.index(digits.endIndex, offsetBy: 2)
            }
            search = after
        }
        return nil
    }
}

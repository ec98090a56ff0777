/// Reads a short text left to right, for the few fixed shapes the command line takes
/// (`--frozen-date`, `--geometry`). A regular expression literal would do the same, but it
/// links the regex engine and parses the pattern at every launch: about a megabyte of the
/// binary and a share of the launch for two lines (issue 30).
struct TextScanner {
    private let characters: [Character]
    private(set) var position = 0

    init(_ text: String) { characters = Array(text) }

    var atEnd: Bool { position == characters.count }

    /// The next character, without taking it.
    var next: Character? { atEnd ? nil : characters[position] }

    /// Takes the next character when it is one of `choices`.
    mutating func take(oneOf choices: String) -> Character? {
        guard let c = next, choices.contains(c) else { return nil }
        position += 1
        return c
    }

    /// Takes up to `maximum` digits, failing with fewer than `minimum`, and gives them as text:
    /// `[0-9]{2}` reads the `05` of `+0530`. `digit` says what a digit is.
    mutating func digits(_ minimum: Int = 1, _ maximum: Int = .max,
                         where digit: (Character) -> Bool = { $0.isASCII && $0.isWholeNumber }) -> String? {
        var end = position
        while end < characters.count, end - position < maximum, digit(characters[end]) { end += 1 }
        guard end - position >= minimum else { return nil }
        defer { position = end }
        return String(characters[position..<end])
    }
}

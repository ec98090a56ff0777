/// Which letters the MONTH field shows: the prop's JAN…DEC, in every language (the default: they
/// are the prop's words, as the plates' DYMO text is), or the abbreviations of the user's
/// language, as its catalogue has them (`months = local` in the settings file).
public enum MonthLetters: String, Sendable, Hashable, CaseIterable {
    case prop
    case local

    /// For the settings file's warning.
    public static let expected = "prop or local"

    /// The twelve abbreviations in `words`' language, each as the field's three 14-segment cells
    /// show it (`cells`). In English they are the prop's own.
    public static func local(_ words: Words) -> [String] {
        [
            // TRANSLATORS: January and the eleven months after it, as three letters on the clock's
            // 14-segment LEDs (months = local). The cells draw A-Z; a letter with an accent or
            // umlaut shows as its base letter (MÄR as MAR), since no segment draws the mark.
            words("JAN"), words("FEB"), words("MAR"), words("APR"), words("MAY"), words("JUN"),
            words("JUL"), words("AUG"), words("SEP"), words("OCT"), words("NOV"), words("DEC"),
        ].map(cells)
    }

    /// `text` as the three 14-segment cells of the MONTH field show it: upper case; a letter with
    /// a diacritic as its base letter (Ä A, É E, Ç C, Û U, Ñ N: the cells have no segments for
    /// the marks, and a dark cell would read as a missing letter); ß as SS; any other character
    /// the font cannot draw as a dark cell; cut or filled with dark cells to three.
    public static func cells(_ text: String) -> String {
        let letters = LetterFolding.fold(text).uppercased().map { SegmentFont.fourteenSegment($0) == nil ? " " : $0 }
        return String((letters + Array(repeating: " ", count: fieldWidth)).prefix(fieldWidth))
    }

    /// The MONTH field's cells.
    static let fieldWidth = 3
}

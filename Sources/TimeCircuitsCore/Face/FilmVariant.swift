/// The ways the films' time circuits differ from the first film's, each a setting of its own,
/// a check item in the right-click menu and a flag of `timecircuits render`.
///
/// The replica community's firmware (the TCD's README) names the same three: part 3's date
/// entry, parts 2 and 3's reversed AM/PM lamps, and the B-car's displays. The raw value is the
/// settings-file key and, with `--` before it, the render flag.
public enum FilmVariant: String, Sendable, Hashable, CaseIterable {
    /// Part III: a typed destination does not simply appear on Enter; the row goes dark and
    /// the new date comes on character by character, left to right (`DateEntrySequence`).
    case partThreeEntry = "part3-entry"
    /// Parts II and III: the lamp stack reads PM above AM (the first film has AM on top).
    case reversedLamps = "reversed-ampm"
    /// The B-car (glimpsed in part 1 when Doc opens the door after Einstein's trip): the red and
    /// amber displays were mounted the other way round, so DESTINATION TIME glows amber on top
    /// and LAST TIME DEPARTED red at the bottom. The rows keep their roles; only the gels swap.
    case bCar = "b-car"

    /// The menu's words, in English (the catalogue's key).
    public var title: String {
        switch self {
        case .partThreeEntry: Words.marked("Part III Date Entry")
        case .reversedLamps: Words.marked("Reversed AM/PM")
        case .bCar: Words.marked("B-Car Colours")
        }
    }

    /// The slot whose colour the row in `slot` wears: the B-car swaps the top and bottom gels.
    public static func colourSlot(_ slot: Int, variants: Set<FilmVariant>) -> Int {
        variants.contains(.bCar) && (slot == 0 || slot == 2) ? 2 - slot : slot
    }
}

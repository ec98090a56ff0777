import FoundationEssentials

/// The looks the face can be dressed in. The raw value is its spelling in the settings file, on
/// the command line and on the bus.
public enum ThemeName: String, Sendable, Hashable, CaseIterable, Codable {
    /// The DeLorean's time circuits: brushed metal, DYMO tape, LEDs behind coloured gel.
    case prop
    /// Glass tubes bent into segments, glowing in their colour on a dark board.
    case neon
    /// A soft light surface the lit segments rise out of, the unlit ones lying flush.
    case neumorphic
    /// SpeakerClock's plain LEDs on black: no metal, no tape.
    case classic

    /// What the menu and the settings panel call it.
    public var title: String {
        switch self {
        case .prop: "Prop"
        case .neon: "Neon"
        case .neumorphic: "Neumorphic"
        case .classic: "Classic"
        }
    }

    /// A name as typed (settings file, `--theme`, the bus), case and surrounding blanks ignored.
    public static func parse(_ text: String) -> ThemeName? {
        ThemeName(rawValue: text.trimmingWhitespace().lowercased())
    }

    /// What `parse` accepts, for messages: "prop, neon, neumorphic or classic".
    public static let expected: String = {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }()

    /// Whether its bars ease between digits unless the user says otherwise: the neumorphic
    /// panel's segments rise and sink, as in the segment article; LEDs and tubes switch.
    public var eases: Bool { self == .neumorphic }

    /// The theme after this one, for a menu entry or key that steps through them.
    public var next: ThemeName {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

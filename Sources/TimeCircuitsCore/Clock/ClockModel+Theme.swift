import FoundationEssentials

/// The face's look: which theme shows, and choosing another from the menu, the settings panel or
/// the bus. The file changed on disk comes in through `adopt`, and a change of any kind is laid
/// out again at the next tick (see `builtLook`), as a change of lighting is.
extension ClockModel {
    /// The look the face is painted in now: the theme with the row colours and easing applied,
    /// flags for this run included. The shell builds its painters with it.
    public var look: Theme { face.display.look }

    /// Shows the face in `name` and saves it as the user's choice. Only the theme is written:
    /// `--colors` or `--ease` given for this run stay out of the file, as `--night` does when
    /// brightness is changed. The face is laid out again at once, in the new look.
    mutating func chooseTheme(_ name: ThemeName, at now: Date) -> [ClockEffect] {
        guard face.display.theme != name else { return [] }
        _ = clock.handle(.theme(name))
        return save { $0.display.theme = name } + relayout(at: now) + [.repaintOverlay]
    }
}

/// What the look is made of in the preferences. The tick compares these rather than the `Theme`
/// they make, which would be built afresh (with its arrays) twice a second for nothing.
struct LookChoice: Hashable {
    var theme: ThemeName
    var colors: RowColors?
    var easing: Bool?
    /// The films' variants that change the drawing (the B-car's gels, the reversed lamps).
    var variants: Set<FilmVariant>
}

extension DisplayPreferences {
    var lookChoice: LookChoice { LookChoice(theme: theme, colors: colors, easing: easing, variants: variants) }
}

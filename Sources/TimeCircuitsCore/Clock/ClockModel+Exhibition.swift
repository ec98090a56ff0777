import FoundationEssentials

/// Exhibition mode and the films' variants as parts of the model: settings the menu switches
/// and the file holds, which change what the face shows (the readouts held still, the gels and
/// lamps of another car, part III's date entry).
extension ClockModel {
    /// The menu's Exhibition entry: an exhibition stops; with none, the minute PRESENT TIME's
    /// zone shows now is held. Saved either way, as the settings panel saves a choice.
    mutating func toggleExhibition(at now: Date) -> [ClockEffect] {
        let held = face.exhibition == nil ? CivilDateTime(instant: now, zone: face.presentZone) : nil
        return showExhibition(held, at: now) + save { $0.exhibition = held }
    }

    /// The readouts hold `time` (nil: they run again); the menu names it.
    mutating func showExhibition(_ time: CivilDateTime?, at now: Date) -> [ClockEffect] {
        guard face.exhibition != time else { return [] }
        _ = clock.handle(.exhibition(time))
        return [.repaintOverlay]
    }

    /// A film variant switched from the menu: shown at once (the lamps and gels are drawn with
    /// the layout, so it is laid out again) and saved.
    mutating func toggleVariant(_ variant: FilmVariant, at now: Date) -> [ClockEffect] {
        _ = clock.handle(.toggleVariant(variant))
        let on = face.display[variant: variant]
        return save { $0.display[variant: variant] = on } + relayout(at: now) + [.repaintOverlay]
    }
}

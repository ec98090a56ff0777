/// The theme page of the settings panel: the four looks, one a row, the one showing lit, and
/// under them the page's switches, each lamp lit while it is on: the sounds, the time spoken on
/// the hour (a sound choice, beside the sounds), start at login, night mode, and the replica's
/// display mode (full, minimal, room condition) (the clock's other on/off choices live in the menu, which has no room for a volume or a word
/// on what a login entry is).
///
/// Keys: Up/Down (or Left/Right) choose the theme above or below at once, so the face behind the
/// panel changes as you go, as the movie page's cycle row changes on Left/Right; Enter switches
/// the sounds, + and − step their volume, H switches the spoken hours, L start at login, N night
/// mode, D steps the display mode (the room condition refused inline without a broker, and the
/// next D going on past it); Esc closes. The mouse: a
/// click on a row chooses it, on a switch's row switches it. Row colours and easing are set in the settings file or on the
/// command line, which the page's note says.
extension SettingsOverlay {
    public static let themeTitle = Words.marked("THEME")
    public static let themeHint = Words.marked("↑↓ theme · Enter sounds · +− · M MQTT · Tab cities")
    /// A key on the theme page; nil when the page is not showing.
    mutating func handleThemeKey(_ key: OverlayKey, _ shows: OverlayShows, standing: OverlayMessage? = nil) -> [OverlayEffect]? {
        guard page == .theme else { return nil }
        switch key {
        case .up, .left: return chooseTheme(stepped: -1, from: shows.theme)
        case .down, .right: return chooseTheme(stepped: 1, from: shows.theme)
        case .escape: return close()
        case .enter: return [.display(.toggleSounds)]
        case .text("l"), .text("L"): return [.toggleStartAtLogin]
        case .text("h"), .text("H"): return [.toggleSpeakHours]
        case .text("n"), .text("N"): return [.display(.toggleNight)]
        case .text("d"), .text("D"): return stepDisplayMode(shows, standing: standing)
        case .text("m"), .text("M"):
            show(.mqtt)  // the MQTT page shares the theme's tab
            return []
        case .text("+"), .text("="): return stepVolume(1, from: shows.soundVolume)
        case .text("-"), .text("−"): return stepVolume(-1, from: shows.soundVolume)
        case .f11, .ctrlQ, .ctrlComma, .ctrlM, .tab, .shiftTab:
            return nil  // handled before the page is asked
        case .delete, .backspace, .altUp, .altDown, .ctrlR, .text:
            return []  // nothing to type or remove here
        }
    }

    /// What one + or − moves the volume by, in percent.
    static let volumeStep = 10

    private func stepVolume(_ direction: Int, from current: Int) -> [OverlayEffect] {
        let range = SoundChoices.volumeRange
        let volume = min(max(current + direction * Self.volumeStep, range.lowerBound), range.upperBound)
        return volume == current ? [] : [.volumeChanged(volume)]
    }

    /// A click on the theme page; nil when the page is not showing.
    mutating func handleThemePress(at point: Point, _ shows: OverlayShows, standing: OverlayMessage? = nil) -> [OverlayEffect]? {
        guard page == .theme else { return nil }
        if layout.soundRow.frame.contains(point) { return [.display(.toggleSounds)] }
        if layout.speakRow.frame.contains(point) { return [.toggleSpeakHours] }
        if layout.loginRow.frame.contains(point) { return [.toggleStartAtLogin] }
        if layout.nightRow.frame.contains(point) { return [.display(.toggleNight)] }
        if layout.displayModeRow.frame.contains(point) { return stepDisplayMode(shows, standing: standing) }
        guard let row = layout.themeRows.firstIndex(where: { $0.frame.contains(point) }) else {
            return layout.panel.contains(point) ? [] : close()
        }
        return choose(ThemeName.allCases[row], over: shows.theme)
    }

    /// Why the overlay cannot choose `mode`, in English (the catalogue's key); nil when it can.
    /// The model refuses the same (`ClockModel.displayModeRefusal`), for D-Bus and MQTT.
    static func displayModeRefusal(_ mode: DisplayMode, _ shows: OverlayShows) -> String? {
        mode == .room && shows.mqtt.broker == nil ? ReplicaDisplay.noBrokerReason : nil
    }

    /// D or a click on the display row: the next mode, or the room condition refused inline
    /// when no broker is set. The refusal still standing, the step goes on past it.
    private mutating func stepDisplayMode(_ shows: OverlayShows, standing: OverlayMessage?) -> [OverlayEffect] {
        let refusedText = shows.words(ReplicaDisplay.noBrokerReason)
        let skipping: Set<DisplayMode> = standing?.kind == .refusal && standing?.text == refusedText ? [.room] : []
        let next = shows.displayMode.next(skipping: skipping)
        if let reason = Self.displayModeRefusal(next, shows) {
            message = OverlayMessage(.refusal, shows.words(reason))
            return []
        }
        return next == shows.displayMode ? [] : [.displayModeChanged(next)]
    }

    /// The theme `step` rows from the one showing, stopping at the ends as a list does.
    private func chooseTheme(stepped step: Int, from theme: ThemeName) -> [OverlayEffect] {
        let all = ThemeName.allCases
        let i = all.firstIndex(of: theme) ?? 0
        return choose(all[min(max(i + step, 0), all.count - 1)], over: theme)
    }

    private func choose(_ name: ThemeName, over theme: ThemeName) -> [OverlayEffect] {
        name == theme ? [] : [.themeChanged(name)]
    }
}

extension OverlayPicture {
    /// What each theme's row says under its name.
    public func blurb(_ theme: ThemeName) -> String {
        switch theme {
        case .prop: words("The DeLorean's time circuits: brushed metal, DYMO tape, LEDs behind coloured gel")
        case .neon: words("Glass tubes bent into segments, glowing in their colour on a dark board")
        case .neumorphic: words("A soft light surface the lit segments rise out of; digits ease in and out")
        case .classic: words("SpeakerClock's plain LEDs, a radiance of their colour on black: no metal, no tape")
        }
    }

    /// The sound row's words: on or off, and how loud.
    public var soundLine: (name: String, detail: String) {
        let on = shows.displayChecks.contains(.toggleSounds)
        return (on ? words("Sounds on · volume %1$s%%", String(shows.soundVolume)) : words("Sounds off · volume %1$s%%", String(shows.soundVolume)),
                words("The prop's power-on, keypad, time travel and chime; alarms and the timer ring either way"))
    }

    /// The spoken hours' row's words: on or off, what it does, and its key.
    public var speakLine: (name: String, detail: String) {
        (shows.speakHours ? words("Time spoken on the hour") : words("Time not spoken on the hour"),
         words("Says what the rows show at each whole hour, through the speech server; H switches it"))
    }

    /// The start-at-login row's words: on or off, what it does, and its key (the page's hint has
    /// no room left for it).
    public var loginLine: (name: String, detail: String) {
        (shows.startAtLogin ? words("Start at login on") : words("Start at login off"),
         words("Opens this clock when you log in, by an entry in ~/.config/autostart; L switches it"))
    }

    /// The night row's words: who rules night mode and until when (N switches it until the
    /// schedule's next edge, which the line then names), and what settings.conf holds for the
    /// night and the rest of the look.
    public var nightLine: (name: String, detail: String) {
        (words("Night mode: %1$s · N switches it", shows.night),
         words("settings.conf: night = 22:30-06:45, sun or dusk; colors = and ease = for the look"))
    }

    /// The display mode's row: the mode on and its key, and what it shows; a refusal standing
    /// on the page (the room condition without a broker) takes the second line, in amber.
    public var displayModeLine: (name: String, detail: String) {
        let detail = switch shows.displayMode {
        case .full: words("The three rows, as ever")
        case .minimal: words("Only the present time lit, the weekday in place of the year")
        case .room: words("A row shows the room's temperature and humidity, from MQTT")
        }
        return (words("Display: %1$s · D steps it", words(shows.displayMode.title)), overlay.message?.text ?? detail)
    }
}


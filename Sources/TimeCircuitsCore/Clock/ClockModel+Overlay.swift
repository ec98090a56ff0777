import FoundationEssentials

/// The settings overlay as a part of the model: it keeps only its own state (page, selection,
/// fields, menu), and is handed what it shows of the rest of the clock (`OverlayShows`) each time
/// it handles an event or is painted, so it never shows a stale copy.
extension ClockModel {
    /// What the panel and the menu show of the model at `now`, built from the parts that hold it.
    public func overlayShows(at now: Date) -> OverlayShows {
        let movie = MovieSettings(presentCity: face.presentCity, localZone: face.localZone.identifier,
                                  cycleMinutes: face.cycleMinutes, destination: face.shownTrip(at: now).destination,
                                  departure: face.movie.departure, departsIn: face.departureCountdown(at: now)?.text)
        var shows = OverlayShows(words: words, cities: face.cities, mode: face.movie.mode, movie: movie,
                            windowToggles: chosen.window.enabled, displayChecks: checks(at: now), startAtLogin: chosen.startAtLogin,
                            alarms: alarms.alarms, reminders: face.reminders, hourCycle: face.display.hourCycle,
                            theme: face.display.theme, soundVolume: sounds.choices.volume, beep: sounds.choices.beep,
                            speakHours: sounds.choices.speakHours, exhibition: face.exhibition, variants: face.display.variants,
                            mqtt: saved?.mqtt ?? MQTTSettings(), mqttState: propTrips.linkState, mqttConnected: propTrips.linked,
                            // Worked out only while the menu shows: nothing else writes it.
                            menuNote: overlay.menu == nil ? nil : menuNote(at: now))
        let night = face.nightState(at: now)
        shows.night = night.sentence(in: face.localZone, words)
        shows.isNight = night.night
        shows.displayMode = face.display.displayMode
        shows.timers = timerListing(at: now, boot: bootNow).timers
        shows.timerPresets = presets
        return shows
    }

    /// The overlay handles `event` with what it shows at `now`, and what it decided is carried out.
    mutating func handleInOverlay(_ event: OverlayEvent, at now: Date) -> [ClockEffect] {
        apply(overlay.handle(event, shows: overlayShows(at: now)), at: now)
    }

    /// The overlay with what it shows at the input last handled, whether or not it shows: what
    /// the menu's entries and the panel's rows would say now.
    public var panel: OverlayPicture { OverlayPicture(overlay, shows: overlayShows(at: wallNow)) }

    /// The panel, menu or keys card as painted at `now`; nil while none shows.
    public func overlayPicture(at now: Date) -> OverlayPicture? {
        overlay.capturesInput ? OverlayPicture(overlay, shows: overlayShows(at: now)) : nil
    }
}

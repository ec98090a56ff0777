import TimeCircuitsCore

/// The settings overlay driven alone, as `ClockModel` drives it: what it shows changes when the
/// model would carry out the effects it returns (a city added, an alarm switched, a theme
/// chosen), so a test of the panel sees its own changes without building a model.
extension OverlayPicture {
    /// A closed overlay for a `width`×`height` window, showing `cities` in `words`.
    public static func fixture(cities: [City], width: Int, height: Int, catalogue: CityCatalogue = .standard,
                               words: Words = .english) -> OverlayPicture {
        OverlayPicture(SettingsOverlay(width: width, height: height, catalogue: catalogue),
                       shows: OverlayShows(words: words, cities: cities))
    }

    /// Handles `event`, then carries out as the model does what it decided about what the
    /// panel shows; returns the overlay's effects.
    @discardableResult
    public mutating func follow(_ event: OverlayEvent) -> [OverlayEffect] {
        let effects = send(event)
        for effect in effects {
            switch effect {
            case .citiesChanged(let cities): shows.cities = cities
            case .alarmsChanged(let alarms): shows.alarms = alarms
            case .remindersChanged(let reminders): shows.reminders = reminders
            case .presentCityChanged(let city): shows.movie.presentCity = city
            case .departureCancelled:
                shows.movie.departure = nil
                shows.movie.departsIn = nil
            case .exhibitionChanged(let time): shows.exhibition = time
            case .toggleSpeakHours: shows.speakHours.toggle()
            case .cycleChanged(let minutes): shows.movie.cycleMinutes = minutes
            case .themeChanged(let theme): shows.theme = theme
            case .volumeChanged(let volume): shows.soundVolume = volume
            case .beepChanged(let beep): shows.beep = beep
            case .displayModeChanged(let mode): shows.displayMode = mode
            case .toggleStartAtLogin: shows.startAtLogin.toggle()
            case .toggleWindow(let toggle):
                if shows.windowToggles.remove(toggle) == nil { shows.windowToggles.insert(toggle) }
            case .toggleVariant(let variant):
                if shows.variants.remove(variant) == nil { shows.variants.insert(variant) }
            case .timerAdded(let seconds, let cycle, _, let name, let start):
                let title = NamedTimer(id: "", name: name, seconds: seconds, cycle: cycle).title
                shows.timers.append(TimerListing.Entry(number: shows.timers.count + 1, name: title, state: start ? "running" : "set",
                                                       remaining: seconds, duration: seconds, ends: nil, phase: nil, roundsToday: nil,
                                                       light: "green"))
            case .timerAsked(let verb, let number):
                // As the model's timers answer: the state word `timer list` would say next.
                switch verb {
                case .start: shows.timers[number - 1].state = "running"
                case .pause: shows.timers[number - 1].state = "paused"
                case .cancel: shows.timers[number - 1].state = "set"
                case .remove:
                    shows.timers.remove(at: number - 1)
                    for i in shows.timers.indices { shows.timers[i].number = i + 1 }
                case .skip, .show: break
                }
            case .close, .repaint, .toggleFullscreen, .departureChosen, .toggleExhibition, .speakTime, .display, .quit:
                break  // the model's own business, or nothing the panel shows of it here
            }
        }
        return effects
    }
}

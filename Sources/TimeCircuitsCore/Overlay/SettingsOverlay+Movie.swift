import FoundationEssentials

/// What the settings overlay shows and does in movie mode: the same panel, its three rows tied to
/// the face's three (DESTINATION TIME, PRESENT TIME, LAST TIME DEPARTED), the search choosing the
/// city whose time is the present, and the films' decorative cycle chosen on the bottom row.
///
/// Keys: Up/Down choose a row; typing searches and Enter makes the highlighted city the present's;
/// Delete on the present row (or its ×) goes back to this computer's zone, and on the top row (or
/// its ×) cancels a departure waiting; Left/Right on the
/// bottom row step the cycle through off, 5, 10, 15, 30 and 60 minutes; Ctrl+M switches modes.
public struct MovieSettings: Sendable, Hashable {
    /// The city whose time is PRESENT TIME; nil for this computer's zone.
    public var presentCity: City?
    /// This computer's zone, named on the present row when no city is chosen.
    public var localZone: String
    /// The decorative cycle in minutes; nil is off.
    public var cycleMinutes: Int?
    /// The destination, for the top row's text.
    public var destination: CivilDateTime
    /// A departure waiting ("depart at"), and the time to go as its plate shows it: the top row
    /// shows these instead of the destination while it waits.
    public var departure: CivilDateTime?
    public var departsIn: String?

    public init(presentCity: City? = nil, localZone: String = "", cycleMinutes: Int? = nil,
                destination: CivilDateTime = MovieState.film.destination, departure: CivilDateTime? = nil,
                departsIn: String? = nil) {
        self.presentCity = presentCity
        self.localZone = localZone
        self.cycleMinutes = cycleMinutes
        self.destination = destination
        self.departure = departure
        self.departsIn = departsIn
    }

    /// The cycle choices in order, off first: what Left and Right step through.
    public static let cycleSteps: [Int?] = [nil] + MovieState.cycleChoices.map(Optional.some)

    /// The cycle `step` places from the current one, stopping at the ends.
    func cycle(stepped step: Int) -> Int? {
        let i = Self.cycleSteps.firstIndex(of: cycleMinutes) ?? 0
        return Self.cycleSteps[min(max(i + step, 0), Self.cycleSteps.count - 1)]
    }

    /// The rows' texts, top first: a name line and a detail line each.
    public func rows(_ words: Words = .english) -> [(name: String, detail: String)] {
        let cycle = cycleMinutes.map { words("Every %1$s minutes", String($0)) } ?? words("Off")
        let present = presentCity.map { "\($0.name), \($0.country)" } ?? words("this computer")
        let top = departure.map { d in
            (words("Departs: %1$s, in %2$s", d.readout().line, departsIn ?? "0:00:00"),
             words("Type a date on the face, then D, to change it · Del cancels · T leaves now"))
        } ?? (words("Destination: %1$s", destination.readout().line),
              words("Type mmddyyyy, mmddyyyyhhMM or hhMM on the face, then Enter · T travels · R returns"))
        return [
            top,
            (words("Present time: %1$s", present),
             presentCity.map { words("%1$s · search below to change · Del for this computer's zone", $0.zone) }
                ?? words("%1$s · search below for a city", localZone)),
            (words("Film trips: %1$s", cycle),
             words("Left/Right: off, 5, 10, 15, 30, 60 minutes · each turn typed in as the films' keypad")),
        ]
    }
}

extension SettingsOverlay {
    /// The bottom row in movie mode, where Left and Right choose the cycle.
    public static let cycleRow = 2
    /// The present's row.
    public static let presentRow = 1
    /// The destination's row, where a departure waiting shows and is cancelled.
    public static let destinationRow = 0

    /// A key in movie mode, or nil for the keys that work the same in both modes.
    mutating func handleMovieKey(_ key: OverlayKey, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard shows.mode == .movie else { return nil }
        let movie = shows.movie, selectedSlot = selectedSlot(in: shows)
        switch key {
        case .up, .down:
            if focus == .cities {
                let next = (selectedSlot ?? 0) + (key == .down ? 1 : -1)
                if (0..<CityStore.capacity).contains(next) { chosenSlot = next; return [] }
            }
            return nil  // into and out of the results, as in world mode
        case .left, .right:
            guard focus == .cities, selectedSlot == Self.cycleRow else { return [] }
            let next = movie.cycle(stepped: key == .right ? 1 : -1)
            return next == movie.cycleMinutes ? [] : [.cycleChanged(next)]
        case .delete where selectedSlot == Self.destinationRow:
            return movie.departure == nil ? [] : [.departureCancelled]
        case .delete:
            guard selectedSlot == Self.presentRow, movie.presentCity != nil else { return [] }
            return [.presentCityChanged(nil)]
        case .enter:
            guard focus == .results, let index = highlightedResult, results.indices.contains(index) else { return [] }
            let city = results[index]
            setQuery("")
            chosenSlot = Self.presentRow
            return city == movie.presentCity ? [] : [.presentCityChanged(city)]
        case .altUp, .altDown, .ctrlR:
            return []  // the world clock's city order has no meaning here
        default:
            return nil
        }
    }

    /// A click on the panel in movie mode, or nil for the parts that work the same in both modes.
    mutating func handleMoviePress(at point: Point, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard shows.mode == .movie else { return nil }
        let movie = shows.movie
        switch layout.hitTest(point) {
        case .removeButton(let slot) where slot == Self.destinationRow && movie.departure != nil:
            return [.departureCancelled]
        case .removeButton(let slot) where slot == Self.presentRow:
            return movie.presentCity == nil ? [] : [.presentCityChanged(nil)]
        case .removeButton, .cityRow:
            guard case .cityRow(let slot) = layout.hitTest(point) else { return [] }
            chosenSlot = slot
            focus = .cities
            // A click on the cycle row steps it on, round to off after an hour.
            guard slot == Self.cycleRow else { return [] }
            let i = MovieSettings.cycleSteps.firstIndex(of: movie.cycleMinutes) ?? 0
            return [.cycleChanged(MovieSettings.cycleSteps[(i + 1) % MovieSettings.cycleSteps.count])]
        case .resultRow(let row):
            let index = scrollOffset + row
            guard results.indices.contains(index) else { return [] }
            _ = search.handle(.highlight(index))
            focus = .results
            return handleMovieKey(.enter, shows)
        default:
            return nil
        }
    }
}

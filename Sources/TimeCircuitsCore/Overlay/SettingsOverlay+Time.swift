import FoundationEssentials

/// The time page's two rows: what the field and Delete act on.
public enum OverlayTimeRow: Int, Sendable, Hashable, CaseIterable {
    /// Exhibition mode: the readouts hold a fixed date and time (`exhibition =`).
    case exhibition
    /// A departure waiting ("depart at", as `ctl depart-at`).
    case departure
}

/// The time page of the settings panel: what time the face shows when it is not the time now.
/// Exhibition mode holds the readouts at a typed date and time (in world and movie mode alike,
/// which is why it is not on the movie page), and a departure waiting leaves at a typed minute.
///
/// The page sits under the cities' tab, which names it while it shows, as the reminders sit under
/// the alarms': → on the cities page (except on movie mode's cycle row, where → steps the cycle),
/// or a click on that tab while the cities show, brings it; ← or another click goes back.
///
/// Keys: Up/Down choose the row; typing fills the field and Enter sets the chosen row to what is
/// typed: `1985-10-26 01:21` (the settings file's and `ctl depart-at`'s form, a T or a space
/// between), or for a departure the keypad's `mmddyyyyhhMM`, `mmddyyyy` or `hhMM`, as digits and D
/// on the face take them. What is not a date and time is refused inline saying what is accepted,
/// and a departure whose minute has come is refused as `ctl depart-at` refuses it; the field keeps
/// what was typed either way. Delete stops the exhibition or cancels the departure; Backspace
/// edits the field; Esc clears it, then closes. The mouse: a click selects a row, its × stops it.
extension SettingsOverlay {
    public static let timeTitle = Words.marked("TIME")
    public static let timeHint = Words.marked("Enter sets · Del stops · ← back · Tab alarms")
    /// The longest line the field accepts: a date and time need 16 characters.
    public static let maximumTimeEntryLength = 24

    /// The model refused the departure typed (its minute has come): say so, keep the field.
    mutating func departureRefused(_ reason: String) {
        message = OverlayMessage(.refusal, reason)
    }

    /// The model set the departure typed: the field is done.
    mutating func departureSet(_ date: CivilDateTime, words: Words) {
        timeEntry = ""
        message = OverlayMessage(.info, words("Departs at %1$s", date.settingsText))
    }

    /// A key on the time page, or → on the cities page, which brings it; nil otherwise.
    mutating func handleTimeKey(_ key: OverlayKey, _ shows: OverlayShows) -> [OverlayEffect]? {
        if page == .cities, key == .right, !(shows.mode == .movie && focus == .cities && selectedSlot(in: shows) == Self.cycleRow) {
            show(.time)
            return []
        }
        guard page == .time else { return nil }
        switch key {
        case .up: timeRow = .exhibition
        case .down: timeRow = .departure
        case .enter: return setTimeEntry(shows)
        case .delete: return stop(timeRow, shows)
        case .backspace:
            if !timeEntry.isEmpty { timeEntry.removeLast() }
        case .escape:
            if timeEntry.isEmpty { return close() }
            timeEntry = ""
        case .text(let text):
            let typed = text.filter { !Self.isControl($0) }
            if !typed.isEmpty { timeEntry = String((timeEntry + typed).prefix(Self.maximumTimeEntryLength)) }
        case .left:
            show(.cities)
        case .altUp, .altDown, .ctrlR, .right:
            break  // the cities' keys
        case .f11, .ctrlQ, .ctrlComma, .ctrlM, .tab, .shiftTab:
            return nil  // handled before the page is asked
        }
        return []
    }

    /// A left click on the time page; nil when the page is not showing.
    mutating func handleTimePress(at point: Point, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard page == .time else { return nil }
        guard layout.panel.contains(point) else { return close() }
        switch layout.timeHit(point) {
        case .remove(let row)?: return stop(row, shows)
        case .row(let row)?: timeRow = row
        case .field?, nil: break
        }
        return []
    }

    // MARK: Actions

    private mutating func setTimeEntry(_ shows: OverlayShows) -> [OverlayEffect] {
        let words = shows.words
        let text = timeEntry.trimmingWhitespace()
        guard !text.isEmpty else { return [] }
        switch timeRow {
        case .exhibition:
            guard let time = CivilDateTime.parse(text) else {
                message = OverlayMessage(.refusal, words("%1$s is not a date and time: expected one like 1985-10-26 01:21",
                                                         QuotedInput.quoted(text)))
                return []
            }
            timeEntry = ""
            message = OverlayMessage(.info, words("Showing %1$s still", time.settingsText))
            return time == shows.exhibition ? [] : [.exhibitionChanged(time)]
        case .departure:
            guard let date = departure(from: text, shows.movie) else {
                message = OverlayMessage(.refusal, words("%1$s is not a date and time: expected one like 2031-01-01 00:00, or mmddyyyyhhMM",
                                                         QuotedInput.quoted(text)))
                return []
            }
            // Whether its minute has come is the model's to say: it knows the time now.
            return [.departureChosen(date)]
        }
    }

    /// A departure as typed: the ISO form, or the keypad's digits, which keep from the departure
    /// waiting (else the destination) what a short form leaves out, as digits and D do.
    private func departure(from text: String, _ movie: MovieSettings) -> CivilDateTime? {
        if let date = CivilDateTime.parse(text) { return date }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let digits = text.compactMap(\.wholeNumberValue)
        guard case .success(let date) = DestinationEntry.destination(digits, replacing: movie.departure ?? movie.destination)
        else { return nil }
        return date
    }

    private mutating func stop(_ row: OverlayTimeRow, _ shows: OverlayShows) -> [OverlayEffect] {
        timeRow = row
        switch row {
        case .exhibition:
            guard shows.exhibition != nil else { return [] }
            message = OverlayMessage(.info, shows.words("Exhibition stopped: the clock runs"))
            return [.exhibitionChanged(nil)]
        case .departure:
            guard shows.movie.departure != nil else { return [] }
            message = OverlayMessage(.info, shows.words("Departure cancelled"))
            return [.departureCancelled]
        }
    }
}

extension OverlayPicture {
    /// The line under the rows: where else the same is set.
    public var timeNote: String { words("Also exhibition = in settings.conf, the menu's Exhibition, and timecircuits ctl depart-at") }

    /// What to type, for the row chosen.
    public var timePlaceholder: String {
        switch overlay.timeRow {
        case .exhibition: words("Type a date and time to show, like 1985-10-26 01:21, then Enter")
        case .departure: words("Type a date and time to depart at, like 2031-01-01 00:00, then Enter")
        }
    }

    /// A row's words: its state, and what it does.
    public func timeLine(_ row: OverlayTimeRow) -> (name: String, detail: String) {
        switch row {
        case .exhibition:
            guard let exhibition = shows.exhibition else {
                return (words("Exhibition off"),
                        words("Holds a date and time on the face, for filming or display; the colon keeps running"))
            }
            return (words("Exhibition: %1$s", exhibition.settingsText),
                    words("The face holds this date and time in world and movie mode · Del stops it"))
        case .departure:
            guard let departure = shows.movie.departure else {
                return (words("No departure waiting"),
                        words("At the minute typed the time travel plays and the clock arrives, in movie mode"))
            }
            return (words("Departs: %1$s, in %2$s", departure.readout().line, shows.movie.departsIn ?? "0:00:00"),
                    words("DESTINATION TIME shows it and a plate counts down · Del cancels"))
        }
    }

    /// Whether a row is on: an exhibition showing, a departure waiting.
    public func isOn(_ row: OverlayTimeRow) -> Bool {
        switch row {
        case .exhibition: shows.exhibition != nil
        case .departure: shows.movie.departure != nil
        }
    }
}

import FoundationEssentials

/// One row of the timers page: a timer as `timer list` says it, or one of the timer face's
/// presets, listed under the timers.
public enum TimerPageRow: Sendable, Hashable {
    case timer(TimerListing.Entry)
    /// Preset slot `slot` (1…9).
    case preset(slot: Int, TimerPreset)
}

/// The timers page of the settings panel, in the alarms page's shape: every timer with its name,
/// what is left and its state, then the timer face's presets, and a field that reads `Tea 4m`,
/// `4m Tea` or `preset3 Talk` as `timer add 4m --name Tea` and `timer add preset3 --name Talk`
/// read them.
///
/// The list is the model's (`OverlayShows.timers`, `.timerPresets`), handed over as it is now;
/// the page keeps only its field, row and scroll (`ListCursors.timers`), and what it asks of a
/// timer comes back to the model as an effect, by the timer's number, as `ctl` would ask it.
///
/// Keys: typing fills the field and Enter adds the timer, set (a line that is not a timer is
/// refused inline, saying what is accepted, and nothing changes); Up/Down select a row; with the
/// field empty, Space starts or pauses the selected timer (a preset: starts a timer of it) and
/// Enter brings it onto the face, closing the panel; Delete removes the selected timer (timer 1,
/// the timer face's own, stays); Backspace edits the field; Esc clears it, then closes. The
/// mouse: a click selects a row, its lamp starts or pauses it, its × removes it.
extension SettingsOverlay {
    public static let timersTitle = Words.marked("TIMERS")
    public static let timersHint = Words.marked("Enter adds · Space runs · Del removes · Tab theme")
    /// What the field takes, said when a line is not a timer.
    public static let timerEntryAccepted = Words.marked("A name and a length from 0:01 to 23:59:59, like Tea 4m, 4m Tea or preset3 Talk")
    /// The longest line the field accepts: a 40-character name and a length.
    public static let maximumTimerEntryLength = 60

    /// What is typed in the timers page's field.
    public var timerEntry: String { cursors.timers.entry }

    /// The page's rows: the timers, the first's first, then the filled presets.
    static func timerRows(_ shows: OverlayShows) -> [TimerPageRow] {
        shows.timers.map(TimerPageRow.timer)
            + shows.timerPresets.filled.compactMap { slot in shows.timerPresets[slot: slot].map { .preset(slot: slot, $0) } }
    }

    /// `line` as a timer: a length (or `preset3`, or a cycle's name) first or last, the rest its
    /// name; or the line saying what is accepted.
    static func readTimer(_ line: String, presets: TimerPresets, words: Words)
        -> Result<(seconds: Int, cycle: TimerCycle?, thresholds: PhaseThresholds, name: String), InputError> {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !parts.isEmpty else { return .failure(InputError(words(timerEntryAccepted))) }
        var lengthProblem: InputError?
        for (length, rest) in [(parts[0], parts.dropFirst()), (parts[parts.count - 1], parts.dropLast())] {
            switch TimerCycle.timer(length, presets: presets, words: words) {
            case .success(let read):
                switch TimerName.parse(rest.joined(separator: " "), words: words) {
                case .success(let name): return .success((read.seconds, read.cycle, read.thresholds, name))
                case .failure(let problem): return .failure(problem)
                }
            case .failure(let problem):
                // A preset that is not there: its reason names the slots that are.
                if lengthProblem == nil, length.lowercased().hasPrefix("preset") { lengthProblem = problem }
            }
        }
        return .failure(lengthProblem ?? InputError(words(timerEntryAccepted)))
    }

    /// A key on the timers page; nil when the page is not showing.
    mutating func handleTimerKey(_ key: OverlayKey, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard page == .timers else { return nil }
        let rows = Self.timerRows(shows)
        let selected = cursors.timers.selected(count: rows.count)
        let entry = cursors.timers.entry
        switch key {
        case .up, .down:
            if let selected {
                _ = cursors.handle(.cursor(.timers, .choose(selected + (key == .up ? -1 : 1), count: rows.count,
                                                            visible: layout.alarmRows.count)))
            }
        case .enter:
            if !entry.trimmingWhitespace().isEmpty { return addTimerEntry(shows) }
            return bringForward(selected.map { rows[$0] }, shows)
        case .delete: return removeTimer(selected.map { rows[$0] }, shows)
        case .backspace:
            if !entry.isEmpty { _ = cursors.handle(.cursor(.timers, .type(String(entry.dropLast())))) }
        case .escape:
            if entry.isEmpty { return close() }
            _ = cursors.handle(.cursor(.timers, .type("")))
        case .text(" ") where entry.isEmpty:
            return startOrPause(selected.map { rows[$0] }, shows)
        case .text(let text):
            let typed = text.filter { !Self.isControl($0) }
            if !typed.isEmpty {
                _ = cursors.handle(.cursor(.timers, .type(String((entry + typed).prefix(Self.maximumTimerEntryLength)))))
            }
        case .altUp, .altDown, .ctrlR, .left, .right:
            break  // the timers keep the order they were added in
        case .f11, .ctrlQ, .ctrlComma, .ctrlM, .tab, .shiftTab:
            return nil  // handled before the page is asked
        }
        return []
    }

    /// A left click on the timers page; nil when the page is not showing. The rows are the
    /// alarms page's: the lamp starts or pauses, the × removes.
    mutating func handleTimerPress(at point: Point, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard page == .timers else { return nil }
        guard layout.panel.contains(point) else { return close() }
        let rows = Self.timerRows(shows)
        func row(_ onScreen: Int) -> Int? {
            let index = cursors.timers.scroll(count: rows.count, visible: layout.alarmRows.count) + onScreen
            return rows.indices.contains(index) ? index : nil
        }
        switch layout.alarmHit(point) {
        case .remove(let onScreen)?: return row(onScreen).map { removeTimer(rows[$0], shows) } ?? []
        case .toggle(let onScreen)?: return row(onScreen).map { startOrPause(rows[$0], shows) } ?? []
        case .row(let onScreen)?:
            if let index = row(onScreen) { _ = cursors.handle(.cursor(.timers, .pick(index))) }
        case .field?, nil:
            break
        }
        return []
    }

    mutating func handleTimerWheel(_ notches: Int, _ shows: OverlayShows) -> [OverlayEffect] {
        guard isOpen, menu == nil else { return [] }
        _ = cursors.handle(.cursor(.timers, .scroll(by: notches, count: Self.timerRows(shows).count, visible: layout.alarmRows.count)))
        return []
    }

    // MARK: Actions

    private mutating func addTimerEntry(_ shows: OverlayShows) -> [OverlayEffect] {
        let words = shows.words
        switch Self.readTimer(cursors.timers.entry.trimmingWhitespace(), presets: shows.timerPresets, words: words) {
        case .failure(let problem):
            // The field keeps what was typed, so one wrong word can be fixed rather than retyped.
            message = OverlayMessage(.refusal, Self.sentence(problem.message))
            return []
        case .success(let timer):
            let added = NamedTimer(id: "", name: timer.name, seconds: timer.seconds, cycle: timer.cycle)
            // The new timer is the last of the list: selected, so Space starts it.
            let count = Self.timerRows(shows).count + 1
            _ = cursors.handle(.cursor(.timers, .choose(shows.timers.count, count: count, visible: layout.alarmRows.count)))
            _ = cursors.handle(.cursor(.timers, .type("")))
            message = OverlayMessage(.info, words("Added %1$s · Space starts it", added.title))
            return [.timerAdded(seconds: timer.seconds, cycle: timer.cycle, thresholds: timer.thresholds, name: timer.name, start: false)]
        }
    }

    private mutating func startOrPause(_ row: TimerPageRow?, _ shows: OverlayShows) -> [OverlayEffect] {
        switch row {
        case .timer(let entry)?:
            return [.timerAsked(entry.state == "running" ? .pause : .start, number: entry.number)]
        case .preset(let slot, let preset)?:
            message = OverlayMessage(.info, shows.words("Started preset %1$s", "\(slot)"))
            return [.timerAdded(seconds: preset.duration, cycle: nil, thresholds: preset.thresholds, name: "", start: true)]
        case nil:
            return []
        }
    }

    private mutating func bringForward(_ row: TimerPageRow?, _ shows: OverlayShows) -> [OverlayEffect] {
        guard case .timer(let entry)? = row else { return startOrPause(row, shows) }
        return [.timerAsked(.show, number: entry.number)] + close()
    }

    private mutating func removeTimer(_ row: TimerPageRow?, _ shows: OverlayShows) -> [OverlayEffect] {
        guard case .timer(let entry)? = row else { return [] }
        guard entry.number > 1 else {
            message = OverlayMessage(.refusal, Self.sentence(shows.words("timer 1 is the timer face's own and stays: cancel it, or name a timer from 2 on")))
            return []
        }
        // There is no undo, so say what went.
        message = OverlayMessage(.info, shows.words("Removed %1$s", entry.name))
        return [.timerAsked(.remove, number: entry.number)]
    }

    /// A parser's reason as a line on the panel: it starts with a capital.
    private static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}

extension OverlayPicture {
    public var timerPlaceholder: String { words("Type a timer, like Tea 4m or preset3 Talk, then Enter") }

    /// The page's rows (`SettingsOverlay.timerRows`).
    public var timerRows: [TimerPageRow] { SettingsOverlay.timerRows(shows) }
    /// The row Up/Down, Space, Enter and Delete act on.
    public var selectedTimerRow: Int? { overlay.cursors.timers.selected(count: timerRows.count) }
    /// The rows on screen, with their indices in `timerRows`, top to bottom.
    public var visibleTimerRows: [(index: Int, row: TimerPageRow)] {
        let rows = timerRows
        let visible = overlay.layout.alarmRows.count
        let top = overlay.cursors.timers.scroll(count: rows.count, visible: visible)
        return (top..<max(top, min(rows.count, top + visible))).map { ($0, rows[$0]) }
    }

    /// A timer's state as the page says it: `running`, `paused`… in the user's words.
    public func stateText(_ entry: TimerListing.Entry) -> String {
        let state = switch entry.state {
        case "running": words("running")
        case "paused": words("paused")
        case "finished": words("finished")
        case "overtime": words("overtime")
        default: words("set")
        }
        return state
    }

    /// A timer's name as its row says it, with a cycle's phase after it (`Focus · WORK 2/4`).
    public func nameText(_ entry: TimerListing.Entry) -> String {
        entry.phase.map { "\(entry.name) · \($0)" } ?? entry.name
    }

    /// What is left of a timer as its row says it: `3:12`, or `+0:12` past its end.
    public func leftText(_ entry: TimerListing.Entry) -> String {
        (entry.state == "overtime" ? "+" : "") + TimerDuration.text(entry.remaining)
    }

    /// What a preset's row says of it, in the state's column.
    public func presetText(slot: Int) -> String { words("preset %1$s", "\(slot)") }
}

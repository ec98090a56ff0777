/// The keys card: F1 or ? shows every key of the face showing, in the user's language, drawn over
/// the face like the settings panel; Esc or any other key, or a click, puts it away.
///
/// The keys are spelled as the menu spells its shortcuts (from `KeyBindings` where the window's
/// table has them), the same in every language: they are what is printed on the keys. What each
/// does is translated.
public struct KeysCard: Sendable, Hashable {
    /// Which face's keys: the three rows (world clock, movie mode or a plan), the timer or the
    /// stopwatch.
    public enum Face: Sendable, Hashable, CaseIterable {
        case world
        case movie
        /// Plan mode's: the rows at a planned instant.
        case plan
        case timer
        case stopwatch
    }

    /// One line: the keys on the left, what they do on the right.
    public struct Line: Sendable, Hashable {
        public let keys: String
        public let action: String
    }

    public let face: Face
    /// The card's plate: "KEYS · WORLD CLOCK".
    public let title: String
    public let lines: [Line]
    /// The line under the keys: how to put the card away.
    public let footer: String

    /// The card for `face` in `words`' language.
    public init(face: Face, words: Words) {
        self.face = face
        let shortcut = { (action: KeyBindings.Action) in KeyBindings.shortcut(for: action)?.label ?? "" }
        let title: String
        var lines: [Line]
        // The three rows' display keys, in both of their modes.
        let display = [
            Line(keys: shortcut(.display(.toggleNight)), action: words("Night mode on or off")),
            Line(keys: "\(shortcut(.display(.brighter))) / \(shortcut(.display(.dimmer)))", action: words("Brighter / dimmer")),
            Line(keys: shortcut(.display(.toggleSounds)), action: words("Sounds on or off")),
        ]
        switch face {
        case .world:
            title = words("WORLD CLOCK")
            lines = [Line(keys: shortcut(.display(.timeTravel)), action: words("Time travel")),
                     Line(keys: shortcut(.display(.togglePlan)), action: words("Plan a time: the rows at a time you type"))] + display
        case .plan:
            title = words("PLAN A TIME")
            lines = [
                Line(keys: words("0–9, a weekday"), action: words("Type a time in the row's city: 0900, tue 0900, 12/10 0900")),
                Line(keys: "Enter", action: words("Go to the time typed")),
                Line(keys: words("Left / Right"), action: words("15 minutes earlier / later")),
                Line(keys: words("Up / Down"), action: words("An hour later / earlier")),
                Line(keys: words("Page Up / Page Down"), action: words("A day later / earlier")),
                Line(keys: words("Tab, a click, the wheel"), action: words("The row a time is typed in; the wheel moves 15 minutes")),
                Line(keys: "A", action: words("The next hours every city is at work")),
                Line(keys: "Ctrl+C", action: words("Copy the plan as one line for a chat")),
                Line(keys: "Esc, R, P", action: words("Clear the typing; back to now")),
            ] + [display[0]]
        case .movie:
            title = words("MOVIE MODE")
            lines = [
                Line(keys: "0–9", action: words("Type a destination: mmddyyyy, mmddyyyyhhMM or hhMM")),
                Line(keys: "Enter", action: words("Set the destination")),
                Line(keys: "D", action: words("Depart at the date typed, counting down to it")),
                Line(keys: "Backspace / Esc", action: words("Take a digit back / abandon the entry")),
                Line(keys: shortcut(.display(.timeTravel)), action: words("Travel to DESTINATION TIME")),
                Line(keys: shortcut(.display(.returnToPresent)), action: words("Return to the present")),
            ] + display
        case .timer:
            title = words("TIMER")
            lines = [
                Line(keys: "Space", action: words("Start, pause, resume; stop the overtime")),
                Line(keys: "Esc", action: words("Cancel, back to the set time")),
                Line(keys: "Home", action: words("The full set time again")),
                Line(keys: "0–9, Backspace", action: words("Type a time, filling from the right")),
                Line(keys: "Ctrl+1…9", action: words("Choose a preset")),
                Line(keys: "Ctrl+Shift+1…9", action: words("Store the set time in that preset")),
            ]
        case .stopwatch:
            title = words("STOPWATCH")
            lines = [
                Line(keys: "Space", action: words("Start or stop")),
                Line(keys: "L, Enter", action: words("A lap, while it runs")),
                Line(keys: "Esc", action: words("Reset to zero, while it is stopped")),
            ]
        }
        // What every face shares.
        lines += [
            Line(keys: shortcut(.display(.toggleTimer)), action: words("Timer face on or off")),
            Line(keys: shortcut(.display(.toggleStopwatch)), action: words("Stopwatch face on or off")),
            Line(keys: shortcut(.speakTime), action: words("Say what the face shows, aloud")),
            Line(keys: shortcut(.openSettings), action: words("Settings: cities, alarms, timers, theme")),
            Line(keys: words("Right-click"), action: words("Menu of everything")),
            Line(keys: shortcut(.toggleFullscreen), action: words("Fullscreen")),
            Line(keys: "F1, ?", action: words("This card")),
            Line(keys: shortcut(.quit), action: words("Quit")),
        ]
        self.title = words("KEYS · %1$s", title)
        self.lines = lines
        footer = words("Esc or any key closes this card")
    }
}

extension KeysCard {
    /// The texts of the actions' column, the footer's among them: the column is as wide as the
    /// widest.
    public var actionTexts: [String] { lines.map(\.action) + [footer] }
}

/// Where the keys card is drawn for one window size: a plate in the middle of the window, as wide
/// as its widest key and action need, with a title tab and a row per line. The widths are
/// measured by the painter, which has the font (the core has none): so no language's words are
/// ever cut, however long.
public struct KeysCardLayout: Sendable, Hashable {
    public var frame: Rect
    public var title: Rect
    /// One line's keys column and action column.
    public struct Row: Sendable, Hashable {
        public var keys: Rect
        public var action: Rect
    }
    /// Each line's row, top to bottom.
    public var rows: [Row]
    public var footer: Rect
    public var textHeight: Double
    public var titleTextHeight: Double
    /// Between a key's plate and its words, each side.
    public var keysInset: Double

    /// The cap height the keys and actions are measured and drawn at, in natural points.
    public static let naturalTextHeight = Metrics.textHeight

    /// Natural sizes, in points at scale 1 (the panel's scale).
    enum Metrics {
        static let padding = 10.0
        static let titleHeight = 16.0
        static let rowHeight = 14.5
        static let textHeight = 7.5
        static let titleTextHeight = 7.0
        /// Inside a key's plate, each side.
        static let keysInset = 4.0
        static let columnGap = 14.0
    }

    /// `keysWidth` and `actionWidth`: the widest key (bold) and action at `naturalTextHeight`.
    public init(card: KeysCard, width: Int, height: Int, scale: Double, keysWidth widestKeys: Double, actionWidth: Double) {
        let m = Metrics.self
        let lines = Double(card.lines.count)
        // A point to spare each side of a text: hinting rounds glyphs a little wider when scaled.
        let keysWidth = widestKeys + 2 * m.keysInset + 2
        let naturalW = 2 * m.padding + keysWidth + m.columnGap + actionWidth + 2
        let naturalH = 2 * m.padding + m.titleHeight + (lines + 1.5) * m.rowHeight
        // The card's natural size at the panel's scale, shrunk to fit a small window whole.
        let s = min(scale, Double(width) * 0.96 / naturalW, Double(height) * 0.96 / naturalH)
        let w = naturalW * s, h = naturalH * s
        frame = Rect(x: (Double(width) - w) / 2, y: (Double(height) - h) / 2, width: w, height: h)
        let inner = frame.insetBy(m.padding * s, m.padding * s)
        title = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: m.titleHeight * s)
        var y = title.maxY + 0.5 * m.rowHeight * s
        var rows: [Row] = []
        for _ in card.lines {
            let keys = Rect(x: inner.minX, y: y, width: keysWidth * s, height: m.rowHeight * s)
            let actionX = keys.maxX + m.columnGap * s
            rows.append(Row(keys: keys, action: Rect(x: actionX, y: y, width: inner.maxX - actionX, height: m.rowHeight * s)))
            y += m.rowHeight * s
        }
        self.rows = rows
        footer = Rect(x: inner.minX, y: y, width: inner.width, height: m.rowHeight * s)
        textHeight = m.textHeight * s
        titleTextHeight = m.titleTextHeight * s
        keysInset = m.keysInset * s
    }

}

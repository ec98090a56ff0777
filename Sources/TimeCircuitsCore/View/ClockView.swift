import FoundationEssentials

/// Everything the clock's window shows at one instant, as one value: the picture the painters
/// draw, the same face as a person reads it, row by row, the panel, menu or keys card over it, and
/// the news a person should be told. `ClockModel.view(at:)` makes it, purely, from the model and
/// the instant, so the window, `now` (text and JSON), `render` and a screen reader cannot
/// disagree about what the face says.
public struct ClockView: Sendable, Equatable {
    /// The clock, the timer or the stopwatch.
    public var screen: FaceScreen
    /// What the painters draw now, and what to render ahead of the next edge.
    public var frame: ClockFrame
    /// The clock face's lit rows, top first (dark rows left out), as they read; shown on the
    /// timer's and stopwatch's faces too, since they keep running behind them.
    public var rows: [RowView]
    /// The countdown plate under DESTINATION TIME while a departure waits (`DEPARTS IN 35:07:04`).
    public var departurePlate: String?
    /// The next reminder's notice: when it comes and what it is.
    public var nextReminder: UpcomingReminder?
    /// The theme the face is painted in.
    public var theme: ThemeName
    /// What the face shows as sentences in the user's language: the rows, or the timer's or the
    /// stopwatch's reading. It is what S speaks.
    public var reading: String
    /// The settings panel, the right-click menu or the keys card over the face, as painted; nil
    /// while none shows.
    public var overlay: OverlayPicture?
    /// The settings panel as structure (its tabs, lists, fields, switches and buttons, and the
    /// element the keyboard is on); nil while it is closed.
    public var panel: PanelView?
    /// What just happened that a person should be told (an alarm ringing, a trip landed, the
    /// countdown's end), for a minute after; nil when nothing has, or the model announces nothing.
    public var news: News?
    /// Plan mode's instant and what it said, while the rows show a plan; nil while they show now.
    public var plan: PlanView?
    /// Whether the window is the active one, with the keyboard's focus.
    public var active: Bool
    /// What `ctl status`, the D-Bus properties and MQTT's states report: the same rows, the
    /// countdown, the stopwatch, the switches. The model's announcer works this part out alone
    /// at each input (`ClockModel.status(at:boot:)`, which makes it here too), as the loop asks
    /// for `frame` alone at each colon step: the rest of the view is not paid for at every tick.
    public var status: ClockStatus
    /// The number (from 1, as `status.timers`) of the timer the timer face shows large.
    public var timerForward = 1
    /// In the room-condition display: the room row's reading as its plate says it
    /// (`21.5 °C · 45 %`, `STALE …` when old); nil in the other modes.
    public var room: String?
    /// The row the room condition shows on (`ReplicaDisplay.roomSlot`).
    public var roomSlot = 0
}

/// One of the face's rows, as the window shows it and a person reads it.
public struct RowView: Sendable, Hashable {
    /// The readout as `now --json` and the D-Bus `Rows` property carry it.
    public var readout: ReadoutRow
    /// Which of the face's three rows shows it, top first (a dark row has no view).
    public var slot: Int
    /// The plate's words above the row (`NEW YORK`, `DESTINATION TIME`).
    public var plate: String
    /// The row as its windows show it, month in the face's words (`OCT 26 1985  01:21 AM`).
    public var shown: Readout
    /// The row as a sentence: its name, the whole date with its weekday, and the time.
    public var spoken: String
    /// The row's LED colour as the user named it (`red`, or `#ff8800`), when they set the row
    /// colours; nil for the theme's own.
    public var color: String?
    /// On DESTINATION TIME while a departure waits: when it leaves (`1955-11-12T22:04`) and the
    /// time to go as the plate shows it.
    public var departure: String?
    public var departsIn: String?
    /// On DESTINATION TIME while a reminder's day shows there: the reminder, as the file has it.
    public var reminder: String?
    /// The weekday the YEAR field shows in the minimal display (`THU`); nil, the year shows.
    public var weekday: String?
}

/// Plan mode as a person is told of it: the instant the rows show, the plan as one line, what is
/// being typed and on which row, and what the last key said.
public struct PlanView: Sendable, Hashable {
    public var instant: Date
    /// The line Ctrl+C copies (`Thu 10 Dec: New York 9:00 AM · London 2:00 PM`).
    public var line: String
    /// The row typed times are read in, top first, and what is typed there so far.
    public var row: Int
    public var typed: String
    /// A refusal, the pass of a repeated hour, no shared hours, or the line copied.
    public var note: PlanMode.Note?
    /// On the night the clocks of the row typed on go back: which of the two readings shows.
    public var repeated: String?
}

/// The next reminder's notice.
public struct UpcomingReminder: Sendable, Hashable {
    /// When its notice comes.
    public var at: Date
    public var reminder: Reminder
}

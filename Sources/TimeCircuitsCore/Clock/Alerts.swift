/// The alarms and the reminders, and who rings them: this window, or the alarm service the
/// window follows and starts when due (`ClockModel+Alarms`, `ClockModel+Reminders`). A part of
/// `ClockModel`.
struct Alerts: Sendable {
    /// The list, what rings, what is snoozed, their record.
    var alarms: AlarmClock
    /// The reminders' notices, given here only while this window rings the alarms.
    var reminders: ReminderNotices
    /// Who rings them, this window or the alarm service, and when to start the service.
    var service = FollowedAlarmService()
}

import FoundationEssentials

/// The alarm service as a window follows it: who rings the alarms, as the service last reported
/// itself (`AlarmRinger`), and when to start it (`AlarmServiceRetry`), which reads the first.
struct FollowedAlarmService: Sendable, Hashable {
    var ringer = AlarmRinger.window
    var starts = AlarmServiceRetry()
}

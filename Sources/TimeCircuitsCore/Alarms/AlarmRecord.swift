import FoundationEssentials

/// What the clock remembers about its alarms between launches (in the state folder, apart from
/// the settings): when each one last rang or was found missed, so that a wall clock stepped
/// backwards, or a restart in the same minute, never rings the same alarm twice; and the snoozes
/// still to ring, so that a snooze survives a restart of whichever process rings.
public struct AlarmRecord: Sendable, Hashable {
    /// The instant each alarm (by `Alarm.identity`) was last due and answered for.
    public var lastRung: [String: Date]
    /// The snoozes waiting, by alarm identity.
    public var snoozes: [String: Snoozed]

    /// A snooze as the file keeps it: on the wall clock, because the boot clock a snooze runs on
    /// starts again at a reboot.
    public struct Snoozed: Sendable, Hashable {
        /// The alarm snoozed.
        public var alarm: Alarm
        /// The instant the alarm was first due (what its notices name).
        public var due: Date
        /// The wall instant the snooze ends.
        public var until: Date

        public init(alarm: Alarm, due: Date, until: Date) {
            self.alarm = alarm
            self.due = due
            self.until = until
        }
    }

    public init(lastRung: [String: Date] = [:], snoozes: [String: Snoozed] = [:]) {
        self.lastRung = lastRung
        self.snoozes = snoozes
    }

    /// Only the alarms still in `alarms`: an alarm deleted from the list is forgotten. A snooze
    /// of a once alarm, which switched itself off as it rang, is kept.
    public func keeping(_ alarms: [Alarm]) -> AlarmRecord {
        let ids = Set(alarms.map(\.identity))
        let live = Set(alarms.filter { $0.enabled || $0.days.isOnce }.map(\.identity))
        return AlarmRecord(lastRung: lastRung.filter { ids.contains($0.key) }, snoozes: snoozes.filter { live.contains($0.key) })
    }
}

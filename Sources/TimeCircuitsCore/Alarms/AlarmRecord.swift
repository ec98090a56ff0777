import FoundationEssentials

/// What the clock remembers about its alarms between launches (in the state folder, apart from
/// the settings): when each one last rang or was found missed, so that a wall clock stepped
/// backwards, or a restart in the same minute, never rings the same alarm twice.
public struct AlarmRecord: Sendable, Hashable {
    /// The instant each alarm (by `Alarm.identity`) was last due and answered for.
    public var lastRung: [String: Date]

    public init(lastRung: [String: Date] = [:]) {
        self.lastRung = lastRung
    }

    /// Only the alarms still in `alarms`: an alarm deleted from the list is forgotten.
    public func keeping(_ alarms: [Alarm]) -> AlarmRecord {
        let ids = Set(alarms.map(\.identity))
        return AlarmRecord(lastRung: lastRung.filter { ids.contains($0.key) })
    }
}

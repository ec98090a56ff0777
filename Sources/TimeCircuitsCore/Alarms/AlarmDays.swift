/// The weekdays an alarm rings on; none means once (the next time its minute comes, then it
/// switches itself off).
///
/// Written as people write them in a crontab or a shop's door: `mon-fri`, `sat,sun`,
/// `mon,wed,fri`, `daily`, `once`; also `weekdays`, `weekends`, full names and wrapping ranges
/// such as `fri-mon`. The text the clock writes is the shortest of these (`mon-fri`, `daily`).
public struct AlarmDays: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0x7F }

    /// Monday … Sunday: bit 0 is Monday, as ISO 8601 and the replica's keypad count them.
    public static let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// ISO weekday 1 (Monday) … 7 (Sunday).
    public static func day(_ isoWeekday: Int) -> AlarmDays { AlarmDays(rawValue: 1 << UInt8(isoWeekday - 1)) }

    public static let once: AlarmDays = []
    public static let everyDay = AlarmDays(rawValue: 0x7F)
    public static let weekdays = AlarmDays(rawValue: 0x1F)
    public static let weekends = AlarmDays(rawValue: 0x60)

    public var isOnce: Bool { isEmpty }

    public func contains(isoWeekday: Int) -> Bool { isOnce || contains(Self.day(isoWeekday)) }

    /// What a days value looks like, for every message about a bad one.
    public static let expected = Words.marked("days like mon-fri, sat,sun, mon,wed,fri, daily or once")

    /// Reads a days value; nil when any part of it is not a day.
    public static func parse(_ text: String) -> AlarmDays? {
        switch text.lowercased() {
        case "daily", "everyday", "every-day", "all": return .everyDay
        case "once": return .once
        case "weekdays": return .weekdays
        case "weekends", "weekend": return .weekends
        default: break
        }
        var days: AlarmDays = []
        for part in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            let ends = part.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count), let a = weekday(ends[0]), let b = weekday(ends.last!) else { return nil }
            // A range may wrap past Sunday (fri-mon), as a shop's opening hours do.
            var d = a
            while true {
                days.insert(day(d))
                if d == b { break }
                d = d % 7 + 1
            }
        }
        return days.isEmpty ? nil : days
    }

    /// `mon`, `monday`, `tues`…: the ISO weekday, or nil.
    static func weekday(_ word: Substring) -> Int? {
        let w = word.trimmingWhitespace()
        guard w.count >= 3 else { return nil }
        let full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        return full.firstIndex { $0.hasPrefix(w) }.map { $0 + 1 }
    }

    /// The settings file's form: `daily`, `once`, `mon-fri`, `sat,sun`, `mon,wed-fri`.
    public var text: String {
        if isOnce { return "once" }
        if self == .everyDay { return "daily" }
        // Runs of three or more days are ranges; shorter runs are listed.
        var parts: [String] = []
        var d = 1
        while d <= 7 {
            guard contains(isoWeekday: d) else { d += 1; continue }
            var end = d
            while end < 7, contains(isoWeekday: end + 1) { end += 1 }
            if end - d >= 2 {
                parts.append("\(Self.names[d - 1])-\(Self.names[end - 1])")
            } else {
                parts += (d...end).map { Self.names[$0 - 1] }
            }
            d = end + 1
        }
        return parts.joined(separator: ",")
    }
}

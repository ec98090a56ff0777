import FoundationEssentials

/// A planned meeting as an iCalendar event (RFC 5545), the text calendar programs import: one
/// VEVENT in a VCALENDAR, its start and end in UTC, so every program puts it at the same instant
/// whatever zones it knows.
public struct CalendarEvent: Sendable, Hashable {
    /// The event's identity: unique, so importing a second plan adds a second event.
    public var uid: String
    /// When the event was made (DTSTAMP).
    public var stamp: Date
    public var start: Date
    public var minutes: Int
    /// SUMMARY: the meeting's name.
    public var title: String
    /// DESCRIPTION: the line for a chat, every city's time.
    public var description: String

    /// The lengths a meeting may have, in minutes: up to a day.
    public static let minutesRange = 1...1440

    public init(uid: String, stamp: Date, start: Date, minutes: Int, title: String, description: String) {
        self.uid = uid
        self.stamp = stamp
        self.start = start
        self.minutes = minutes
        self.title = title
        self.description = description
    }

    /// Who made it (PRODID): the program, as RFC 5545 asks, in the form calendar programs write.
    static let productID = "-//Time Circuits//timecircuits plan//EN"

    /// The file's text: CRLF after every line, lines longer than 75 octets folded.
    public var text: String {
        let lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + Self.productID, "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "BEGIN:VEVENT", "UID:" + Self.escaped(uid), "DTSTAMP:" + Self.utc(stamp), "DTSTART:" + Self.utc(start),
            "DTEND:" + Self.utc(start.addingTimeInterval(Double(minutes) * 60)),
            "SUMMARY:" + Self.escaped(title), "DESCRIPTION:" + Self.escaped(description),
            "END:VEVENT", "END:VCALENDAR",
        ]
        return lines.flatMap(Self.folded).map { $0 + "\r\n" }.joined()
    }

    /// `20261215T140000Z`: a DATE-TIME in UTC (RFC 5545 3.3.5, form #2), to the second.
    static func utc(_ date: Date) -> String {
        CivilDateTime.isoUTC(date).filter { $0 != "-" && $0 != ":" }
    }

    /// A TEXT value escaped (RFC 5545 3.3.11): a backslash, a semicolon and a comma behind a
    /// backslash, a line break as `\n`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            // A CR of a CRLF is the line break's, already written as \n; any other control
            // character may not appear in a TEXT value at all.
            case "\r": break
            default: if scalar.value >= 0x20 && scalar.value != 0x7F { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `line` folded as RFC 5545 3.1 asks: no line longer than 75 octets, each continuation
    /// starting with a space (which counts), and never inside a character's UTF-8 bytes.
    static func folded(_ line: String) -> [String] {
        var lines: [String] = [], current = "", octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                lines.append(current)
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        return lines + [current]
    }
}

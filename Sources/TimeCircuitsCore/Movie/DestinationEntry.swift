import FoundationEssentials

/// A destination being typed on the keyboard, the way the prop's keypad takes it: `mmddyyyy`,
/// `mmddyyyyhhMM` or `hhMM` (24-hour), then Enter.
///
/// Unlike the prop, which shows nothing until Enter, the digits appear in the DESTINATION TIME
/// row as they are typed (date fields first), and the fields still to come blink.
public struct DestinationEntry: Sendable, Hashable {
    /// The most digits any format takes.
    public static let maximumDigits = 12
    /// An entry left alone this long is abandoned, as a keypad's would be.
    public static let timeout: TimeInterval = 10

    public private(set) var digits: [Int] = []
    /// When the last digit was typed (or taken back): the timeout counts from here.
    public private(set) var lastKey: Date

    public init(at now: Date) { lastKey = now }

    /// Adds a digit; false (nothing changes) when the entry is full.
    public mutating func type(_ digit: Int, at now: Date) -> Bool {
        guard digits.count < Self.maximumDigits, (0...9).contains(digit) else { return false }
        digits.append(digit)
        lastKey = now
        return true
    }

    /// Takes the last digit back; false when there was none.
    public mutating func backspace(at now: Date) -> Bool {
        guard !digits.isEmpty else { return false }
        digits.removeLast()
        lastKey = now
        return true
    }

    public func hasTimedOut(at now: Date) -> Bool { now.timeIntervalSince(lastKey) >= Self.timeout }

    /// Why an entry is refused.
    public enum Refusal: Error, Sendable, Hashable {
        /// Not 4, 8 or 12 digits.
        case incomplete
        /// The digits name no real date or time (month 13, FEB 30, 24:61, year 0).
        case impossible
    }

    /// The twelve digits that name `date` (`mmddyyyyhhMM`), as they are typed for it.
    public static func digits(for date: CivilDateTime) -> [Int] {
        [(date.month, 2), (date.day, 2), (date.year, 4), (date.hour, 2), (date.minute, 2)].map { NumberText.padded($0, $1) }.joined()
            .compactMap(\.wholeNumberValue)
    }

    /// The destination the digits name, keeping from `current` what a short format leaves out
    /// (the time for `mmddyyyy`, the date for `hhMM`).
    public func destination(replacing current: CivilDateTime) -> Result<CivilDateTime, Refusal> {
        Self.destination(digits, replacing: current)
    }

    /// The destination `d` names, typed all at once (the settings panel's time page reads a
    /// keypad form so): as `destination(replacing:)`.
    public static func destination(_ d: [Int], replacing current: CivilDateTime) -> Result<CivilDateTime, Refusal> {
        func number(_ range: Range<Int>) -> Int { d[range].reduce(0) { $0 * 10 + $1 } }
        let parts: (y: Int, mo: Int, d: Int, h: Int, mi: Int)
        switch d.count {
        case 4: parts = (current.year, current.month, current.day, number(0..<2), number(2..<4))
        case 8: parts = (number(4..<8), number(0..<2), number(2..<4), current.hour, current.minute)
        case 12: parts = (number(4..<8), number(0..<2), number(2..<4), number(8..<10), number(10..<12))
        default: return .failure(.incomplete)
        }
        guard let date = CivilDateTime(year: parts.y, month: parts.mo, day: parts.d, hour: parts.h, minute: parts.mi) else {
            return .failure(.impossible)
        }
        return .success(date)
    }

    /// The DESTINATION TIME row while typing, over the destination it will replace: typed
    /// digits lit, in the order month, day, year, hour, minute; the fields still to come show the
    /// old destination and blink (`blinkOn` says which half of the blink this is).
    public func lights(over current: CivilDateTime, cycle: HourCycle, blinkOn: Bool) -> RowLights {
        var lights = RowLights(readout: current.readout(cycle))
        let order: [(Field, Int)] = [(.month, 2), (.day, 2), (.year, 4), (.hour, 2), (.minute, 2)]
        var used = 0
        for (field, count) in order {
            let typed = Array(digits.dropFirst(used).prefix(count))
            used += count
            let first = RowLights.firstCell(of: field)
            if typed.isEmpty {
                if !blinkOn { lights = lights.with(field, level: 0) }
                if field == .hour, !blinkOn { lights.am = 0; lights.pm = 0 }
                continue
            }
            var text = typed.map(String.init).joined()
            if field == .month {
                // Two digits of a real month read as its letters, as the field shows months.
                if typed.count == 2, let m = Int(text), (1...12).contains(m) { text = Readout.monthAbbreviations[m - 1] }
                text += String(repeating: " ", count: max(0, field.characterCount - text.count))
            } else if field == .hour, typed.count == 2, let h = Int(text), h <= 23 {
                // Typed on the 24-hour clock; shown on the face's own, with its lamp.
                let shown = cycle == .twelve ? (h % 12 == 0 ? 12 : h % 12) : h
                text = NumberText.padded(shown, 2)
                lights.am = cycle == .twelve && h < 12 ? 1 : 0
                lights.pm = cycle == .twelve && h >= 12 ? 1 : 0
            } else {
                text += String(repeating: " ", count: max(0, field.characterCount - text.count))
            }
            for (i, ch) in text.enumerated() {
                lights.masks[first + i] = FaceContent.litMask(field.kind, ch)
            }
            lights = lights.with(field, level: 1)
        }
        return lights
    }
}

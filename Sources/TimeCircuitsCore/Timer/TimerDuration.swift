/// A countdown's length in whole seconds, as people type it: `18m`, `90s`, `1h30m`, `12:30`
/// (minutes and seconds), `1:02:03` (hours, minutes, seconds), or a bare `5` (minutes, as a cook
/// says "five").
///
/// The iOS timer this follows offers hours 0–23 and minutes and seconds 0–59, so a countdown is
/// at least one second and at most 23:59:59; the command line, the settings file's presets and the
/// timer face's own entry all keep to that one range.
public enum TimerDuration {
    /// The shortest countdown: one second.
    public static let minimum = 1
    /// The longest: 23:59:59.
    public static let maximum = 24 * 3600 - 1

    /// What the parser accepts, for every error message (in the language it is said in).
    public static let accepted = Words.marked("a duration from 0:01 to 23:59:59 like 18m, 90s, 1h30m, 12:30 or 1:02:03")

    /// The seconds `text` names, or one line, in the language of `words`, saying what is wrong
    /// and what is accepted.
    public static func parse(_ text: String, words: Words = .english) -> Result<Int, InputError> {
        let t = text.trimmingWhitespace().lowercased()
        // Each reason is a whole sentence with the text as %1$s and what is accepted as %2$s, so
        // a language words it in its own order.
        func bad(_ reason: String, _ more: String...) -> Result<Int, InputError> {
            .failure(InputError(words(reason, arguments: [QuotedInput.quoted(text), words(accepted)] + more)))
        }
        guard !t.isEmpty else { return bad(Words.marked("%1$s is empty; expected %2$s")) }
        if t.hasPrefix("-") { return bad(Words.marked("%1$s is negative; expected %2$s")) }
        let seconds: Int
        if t.contains(":") {
            let parts = t.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigit) }) else {
                return bad(Words.marked("%1$s is not a time like 12:30 or 1:02:03; expected %2$s"))
            }
            let numbers = parts.compactMap { Int($0) }
            // The first field may be any size it can be (hours, or minutes of an MM:SS); the ones
            // after it are minutes and seconds of a clock, 0–59.
            if numbers.dropFirst().contains(where: { $0 > 59 }) { return bad(Words.marked("%1$s has minutes or seconds over 59; expected %2$s")) }
            seconds = numbers.reduce(0) { $0 * 60 + $1 }
        } else if t.allSatisfy(\.isASCIIDigit) {
            guard t.count <= 4, let minutes = Int(t) else { return bad(Words.marked("%1$s is too long; expected %2$s")) }
            seconds = minutes * 60
        } else {
            switch units(t) {
            case .success(let s): seconds = s
            case .failure(let reason): return bad(reason.reason, reason.unit)
            }
        }
        if seconds < minimum { return bad(Words.marked("%1$s is zero; expected %2$s")) }
        if seconds > maximum { return bad(Words.marked("%1$s is longer than 23:59:59; expected %2$s")) }
        return .success(seconds)
    }

    /// Why a text of units is refused: a sentence for `bad`, and the unit it names (%3$s) if any.
    private struct UnitsProblem: Error {
        var reason: String
        var unit = ""
    }

    /// `1h30m`, `90s`, `18min`: numbers each followed by a unit, hours before minutes before
    /// seconds, each unit once.
    private static func units(_ t: String) -> Result<Int, UnitsProblem> {
        let unitSeconds: [(names: [String], seconds: Int)] = [(["h", "hr", "hrs", "hour", "hours"], 3600),
                                                              (["m", "min", "mins", "minute", "minutes"], 60),
                                                              (["s", "sec", "secs", "second", "seconds"], 1)]
        var rest = Substring(t)
        var total = 0
        var next = 0  // Units must come in order: the index of the first one still allowed.
        while !rest.isEmpty {
            let digits = rest.prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty, digits.count <= 5, let n = Int(digits) else {
                return .failure(UnitsProblem(reason: Words.marked("%1$s is not a number followed by a unit (h, m or s); expected %2$s")))
            }
            rest = rest.dropFirst(digits.count)
            let name = rest.prefix(while: { $0.isLetter })
            rest = rest.dropFirst(name.count)
            guard let k = unitSeconds.firstIndex(where: { $0.names.contains(String(name)) }) else {
                return .failure(name.isEmpty ? UnitsProblem(reason: Words.marked("%1$s has a number without a unit (h, m or s); expected %2$s"))
                                             : UnitsProblem(reason: Words.marked("%1$s has the unknown unit %3$s; expected %2$s"),
                                                            unit: QuotedInput.quoted(String(name))))
            }
            guard k >= next else {
                return .failure(UnitsProblem(reason: Words.marked("%1$s gives its units out of order (hours, then minutes, then seconds); expected %2$s")))
            }
            next = k + 1
            total += n * unitSeconds[k].seconds
        }
        return .success(total)
    }

    /// `18:00`, `1:30:00`, `0:09`: H:MM:SS from an hour up, else MM:SS, as the timer face shows.
    public static func text(_ seconds: Int) -> String {
        let s = max(0, seconds)
        let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(sec))" : "\(m):\(two(sec))"
    }
}

extension Character {
    /// 0–9 only: `isNumber` would take other scripts' digits and fractions too.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// One alarm: a time of day, the weekdays it rings on (or once), an optional label, on or off.
///
/// In the settings file, one line an alarm, in the order the user keeps them:
///
/// ```
/// alarm = 07:30 mon-fri Work
/// alarm = 06:45 once
/// alarm = off 08:00 sat,sun Long run
/// alarm = 06:00 mon-fri sound=~/sounds/rooster.ogg Early
/// ```
///
/// A leading `off` keeps an alarm that is switched off (so it can be switched on again without
/// typing it anew). The days may be left out when there is no label (`alarm = 07:30` rings every
/// day); with a label they are required, so a misspelt day is an error rather than a label.
/// A label cannot hold `#` or `;`, which start a comment in the file, nor control characters.
/// A word `sound=NAME` before the label (or in place of the days) gives the alarm a sound of its
/// own: a sound-theme name or a file's path, without spaces.
public struct Alarm: Sendable, Hashable {
    public var time: AlarmTime
    public var days: AlarmDays
    public var label: String
    public var enabled: Bool
    /// This alarm's own sound (`SoundChoices.alarm` says how it is read); nil for the alarms'.
    public var sound: String?

    public init(time: AlarmTime, days: AlarmDays = .everyDay, label: String = "", enabled: Bool = true, sound: String? = nil) {
        self.time = time
        self.days = days
        self.label = label
        self.enabled = enabled
        self.sound = sound
    }

    private static let soundPrefix = "sound="

    /// Takes a `sound=` word off the front of `words`: its value, or nil when there is none.
    private static func takeSound(_ line: inout ArraySlice<String>, _ words: Words) -> Result<String?, InputError> {
        guard let word = line.first, word.lowercased().hasPrefix(soundPrefix) else { return .success(nil) }
        line = line.dropFirst()
        guard let sound = SoundChoices.parseSound(String(word.dropFirst(soundPrefix.count))) else {
            return .failure(InputError(words("alarm %1$s names no sound; expected sound= and %2$s", QuotedInput.quoted(word),
                                             words(SoundChoices.alarmExpected))))
        }
        return .success(sound)
    }

    /// What an alarm line looks like, for the settings file's warnings.
    public static let expected = Words.marked("a time, days and an optional label, like 07:30 mon-fri Work")

    /// Reads an alarm line's value; the reason, in `words`' language, when it is not one.
    public static func parse(_ text: String, words: Words = .english) -> Result<Alarm, InputError> {
        // Split at whitespace scalars, not characters: a combining mark after a space makes one
        // character of the two, which is not whitespace, and the label would not read back.
        var line = text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
            .map { String(String.UnicodeScalarView($0)) }[...]
        var enabled = true
        if line.first?.lowercased() == "off" {
            enabled = false
            line = line.dropFirst()
        }
        guard let timeWord = line.popFirst() else {
            return .failure(InputError(words("alarm %1$s has no time; expected %2$s", QuotedInput.quoted(text), words(expected))))
        }
        let time: AlarmTime
        switch AlarmTime.parse(timeWord, words: words) {
        case .success(let t): time = t
        case .failure(let e): return .failure(e)
        }
        var sound: String?
        switch takeSound(&line, words) {
        case .success(let s): sound = s
        case .failure(let e): return .failure(e)
        }
        var days = AlarmDays.everyDay
        if sound == nil, let dayWord = line.popFirst() {
            guard let d = AlarmDays.parse(dayWord) else {
                return .failure(InputError(words("alarm days %1$s are not days; expected %2$s", QuotedInput.quoted(dayWord),
                                                 words(AlarmDays.expected))))
            }
            days = d
            switch takeSound(&line, words) {
            case .success(let s): sound = s
            case .failure(let e): return .failure(e)
            }
        } else if sound != nil, let dayWord = line.first, let d = AlarmDays.parse(dayWord) {
            line = line.dropFirst()
            days = d
        }
        let label = line.joined(separator: " ")
        if let e = labelProblem(label, words: words) { return .failure(e) }
        return .success(Alarm(time: time, days: days, label: label, enabled: enabled, sound: sound))
    }

    /// Why `label` cannot be an alarm's label, in `words`' language, or nil when it can.
    public static func labelProblem(_ label: String, words: Words = .english) -> InputError? {
        // A control character would reach the terminal through `alarm list` and the notice.
        let control = label.unicodeScalars.contains { $0.properties.generalCategory == .control }
        if control || label.contains(where: { $0 == "#" || $0 == ";" || $0.isNewline }) {
            return InputError(words("alarm label %1$s cannot hold #, ; or control characters (the settings file reads # and ; as comments)",
                                    QuotedInput.quoted(label)))
        }
        // Written after the days, such a label would read back as the alarm's sound.
        if label.split(separator: " ").first?.lowercased().hasPrefix(soundPrefix) == true {
            return InputError(words("alarm label %1$s cannot start with sound= (that word gives the alarm its sound, once)",
                                    QuotedInput.quoted(label)))
        }
        return nil
    }

    /// The settings file's form: `07:30 mon-fri Work`, with `off ` in front when switched off.
    public var text: String {
        (enabled ? "" : "off ") + [time.text, days.text, sound.map { Self.soundPrefix + $0 } ?? "", label]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The alarm without its switch: what it is, whether on or off. The state file remembers when
    /// an alarm last rang by this, so switching one off and on again keeps the memory.
    public var identity: String {
        [time.text, days.text, label].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// How a notice or the menu names it: `07:30 Work`, or `7:30 AM` on the 12-hour clock.
    public func title(cycle: HourCycle) -> String {
        label.isEmpty ? time.text(cycle: cycle) : "\(time.text(cycle: cycle)) \(label)"
    }
}

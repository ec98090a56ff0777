import TimeCircuitsCore
/// One `key = value` setting of the settings file beyond `version` and `cities`: how its value is
/// read into `Settings`, what a bad value is warned as, and how it is written back.
///
/// `SettingsKey.all` is the one list of these keys: the reader looks a key up there, and the
/// writer writes them in its order, so adding a setting is adding one entry.
struct SettingsKey: Sendable {
    /// The key as written, lower case.
    let name: String
    /// What a valid value looks like, for the warning: "12h or 24h" (the catalogue's key).
    let expected: String
    /// What the clock does with a bad value, for the warning: "read as %1$s" (the catalogue's
    /// key), filled with `fresh`.
    let fallback: String
    /// The value a bad one is read as, in the file's spelling ("12h"); empty for a setting a
    /// fresh install does not have.
    var fresh = ""
    /// Stores the value `text` gives into `settings`; false, and `settings` unchanged, when
    /// `text` is not a valid value.
    let read: @Sendable (_ text: String, _ settings: inout Settings) -> Bool
    /// The value's text, or nil when it is a fresh install's and so is not written: a plain file
    /// stays the three lines a person expects.
    let written: @Sendable (Settings) -> String?

    /// The warning for `value` on line `line`, which this key could not read; `instead` says
    /// what the clock does when it is not the key's own fallback (a list's line left out).
    func warning(line: Int, value: String, words: Words = .english, instead: String? = nil) -> String {
        words("line %1$s: %2$s %3$s is not %4$s; %5$s", "\(line)", name, QuotedInput.quoted(value), words(expected), words(instead ?? fallback, fresh))
    }

    /// The entry named `name` (lower case), if this clock knows it.
    static func named(_ name: String) -> SettingsKey? {
        all.first { $0.name == name }
    }

    /// Every key, in the order the writer writes them.
    // Built from typed groups rather than one expression: Swift 6.0's type checker (Debian 13's
    // swiftlang) gives up on the whole list as one sum of literals and maps.
    static let all: [SettingsKey] = windowToggles + windowAndFace + filmVariants + soundKeys + soundFiles + mqttAndAlarms + timerPresets

    private static let windowToggles: [SettingsKey] = WindowToggle.allCases.map { toggle in
        value(toggle.rawValue, \.window[toggle], expected: Words.marked("yes or no"), parse: switchValue, format: yesOrNo)
    }

    private static let windowAndFace: [SettingsKey] = [
        optional("window", \.window.frame, expected: Words.marked("WIDTHxHEIGHT+X+Y"),
                 whenInvalid: Words.marked("the window opens at its default size"), parse: WindowFrame.parse, format: \.text),
        value("start-at-login", \.startAtLogin, expected: Words.marked("yes or no"), parse: switchValue, format: yesOrNo),
        value("clock", \.display.hourCycle, expected: Words.marked("12h or 24h"),
              parse: { HourCycle(rawValue: $0.lowercased()) }, format: \.rawValue),
        value("brightness", \.display.brightness, expected: DisplayPreferences.brightnessExpected,
              parse: DisplayPreferences.brightness(from:), format: String.init),
        // `night` is also a list: its schedule lines (`night = 22:30-06:45`, `night = sun`) are
        // read and written beside it by `SettingsFile`, as alarms are; this entry is the switch.
        value("night", \.display.night, expected: Words.marked("auto, on or off, or a schedule like 22:30-06:45, 23:30-08:00 fri,sat, sun or dusk"),
              parse: { NightSetting(rawValue: $0.lowercased()) }, format: \.rawValue),
        optional("night-hours", \.display.nightSchedule, expected: Words.marked("two times of day like 22:00-07:00"),
                 whenInvalid: Words.marked("no schedule"), parse: NightSchedule.parse, format: \.text),
        optional("night-hold", \.display.nightHold, expected: TimerDuration.accepted,
                 whenInvalid: Words.marked("the switch holds until the schedule's next edge"),
                 parse: { try? TimerDuration.parse($0).get() }, format: TimerDuration.text),
        value("night-rows", \.display.nightRows, expected: NightRows.expected, parse: NightRows.parse, format: \.text),
        value("display-mode", \.display.displayMode, expected: DisplayMode.expected,
              parse: DisplayMode.fromSettings, format: \.rawValue),
        optional("room-stale-after", \.display.roomStaleAfter, expected: TimerDuration.accepted,
                 whenInvalid: Words.marked("a reading is stale after 30 minutes"),
                 parse: { try? TimerDuration.parse($0).get() }, format: TimerDuration.text),
        value("room-unit", \.display.roomUnit, expected: Words.marked("c or f"),
              parse: { TemperatureUnit(rawValue: $0.lowercased()) }, format: \.rawValue),
        optional("location", \.display.location, expected: Coordinates.expected,
                 whenInvalid: Words.marked("the sun is followed at the first row's city"), parse: { NightLocation.parse($0) }, format: \.text),
        value("intro", \.display.intro, expected: Words.marked("yes or no"), parse: switchValue, format: yesOrNo),
        value("animations", \.display.animations, expected: Words.marked("yes or no"), parse: switchValue, format: yesOrNo),
        value("months", \.display.months, expected: MonthLetters.expected,
              parse: { MonthLetters(rawValue: $0.lowercased()) }, format: \.rawValue),
        value("theme", \.display.theme, expected: ThemeName.expected, parse: ThemeName.parse, format: \.rawValue),
        optional("colors", \.display.colors, expected: RowColors.expected, whenInvalid: Words.marked("the theme's own colours show"),
                 parse: RowColors.parse, format: \.text),
        optional("ease", \.display.easing, expected: Words.marked("on or off"), whenInvalid: Words.marked("digits ease as the theme has them"),
                 parse: switchValue, format: { $0 ? "on" : "off" }),
        optional("present-city", \.presentCity, expected: Words.marked("a city id from `timecircuits cities`"),
                 whenInvalid: Words.marked("PRESENT TIME runs in this computer's zone"),
                 parse: { CityCatalogue.standard.city(id: CitySelection.normalised($0)) }, format: \.id),
        optional("cycle", \.cycleMinutes, expected: Words.marked("5, 10, 15, 30 or 60 (minutes)"), whenInvalid: Words.marked("no cycling"),
                 parse: { Int($0).flatMap { MovieState.cycleChoices.contains($0) ? $0 : nil } }, format: String.init),
        // Empty is off, as absent is: a person clears the value to stop the exhibition.
        stored("exhibition", \.exhibition, expected: Words.marked("a date and time like 1985-10-26 01:21, or nothing"),
               fallback: Words.marked("the clock runs"),
               parse: { $0.isEmpty ? .some(nil) : CivilDateTime.parse($0).map { .some($0) } },
               written: { $0.map(\.settingsText) }),
        value("workhours", \.workingHours, expected: WorkingWeek.expected, parse: { WorkingWeek.parse($0) }, format: \.text),
    ]

    private static let filmVariants: [SettingsKey] = FilmVariant.allCases.map { variant in
        value(variant.rawValue, \.display[variant: variant], expected: Words.marked("yes or no"), parse: switchValue, format: yesOrNo)
    }

    private static let soundKeys: [SettingsKey] = [
        value("sleep-travel", \.sleepTravel, expected: SleepTravel.expected, parse: SleepTravel.parse, format: \.rawValue),
        value("sounds", \.display.sounds, expected: Words.marked("on or off"), parse: switchValue, format: onOrOff),
        value("sound-volume", \.sound.volume, expected: SoundChoices.volumeExpected,
              parse: { Int($0).flatMap { SoundChoices.volumeRange.contains($0) ? $0 : nil } }, format: { String($0) }),
        optional("night-volume", \.sound.nightVolume, expected: SoundChoices.volumeExpected,
                 whenInvalid: Words.marked("the sounds keep their volume at night"),
                 parse: { Int($0).flatMap { SoundChoices.volumeRange.contains($0) ? $0 : nil } }, format: { String($0) }),
        value("timer-sound", \.sound.timerEnd, expected: Words.marked("on or off"), parse: switchValue, format: onOrOff),
        value("chime", \.sound.chime, expected: Words.marked("on or off"), parse: switchValue, format: onOrOff),
        value("beep", \.sound.beep, expected: BeepMode.expected, parse: BeepMode.parse, format: \.rawValue),
        value("speak-hours", \.sound.speakHours, expected: Words.marked("yes or no"), parse: switchValue, format: yesOrNo),
        optional("alarm-sound", \.sound.alarm, expected: SoundChoices.alarmExpected,
                 whenInvalid: Words.marked("alarms ring with the sound theme's alarm"), parse: SoundChoices.parseSound, format: { $0 }),
    ]

    private static let soundFiles: [SettingsKey] = SoundEffect.Slot.allCases.map { slot in
        optional(slot.settingsKey, \.sound.files[slot], expected: SoundChoices.fileExpected,
                 whenInvalid: Words.marked("the built-in sound plays"), parse: SoundChoices.parseSound, format: { $0 })
    }

    private static let mqttAndAlarms: [SettingsKey] = [
        optional("mqtt", \.mqtt.broker, expected: BrokerAddress.expected, whenInvalid: Words.marked("MQTT stays off"),
                 parse: BrokerAddress.parse, format: \.text),
        optional("mqtt-ca", \.mqtt.certificateAuthority, expected: Words.marked("a PEM file's path, like ~/.config/timecircuits/ca.pem"),
                 whenInvalid: Words.marked("the system's certificate authorities are trusted"), parse: SoundChoices.parseSound, format: { $0 }),
        optional("mqtt-password-file", \.mqtt.passwordFile, expected: Words.marked("the path of a file holding the password"),
                 whenInvalid: Words.marked("no password is sent"), parse: SoundChoices.parseSound, format: { $0 }),
        value("mqtt-topic-cmd", \.mqtt.commandTopic, expected: MQTTSettings.topicExpected, parse: MQTTSettings.parseTopic, format: { $0 }),
        value("mqtt-topic-pub", \.mqtt.publishTopic, expected: MQTTSettings.topicExpected, parse: MQTTSettings.parseTopic, format: { $0 }),
        optional("mqtt-room-temperature", \.mqtt.roomTemperatureTopic, expected: MQTTSettings.topicExpected,
                 whenInvalid: Words.marked("no temperature is read"), parse: MQTTSettings.parseTopic, format: { $0 }),
        optional("mqtt-room-humidity", \.mqtt.roomHumidityTopic, expected: MQTTSettings.topicExpected,
                 whenInvalid: Words.marked("no humidity is read"), parse: MQTTSettings.parseTopic, format: { $0 }),
        optional("mqtt-messages", \.mqtt.messagesTopic, expected: MQTTSettings.topicExpected, whenInvalid: Words.marked("no messages are shown"),
                 parse: MQTTSettings.parseTopic, format: { $0 }),
        value("mqtt-enhanced", \.mqtt.enhanced, expected: Words.marked("yes or no"), parse: switchValue, format: yesOrNo),
        value("snooze", \.snoozeMinutes, expected: Words.marked("a number of minutes from 1 to 60"),
              parse: { Int($0).flatMap { AlarmClock.snoozeRange.contains($0) ? $0 : nil } }, format: { String($0) }),
    ]

    private static let timerPresets: [SettingsKey] = (1...TimerPresets.count).map { slot in
        // A damaged preset line keeps the slot's fresh-install value, which the warning names.
        value("preset\(slot)", \.timerPresets.slots[slot - 1], expected: TimerPreset.expected,
              parse: { ["none", "off", ""].contains($0.lowercased()) ? .some(nil) : TimerPreset.parse($0).map { .some($0) } },
              format: { $0?.text ?? "none" })
    }

    /// A setting that always has a value. A fresh install's value is its default: not written,
    /// and named, in the file's own spelling, by the warning for a bad value ("read as 12h").
    private static func value<Value: Equatable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Settings, Value> & Sendable, expected: String,
        parse: @escaping @Sendable (String) -> Value?, format: @escaping @Sendable (Value) -> String
    ) -> SettingsKey {
        let fresh = Settings(cities: [])[keyPath: path]
        var key = stored(name, path, expected: expected, fallback: Words.marked("read as %1$s"), parse: parse,
                         written: { $0 == fresh ? nil : format($0) })
        key.fresh = format(fresh)
        return key
    }

    /// A setting a fresh install does not have (no remembered frame, no night schedule): written
    /// only when set.
    private static func optional<Value: Sendable>(
        _ name: String, _ path: WritableKeyPath<Settings, Value?> & Sendable, expected: String,
        whenInvalid fallback: String,
        parse: @escaping @Sendable (String) -> Value?, format: @escaping @Sendable (Value) -> String
    ) -> SettingsKey {
        // The outer optional is "not a valid value"; the inner one is the setting's own absence.
        stored(name, path, expected: expected, fallback: fallback, parse: { parse($0).map { Optional($0) } },
               written: { $0.map(format) })
    }

    private static func stored<Stored: Sendable>(
        _ name: String, _ path: WritableKeyPath<Settings, Stored> & Sendable, expected: String, fallback: String,
        parse: @escaping @Sendable (String) -> Stored?, written: @escaping @Sendable (Stored) -> String?
    ) -> SettingsKey {
        SettingsKey(
            name: name, expected: expected, fallback: fallback,
            read: { text, settings in
                guard let value = parse(text) else { return false }
                settings[keyPath: path] = value
                return true
            },
            written: { written($0[keyPath: path]) })
    }

    /// A yes/no value as people write them in configuration files.
    private static func switchValue(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }

    private static func yesOrNo(_ on: Bool) -> String { on ? "yes" : "no" }

    /// A switch written `on` or `off`, as the README documents the sound settings (`sounds = on`).
    private static func onOrOff(_ on: Bool) -> String { on ? "on" : "off" }
}

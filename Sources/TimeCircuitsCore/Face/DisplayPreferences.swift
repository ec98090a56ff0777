import FoundationEssentials

/// How the hour field counts: the prop's 12-hour clock with its AM/PM lamps, or 00–23 with both
/// lamps dark. The raw value is its spelling in the settings file and on the command line.
public enum HourCycle: String, Sendable, Hashable, CaseIterable, Codable {
    case twelve = "12h"
    case twentyFour = "24h"
}

/// Whether the face is in night mode: following the schedule, or switched on or off by hand.
/// The raw value is its spelling in the settings file.
public enum NightSetting: String, Sendable, Hashable, CaseIterable {
    /// Night between the schedule's hours; never, when there is no schedule.
    case auto
    case on
    case off
}

/// The hours of the night, in the machine's local time, e.g. 22:00–07:00 (it may wrap midnight).
public struct NightSchedule: Sendable, Hashable {
    /// Minutes after local midnight at which night begins and ends.
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    static let minutesPerDay = 24 * 60

    /// The settings-file form, `HH:MM-HH:MM`.
    public var text: String {
        func hm(_ m: Int) -> String { NumberText.padded(m / 60, 2) + ":" + NumberText.padded(m % 60, 2) }
        return "\(hm(start))-\(hm(end))"
    }

    /// Reads `22:00-07:00` (also with an en dash, or `22-7`); nil when it is not two times of day
    /// or they are equal (a night of no length, or of the whole day, is a typo, not a schedule).
    public static func parse(_ text: String) -> NightSchedule? {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "–" }
        guard parts.count == 2, let a = minutes(parts[0]), let b = minutes(parts[1]), a != b else { return nil }
        return NightSchedule(start: a, end: b)
    }

    private static func minutes(_ s: Substring) -> Int? {
        let hm = s.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(hm.count), hm.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
              let h = Int(hm[0]), (0...23).contains(h) else { return nil }
        let m = hm.count == 2 ? Int(hm[1]) : 0
        guard let m, (0...59).contains(m) else { return nil }
        return h * 60 + m
    }

    /// True when `minuteOfDay` (0…1439, local) falls in the night.
    public func contains(minuteOfDay m: Int) -> Bool {
        start < end ? (start..<end).contains(m) : (m >= start || m < end)
    }

    /// True when `instant` falls in the night in `zone` (the machine's own, for a desktop clock).
    public func contains(_ instant: Date, zone: Zone) -> Bool {
        contains(minuteOfDay: Self.minuteOfDay(instant, zone: zone))
    }

    /// The next instant after `instant` at which night begins or ends, so a manual override can
    /// last until the schedule would next change on its own.
    public func nextChange(after instant: Date, zone: Zone) -> Date {
        // Each edge is read as an alarm time is: a minute the clocks skip comes at the gap's
        // end, a minute they pass twice at its first pass.
        let today = AlarmSchedule.day(of: instant, in: zone)
        let candidates = (today - 1...today + 2).flatMap { day in
            [start, end].map { AlarmSchedule.instant(of: AlarmTime(hour: $0 / 60, minute: $0 % 60), onDay: day, in: zone) }
        }
        return candidates.filter { $0 > instant }.min() ?? instant.addingTimeInterval(86_400)
    }

    /// Minutes since local midnight. From the zone's offset rather than a calendar: the loop asks
    /// at every tick while a schedule is set, and building a calendar costs far more than the tick.
    static func minuteOfDay(_ instant: Date, zone: Zone) -> Int {
        let local = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
        let minutes = Int((local / 60).rounded(.down))
        return ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay
    }
}

/// What the face looks like and does, beyond its cities: the hour cycle, brightness and night
/// mode, and the prop's animations. Remembered in the settings file; flags override it for a run.
public struct DisplayPreferences: Sendable, Hashable {
    /// Brightness steps, 1 (dimmest) … `maximumBrightness` (full): Ctrl+Up and Ctrl+Down move
    /// one step.
    public static let maximumBrightness = 10
    public static let minimumBrightness = 1

    public var hourCycle: HourCycle
    /// `minimumBrightness` … `maximumBrightness`.
    public var brightness: Int
    public var night: NightSetting
    /// The old `night-hours` line, read as one more schedule line.
    public var nightSchedule: NightSchedule?
    /// The settings file's `night = …` schedule lines, in the file's order.
    public var nightRules: [NightRule] = []
    /// Where the sun is followed (`location = …`); nil, the first row's city.
    public var location: NightLocation?
    /// Each row dimmed or dark at night (`night-rows`).
    public var nightRows = NightRows.dimmed
    /// The replica's display mode (`display-mode`): the three rows, or the minimal display.
    public var displayMode = DisplayMode.full
    /// How old a room reading may be before it shows as stale, in seconds (`room-stale-after`);
    /// nil, `ReplicaDisplay.defaultStaleAfter`.
    public var roomStaleAfter: Int?
    /// The unit the room condition shows (`room-unit`).
    public var roomUnit = TemperatureUnit.celsius
    /// How long the hand's switch holds against a schedule, in seconds (`night-hold`); nil, until
    /// the schedule's next edge.
    public var nightHold: Int?
    /// The power-on sequence at launch.
    public var intro: Bool
    /// The time-travel transition when the cities change (and on T).
    public var animations: Bool
    /// The face's look.
    public var theme: ThemeName
    /// Row colours over the theme's own, or nil for the theme's.
    public var colors: RowColors?
    /// Segments ease between digits, or change at once; nil: as the theme has it.
    public var easing: Bool?
    /// The prop's sounds: the power-on, the keypad, time travel, the chime. Off by default, as a
    /// desktop program that starts with the session should be; alarms and the timer's end sound
    /// whatever this says.
    public var sounds: Bool = false
    /// The MONTH field's letters: the prop's, or the user's language's.
    public var months: MonthLetters = .prop
    /// The films' variants switched on (`FilmVariant`); none on a fresh install.
    public var variants: Set<FilmVariant> = []

    /// Whether `variant` is on, as the settings file's yes/no key reads and writes it.
    public subscript(variant variant: FilmVariant) -> Bool {
        get { variants.contains(variant) }
        set { if newValue { variants.insert(variant) } else { variants.remove(variant) } }
    }

    public init(hourCycle: HourCycle = .twelve, brightness: Int = DisplayPreferences.maximumBrightness,
                night: NightSetting = .auto, nightSchedule: NightSchedule? = nil,
                intro: Bool = true, animations: Bool = true,
                theme: ThemeName = .prop, colors: RowColors? = nil, easing: Bool? = nil) {
        self.hourCycle = hourCycle
        self.brightness = Self.clampedBrightness(brightness)
        self.night = night
        self.nightSchedule = nightSchedule
        self.intro = intro
        self.animations = animations
        self.theme = theme
        self.colors = colors
        self.easing = easing
    }

    /// Whether the bars ease between digits: as chosen, else as the theme has it.
    public var easesSegments: Bool { easing ?? theme.eases }

    /// The look these preferences choose: the theme with the row colours and easing applied.
    public var look: Theme {
        var t = Theme.named(theme, colors: colors, easing: easing)
        // The variants are the prop's hardware: they apply to every look alike.
        if variants.contains(.bCar) { t.rows.swapAt(0, 2) }
        t.reversedLamps = variants.contains(.reversedLamps)
        return t
    }

    public static func clampedBrightness(_ b: Int) -> Int { min(max(b, minimumBrightness), maximumBrightness) }

    /// A brightness as typed (`--brightness`, the settings file): a whole number in range, else nil.
    public static func brightness(from text: String) -> Int? {
        Int(text).flatMap { (minimumBrightness...maximumBrightness).contains($0) ? $0 : nil }
    }

    /// What `brightness(from:)` accepts, for messages: "a whole number 1–10".
    public static let brightnessExpected = "a whole number \(minimumBrightness)–\(maximumBrightness)"

    /// One step brighter (`delta` 1) or dimmer (−1), stopping at the ends.
    public mutating func stepBrightness(_ delta: Int) {
        brightness = Self.clampedBrightness(brightness + delta)
    }

    /// Every schedule line: the `night` lines, then the old `night-hours` one.
    public var allNightRules: [NightRule] {
        guard let nightSchedule else { return nightRules }
        return nightRules + [.hours(nightSchedule, days: .everyDay)]
    }

    /// Whether a schedule decides night mode: `night = auto` (or none) with at least one line.
    public var followsSchedule: Bool { night == .auto && (nightSchedule != nil || !nightRules.isEmpty) }
}

/// How brightly the face is lit: the LEDs by the brightness level and night mode, the panels by
/// night mode alone (the room is dark; the metal shows less of it).
public struct Lighting: Sendable, Hashable {
    /// Brightness level as in `DisplayPreferences`.
    public var brightness: Int
    public var night: Bool

    public init(brightness: Int = DisplayPreferences.maximumBrightness, night: Bool = false) {
        self.brightness = DisplayPreferences.clampedBrightness(brightness)
        self.night = night
    }

    /// Full brightness, day: the face as the prop shows it.
    public static let full = Lighting()

    /// The dimmest LEDs still read clearly across a dark room; below this a level would only
    /// look broken.
    static let dimmestLED = 0.22
    /// Night takes the LEDs down to this share of the chosen level.
    static let nightLED = 0.5
    /// How much of the panels' and chassis's light is left at night.
    public static let nightPanel = 0.38

    /// Multiplier for lit segments, lamps, the colon and their glow, 0…1.
    public var led: Double {
        let span = Double(DisplayPreferences.maximumBrightness - DisplayPreferences.minimumBrightness)
        let t = Double(brightness - DisplayPreferences.minimumBrightness) / span
        let level = Self.dimmestLED + (1 - Self.dimmestLED) * t
        return night ? level * Self.nightLED : level
    }

    /// Multiplier for the chassis, panels, plates and ghost segments, 0…1.
    public var panel: Double { night ? Self.nightPanel : 1 }

    /// In night mode the colon stays lit rather than blinking, as replica props do: a blinking
    /// light in a dark bedroom is the one thing that catches the eye.
    public var steadyColon: Bool { night }

    /// True when nothing is dimmed, so the face is painted exactly as by day.
    public var isFull: Bool { led >= 1 && panel >= 1 }
}

/// A change to the face the user asks for from a key or the right-click menu.
public enum DisplayAction: Sendable, Hashable, CaseIterable {
    /// T: play the time-travel transition; in movie mode, travel to DESTINATION TIME.
    case timeTravel
    /// R, in movie mode: travel back to the real present.
    case returnToPresent
    /// The menu: world clock or movie mode.
    case toggleMode
    /// N: night mode on or off.
    case toggleNight
    /// Ctrl+Up.
    case brighter
    /// Ctrl+Down.
    case dimmer
    /// The 12- or 24-hour clock (menu).
    case toggleHourCycle
    /// The power-on and time-travel animations on or off (menu).
    case toggleAnimations
    /// Ctrl+T: the timer face, or back to the clock.
    case toggleTimer
    /// Ctrl+S and the menu: the stopwatch face, or back to the clock.
    case toggleStopwatch
    /// The menu's Theme entry: the next of the four looks, round to the first.
    case nextTheme
    /// M and the menu: the prop's sounds on or off.
    case toggleSounds
    /// P and the menu's "Plan a Time…": the rows go to a planned instant, or back to now.
    case togglePlan
}

extension DisplayPreferences {
    /// The preferences after `action`. Night mode flips relative to what shows (`isNightNow`), so
    /// one N press always changes the face, whatever the schedule said. Time travel changes
    /// nothing here.
    public func applying(_ action: DisplayAction, isNightNow: Bool) -> DisplayPreferences {
        var p = self
        switch action {
        case .timeTravel, .returnToPresent, .toggleMode, .toggleTimer, .toggleStopwatch, .togglePlan: break
        case .toggleNight: p.night = isNightNow ? .off : .on
        case .brighter: p.stepBrightness(1)
        case .dimmer: p.stepBrightness(-1)
        case .toggleHourCycle: p.hourCycle = hourCycle == .twelve ? .twentyFour : .twelve
        case .toggleAnimations: p.animations.toggle()
        case .nextTheme: p.theme = theme.next
        case .toggleSounds: p.sounds.toggle()
        }
        return p
    }

    /// These preferences (the file's) with just the setting `action` changes taken from
    /// `shown` (the window's): flags given for one run (`--24h`, `--night`, `--no-intro`…) are
    /// never written down along with it.
    public func taking(_ action: DisplayAction, from shown: DisplayPreferences) -> DisplayPreferences {
        var p = self
        switch action {
        case .timeTravel, .returnToPresent, .toggleMode, .toggleTimer, .toggleStopwatch, .togglePlan: break
        case .toggleNight: p.night = shown.night
        case .brighter, .dimmer: p.brightness = shown.brightness
        case .toggleHourCycle: p.hourCycle = shown.hourCycle
        case .toggleAnimations: p.animations = shown.animations
        case .nextTheme: p.theme = shown.theme
        case .toggleSounds: p.sounds = shown.sounds
        }
        return p
    }

    /// The menu items that show a check mark now.
    public func checked(isNightNow: Bool) -> Set<DisplayAction> {
        var set: Set<DisplayAction> = []
        if isNightNow { set.insert(.toggleNight) }
        if hourCycle == .twentyFour { set.insert(.toggleHourCycle) }
        if animations { set.insert(.toggleAnimations) }
        if sounds { set.insert(.toggleSounds) }
        return set
    }
}

extension DisplayPreferences {
    /// These preferences (what shows) with each setting that differs between `old` and `new`
    /// (the file before and after another program changed it) taken from `new`.
    public func adopting(changesFrom old: DisplayPreferences, to new: DisplayPreferences) -> DisplayPreferences {
        var p = self
        if old.hourCycle != new.hourCycle { p.hourCycle = new.hourCycle }
        if old.brightness != new.brightness { p.brightness = new.brightness }
        if old.night != new.night { p.night = new.night }
        if old.nightSchedule != new.nightSchedule { p.nightSchedule = new.nightSchedule }
        if old.nightRules != new.nightRules { p.nightRules = new.nightRules }
        if old.location != new.location { p.location = new.location }
        if old.nightRows != new.nightRows { p.nightRows = new.nightRows }
        if old.displayMode != new.displayMode { p.displayMode = new.displayMode }
        if old.roomStaleAfter != new.roomStaleAfter { p.roomStaleAfter = new.roomStaleAfter }
        if old.roomUnit != new.roomUnit { p.roomUnit = new.roomUnit }
        if old.nightHold != new.nightHold { p.nightHold = new.nightHold }
        if old.intro != new.intro { p.intro = new.intro }
        if old.animations != new.animations { p.animations = new.animations }
        if old.theme != new.theme { p.theme = new.theme }
        if old.colors != new.colors { p.colors = new.colors }
        if old.easing != new.easing { p.easing = new.easing }
        if old.sounds != new.sounds { p.sounds = new.sounds }
        if old.months != new.months { p.months = new.months }
        for v in FilmVariant.allCases where old[variant: v] != new[variant: v] { p[variant: v] = new[variant: v] }
        return p
    }
}

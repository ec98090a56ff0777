import Foundation

/// What one run was asked for on the command line: each given flag overrides the settings file
/// for this run and is never written to it.
public struct LaunchOverrides: Sendable, Hashable {
    /// `--cities`: when given, the file's cities are not shown, and nothing of this run is saved.
    public var cities: [City]?
    /// `--frozen-date`: the readouts show this instant; the colon still follows the wall clock.
    public var frozen: Date?
    /// `--colon`.
    public var colon: ColonStyle
    /// `--24h`.
    public var twentyFourHour: Bool
    /// `--night`.
    public var night: Bool
    /// `--brightness`.
    public var brightness: Int?
    /// `--no-intro`.
    public var noIntro: Bool
    /// `--no-animations`.
    public var noAnimations: Bool
    /// `--borderless`, `--on-top`, `--all-desktops`: switched on for the run.
    public var windowToggles: Set<WindowToggle>

    public init(cities: [City]? = nil, frozen: Date? = nil, colon: ColonStyle = .step, twentyFourHour: Bool = false,
                night: Bool = false, brightness: Int? = nil, noIntro: Bool = false, noAnimations: Bool = false,
                windowToggles: Set<WindowToggle> = []) {
        self.cities = cities
        self.frozen = frozen
        self.colon = colon
        self.twentyFourHour = twentyFourHour
        self.night = night
        self.brightness = brightness
        self.noIntro = noIntro
        self.noAnimations = noAnimations
        self.windowToggles = windowToggles
    }

    /// `preferences` (the file's) with the flags that were given applied over it.
    public func applied(to preferences: DisplayPreferences) -> DisplayPreferences {
        var p = preferences
        if twentyFourHour { p.hourCycle = .twentyFour }
        if night { p.night = .on }
        if let brightness { p.brightness = DisplayPreferences.clampedBrightness(brightness) }
        if noIntro { p.intro = false }
        if noAnimations { p.animations = false }
        return p
    }
}

/// The clock as it starts: the settings file read, the command line laid over it. The window and
/// the headless commands (`now`, `render`) all start from this, so they show the same face.
public struct ClockSetup: Sendable {
    public var face: FaceClock
    public var window: WindowPreferences
    /// What the settings file holds; nil when this run writes nothing to it (no file location,
    /// or `--cities`, which overrides the file for one run).
    public var saved: Settings?
    /// The file was found damaged: it is left as it is until a setting really changes.
    public var damagedOnDisk: Bool

    /// `file` is what was loaded, nil when there is nowhere to keep settings (no home).
    public init(file: LoadedSettings?, overrides: LaunchOverrides = LaunchOverrides(),
                catalogue: CityCatalogue = .standard, localZone: TimeZone = .current) {
        let settings = file?.settings ?? .defaults(in: catalogue)
        var window = settings.window
        window.enabled.formUnion(overrides.windowToggles)
        self.window = window
        face = FaceClock(cities: overrides.cities ?? settings.cities,
                         readouts: overrides.frozen.map(ReadoutClock.frozen) ?? .live,
                         colon: overrides.colon, display: overrides.applied(to: settings.display), localZone: localZone)
        saved = overrides.cities == nil ? file?.settings : nil
        damagedOnDisk = file?.warning != nil
    }
}

import ArgumentParser
import TimeCircuitsCore

/// The flags that choose how the face is lit, counts hours and looks, shared by `render` and
/// `window`.
/// Each overrides the settings file for one run and is never written to it.
struct DisplayOptions: ParsableArguments {
    @Flag(name: .customLong("24h"), help: ArgumentHelp(TimeCircuitsCommand.words("Show the hour as 00 to 23; both AM/PM lamps stay dark.")))
    var twentyFourHour = false

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("LED brightness, %1$s (dimmest) to %2$s (full).", "\(DisplayPreferences.minimumBrightness)", "\(DisplayPreferences.maximumBrightness)"),
        valueName: "level"))
    var brightness: String?

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Night mode: LEDs and panels dimmed, the colon steadily lit.")))
    var night = false

    @Flag(name: .customLong(FilmVariant.partThreeEntry.rawValue),
          help: ArgumentHelp(TimeCircuitsCommand.words("Part III's date entry: a typed destination fills in from the left after Enter.")))
    var partThreeEntry = false

    @Flag(name: .customLong(FilmVariant.reversedLamps.rawValue),
          help: ArgumentHelp(TimeCircuitsCommand.words("Parts II and III's lamps: PM above AM.")))
    var reversedLamps = false

    @Flag(name: .customLong(FilmVariant.bCar.rawValue),
          help: ArgumentHelp(TimeCircuitsCommand.words("The B-car's displays: the top row amber, the bottom row red.")))
    var bCar = false

    @OptionGroup var look: ThemeOptions

    /// The flags given, laid over `overrides`.
    func apply(to overrides: inout LaunchOverrides) throws(InputError) {
        if twentyFourHour { overrides.twentyFourHour = true }
        if night { overrides.night = true }
        for (on, variant) in [(partThreeEntry, FilmVariant.partThreeEntry), (reversedLamps, .reversedLamps), (bCar, .bCar)] where on {
            overrides.variants.insert(variant)
        }
        if let brightness {
            guard let level = DisplayPreferences.brightness(from: brightness) else {
                throw InputError(TimeCircuitsCommand.words("invalid brightness %1$s: expected %2$s", QuotedInput.quoted(brightness), "\(DisplayPreferences.brightnessExpected)"))
            }
            overrides.brightness = level
        }
        try look.apply(to: &overrides)
    }
}

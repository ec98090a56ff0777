import ArgumentParser
import TimeCircuitsCore

/// The flags that choose how the face is lit, counts hours and looks, shared by `render` and
/// `window`.
/// Each overrides the settings file for one run and is never written to it.
struct DisplayOptions: ParsableArguments {
    @Flag(name: .customLong("24h"), help: "Show the hour as 00 to 23; both AM/PM lamps stay dark.")
    var twentyFourHour = false

    @Option(help: ArgumentHelp(
        "LED brightness, \(DisplayPreferences.minimumBrightness) (dimmest) to \(DisplayPreferences.maximumBrightness) (full).",
        valueName: "level"))
    var brightness: String?

    @Flag(help: "Night mode: LEDs and panels dimmed, the colon steadily lit.")
    var night = false

    @OptionGroup var look: ThemeOptions

    /// The flags given, laid over `overrides`.
    func apply(to overrides: inout LaunchOverrides) throws(InputError) {
        if twentyFourHour { overrides.twentyFourHour = true }
        if night { overrides.night = true }
        if let brightness {
            guard let level = DisplayPreferences.brightness(from: brightness) else {
                throw InputError("invalid brightness \(QuotedInput.quoted(brightness)): expected \(DisplayPreferences.brightnessExpected)")
            }
            overrides.brightness = level
        }
        try look.apply(to: &overrides)
    }
}

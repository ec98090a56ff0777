import ArgumentParser
import TimeCircuitsCore

/// The flags that choose how the face is lit and counts hours, shared by `render` and `window`.
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

    /// `preferences` with the flags that were given applied over it.
    func applied(to preferences: DisplayPreferences) throws(InputError) -> DisplayPreferences {
        var p = preferences
        if twentyFourHour { p.hourCycle = .twentyFour }
        if night { p.night = .on }
        if let brightness {
            guard let level = DisplayPreferences.brightness(from: brightness) else {
                throw InputError("invalid brightness \(QuotedInput.quoted(brightness)): expected \(DisplayPreferences.brightnessExpected)")
            }
            p.brightness = level
        }
        return p
    }
}

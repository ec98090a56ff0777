import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore

/// The flags that choose what the face shows, shared by every command that shows it.
struct FaceOptions: ParsableArguments {
    @Option(name: .customLong("frozen-date"),
            help: ArgumentHelp(TimeCircuitsCommand.words("Show this instant instead of now (ISO 8601 with an offset)."),
                               valueName: "ISO8601"))
    var frozenDate: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Up to three city ids, top row first (see `timecircuits cities`)."),
                               valueName: "id,id,id"))
    var cities: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("world (up to three cities) or movie (destination, present, last departed)."),
                               valueName: "world|movie"))
    var mode: String?

    @Option(name: .customLong("display-mode"),
            help: ArgumentHelp(TimeCircuitsCommand.words("full (the three rows), minimal (the present time alone) or room (temperature and humidity from MQTT)."),
                               valueName: "full|minimal|room"))
    var displayMode: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Movie mode's DESTINATION TIME, e.g. 1955-11-05T06:00 (years 0001-9999)."),
                               valueName: "ISO"))
    var destination: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Movie mode's LAST TIME DEPARTED, e.g. 1985-10-26T01:20."), valueName: "ISO"))
    var departed: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Movie mode: cycle through the films' trips every 5, 10, 15, 30 or 60 minutes, or off."),
                               valueName: "minutes"))
    var cycle: String?

    /// The flags given, laid over `overrides`.
    func apply(to overrides: inout LaunchOverrides, catalogue: CityCatalogue = .standard) throws(InputError) {
        if let frozenDate { overrides.frozen = try FrozenDate.parse(frozenDate, words: TimeCircuitsCommand.words) }
        if let cities { overrides.cities = try CitySelection.parse(cities, catalogue: catalogue, words: TimeCircuitsCommand.words) }
        if let mode {
            guard let m = ClockMode(rawValue: mode.lowercased()) else {
                throw InputError(TimeCircuitsCommand.words("invalid mode %1$s: expected world or movie", QuotedInput.quoted(mode)))
            }
            overrides.mode = m
        }
        if let displayMode {
            guard let chosen = DisplayMode.fromSettings(displayMode) else {
                throw InputError(TimeCircuitsCommand.words("invalid display mode %1$s: expected %2$s", QuotedInput.quoted(displayMode),
                                                           TimeCircuitsCommand.words(DisplayMode.expected)))
            }
            overrides.displayMode = chosen
        }
        if let cycle {
            if cycle.lowercased() == "off" {
                overrides.cycleMinutes = 0
            } else if let m = Int(cycle), MovieState.cycleChoices.contains(m) {
                overrides.cycleMinutes = m
            } else {
                throw InputError(TimeCircuitsCommand.words("invalid cycle %1$s: expected 5, 10, 15, 30, 60 (minutes) or off", QuotedInput.quoted(cycle)))
            }
        }
        overrides.destination = try destination.map { text throws(InputError) in try Self.date(text, "destination") }
        overrides.departed = try departed.map { text throws(InputError) in try Self.date(text, "departure") }
    }

    static func date(_ text: String, _ what: String) throws(InputError) -> CivilDateTime {
        guard let date = CivilDateTime.parse(text) else {
            throw InputError(TimeCircuitsCommand.words("invalid %1$s %2$s: expected a real date and time like 1955-11-05T06:00, years 0001-9999", "\(what)", QuotedInput.quoted(text)))
        }
        return date
    }
}

import ArgumentParser
import Foundation
import TimeCircuitsCore

/// The flags that choose what the face shows, shared by every command that shows it.
struct FaceOptions: ParsableArguments {
    @Option(name: .customLong("frozen-date"),
            help: ArgumentHelp("Show this instant instead of now (ISO 8601 with an offset).",
                               valueName: "ISO8601"))
    var frozenDate: String?

    @Option(help: ArgumentHelp("Up to three city ids, top row first (see `timecircuits cities`).",
                               valueName: "id,id,id"))
    var cities: String?

    /// The flags given, laid over `overrides`.
    func apply(to overrides: inout LaunchOverrides, catalogue: CityCatalogue = .standard) throws(InputError) {
        if let frozenDate { overrides.frozen = try FrozenDate.parse(frozenDate) }
        if let cities { overrides.cities = try CitySelection.parse(cities, catalogue: catalogue) }
    }
}

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

    /// The instant to show: the frozen one, or the clock's now.
    func instant(now: () -> Date = Date.init) throws(InputError) -> Date {
        guard let frozenDate else { return now() }
        return try FrozenDate.parse(frozenDate)
    }

    /// The chosen cities, or the defaults.
    func selectedCities(catalogue: CityCatalogue = .standard) throws(InputError) -> [City] {
        guard let cities else { return CityCatalogue.defaultIDs.compactMap(catalogue.city(id:)) }
        return try CitySelection.parse(cities, catalogue: catalogue)
    }
}

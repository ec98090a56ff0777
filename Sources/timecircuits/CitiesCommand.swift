import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// `timecircuits cities`: browse and search the catalogue for ids to pass to `--cities`.
struct CitiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cities",
        abstract: TimeCircuitsCommand.words("List the city catalogue, or search it."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("Searches names, countries, zones and aliases, ignoring case and accents.")
        ], examples: [
            "timecircuits cities",
            "timecircuits cities sao",
            "timecircuits cities india"
        ])
    )

    @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("Text to search for (name, country, zone or alias such as NYC).")))
    var query: String?

    func run() throws {
        let catalogue = CityCatalogue.standard
        let found = catalogue.search(query ?? "")
        guard !found.isEmpty else {
            throw InputError(TimeCircuitsCommand.words("no city matches \"%1$s\": try a country, a zone such as Asia/Tokyo, or a code such as NYC", "\(query ?? "")"))
        }
        let now = Date()
        var zones = ShownZones(resolver: .system)
        zones.include(found)
        zones.warnings.forEach(TimeCircuitsCommand.warn)
        let rows = found.map { c in
            [c.id, c.name, c.country, c.zone, City.utcOffsetText(seconds: zones.zone(of: c).secondsFromGMT(for: now))]
        }
        let headers = ["ID", "NAME", "COUNTRY", "ZONE", "UTC OFFSET"]
        let widths = (0..<headers.count).map { i in (rows.map { $0[i].count } + [headers[i].count]).max()! }
        for r in [headers] + rows {
            let cells = zip(r, widths).map { $0.padding(to: $1) }
            print(cells.joined(separator: "  ").trimmingWhitespace())
        }
    }

}

import ArgumentParser
import Foundation
import TimeCircuitsCore

/// `timecircuits now`: the three readouts as text, for scripts and quick checks.
struct NowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now",
        abstract: "Print what each row of the face shows, from the same settings as the window.",
        discussion: """
            Examples:
              timecircuits now
              timecircuits now --frozen-date 1985-10-26T01:21:00-07:00
              timecircuits now --cities kathmandu,chatham --json
              timecircuits now --24h
            """
    )

    @OptionGroup var face: FaceOptions

    @Flag(help: "Print a JSON array of objects instead of aligned lines.")
    var json = false

    @Flag(name: .customLong("24h"), help: "Print the hour as 00 to 23 without AM/PM (JSON keeps hour and meridiem).")
    var twentyFourHour = false

    /// One row as `--json` prints it.
    struct Row: Codable, Equatable {
        var id: String, name: String, zone: String
        var month: String, day: Int, year: Int, hour: Int, minute: Int, meridiem: String
    }

    func run() throws {
        var overrides = LaunchOverrides(twentyFourHour: twentyFourHour)
        try face.apply(to: &overrides)
        let clock = LaunchSettings.load().setup(overrides).face
        let cities = clock.cities
        let readouts = ReadoutSource(cities: cities, hourCycle: clock.display.hourCycle)
            .readouts(at: clock.readouts.instant(atWallClock: Date()))
        if json {
            let rows = zip(cities, readouts).map { c, r in
                Row(id: c.id, name: c.name, zone: c.zone, month: r.month, day: r.day, year: r.year,
                    hour: r.hour, minute: r.minute, meridiem: r.meridiem.rawValue)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(rows), as: UTF8.self))
        } else {
            print(Self.lines(cities: cities, readouts: readouts).joined(separator: "\n"))
        }
    }

    /// `NEW YORK   OCT 26 1985  01:21 AM`, names padded so the readouts line up.
    static func lines(cities: [City], readouts: [Readout]) -> [String] {
        let width = (cities.map(\.plateName.count).max() ?? 0) + 2
        return zip(cities, readouts).map { c, r in
            c.plateName.padding(toLength: max(width, 11), withPad: " ", startingAt: 0) + r.line
        }
    }
}

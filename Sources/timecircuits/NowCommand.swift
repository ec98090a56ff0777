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
        /// The city's id, or the movie row: `destination`, `present`, `departed`.
        var role: String
        var id: String, name: String
        /// The zone the row's time is read in; none for a movie row that stands still.
        var zone: String?
        var month: String, day: Int, year: Int, hour: Int, minute: Int, meridiem: String
    }

    func run() throws {
        var overrides = LaunchOverrides(twentyFourHour: twentyFourHour)
        try face.apply(to: &overrides)
        let clock = LaunchSettings.load().setup(overrides).face
        // The same rows the window paints, from the same model of the face.
        let rows = clock.rows(at: Date())
        let shown = zip(clock.roles, rows).compactMap { role, row in row.readout.map { (role, row.plateName ?? "", $0) } }
        if json {
            let out = shown.map { role, plate, r in
                let zone: String? = switch role {
                case .city(let c): c.zone
                case .present: clock.presentZone.identifier
                case .destination, .departed: nil
                }
                let name = if case .city(let c) = role { c.name } else { plate.capitalized }
                return Row(role: role.name, id: role.name, name: name, zone: zone, month: r.month, day: r.day, year: r.year,
                           hour: r.hour, minute: r.minute, meridiem: r.meridiem.rawValue)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(out), as: UTF8.self))
        } else {
            print(Self.lines(shown.map { ($0.1, $0.2) }).joined(separator: "\n"))
        }
    }

    /// `NEW YORK   OCT 26 1985  01:21 AM`, plates padded so the readouts line up.
    static func lines(_ rows: [(plate: String, readout: Readout)]) -> [String] {
        let width = (rows.map(\.plate.count).max() ?? 0) + 2
        return rows.map { plate, r in plate.padding(toLength: max(width, 11), withPad: " ", startingAt: 0) + r.line }
    }
}

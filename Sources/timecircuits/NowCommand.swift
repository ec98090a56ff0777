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

    func run() throws {
        var overrides = LaunchOverrides(twentyFourHour: twentyFourHour)
        try face.apply(to: &overrides)
        let clock = LaunchSettings.load().setup(overrides).face
        // The same rows the window paints, from the same model of the face.
        let rows = clock.rows(at: Date())
        let shown = zip(clock.roles, rows).compactMap { role, row in row.readout.map { (role, row.plateName ?? "", $0) } }
        if json {
            print(try Self.json(ReadoutRow.rows(of: clock, shown: rows)))
        } else {
            print(Self.lines(shown.map { ($0.1, $0.2) }).joined(separator: "\n"))
        }
    }

    /// Pretty, sorted JSON, as `now --json` and `ctl status --json` print it.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// `NEW YORK   OCT 26 1985  01:21 AM`, plates padded so the readouts line up.
    static func lines(_ rows: [(plate: String, readout: Readout)]) -> [String] {
        let width = (rows.map(\.plate.count).max() ?? 0) + 2
        return rows.map { plate, r in plate.padding(toLength: max(width, 11), withPad: " ", startingAt: 0) + r.line }
    }
}

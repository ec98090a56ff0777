import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore

/// `--plan TIME --in CITY` for the commands that show the face (`now`, `render`): the face as
/// plan mode shows it at that time, as the window does after P and the time typed on that row.
struct PlanOptions: ParsableArguments {
    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Show the rows at this time, as plan mode does: 0900, tue 09:00, 12/10 0900 or 2026-12-10 09:00, in the local time of --in."),
                               valueName: "time"))
    var plan: String?

    @Option(name: .customLong("in"), help: ArgumentHelp(TimeCircuitsCommand.words("With --plan: the city whose local time it is, one of the rows (default: the top row's)."),
                                                         valueName: "id"))
    var city: String?

    /// The plan the flags ask for on `face` at wall-clock `now`, with the row it was typed on;
    /// nil without --plan.
    func planned(on face: FaceChoices, at now: Date) throws(InputError) -> (instant: Date, row: Int)? {
        let words = TimeCircuitsCommand.words
        guard let plan else {
            if city != nil { throw InputError(words("--in names the city of a planned time: give --plan TIME too")) }
            return nil
        }
        let (home, row) = try Self.home(city, among: face.cities, words: words)
        let wording = PlanWording(cycle: face.display.hourCycle, words: words)
        let typed = try Self.typed(plan, in: home, face: face, hours: face.workingHours, wording: wording, at: now)
        return (typed.instant, row)
    }

    /// The row a plan is typed in: `id`'s city, which must be on the rows, else the top row's.
    static func home(_ id: String?, among rows: [City], words: Words) throws(InputError) -> (city: City, row: Int) {
        guard let first = rows.first else {
            throw InputError(words("no cities on the rows: name them with --cities, e.g. --cities new_york,london,hong_kong"))
        }
        guard let id else { return (first, 0) }
        let city = try CitySelection.resolve([id.trimmingWhitespace()], catalogue: .standard, words: words)[0]
        guard let row = rows.firstIndex(of: city) else {
            throw InputError(words("%1$s is not on the rows (%2$s): name one of them, or add it with --cities", city.id,
                                   rows.map(\.id).joined(separator: ", ")))
        }
        return (city, row)
    }

    /// The rows at the time `text` names in `home`'s local time, read against the readouts'
    /// instant at `now` (the day it shows there, for a time without a date).
    static func typed(_ text: String, in home: City, face: FaceChoices, hours: WorkingWeek, wording: PlanWording,
                      at now: Date) throws(InputError) -> MeetingPlan {
        let reference = face.readouts.instant(atWallClock: now)
        let local = CivilDateTime(instant: reference, zone: face.zones.zone(of: home))
            ?? CivilDateTime(year: 2000, month: 1, day: 1, hour: 0, minute: 0)!
        let wall = try PlannedTime.parse(text, from: local, words: wording.words)
        return try MeetingPlan.typed(wall, in: home, cities: face.cities, zones: face.zones, hours: hours, wording: wording)
    }
}

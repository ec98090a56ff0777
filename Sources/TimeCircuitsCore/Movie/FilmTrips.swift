/// The trips of the three films, as the time circuits show them: where each left from (LAST TIME
/// DEPARTED) and where it went (DESTINATION TIME). Movie mode's decorative cycling plays them in
/// story order.
///
/// Dates and arrival times are the films' own (spoken, or on the display in close-up). Where the
/// screen never shows a departure's minute, the minute is the one the replica displays' firmware
/// settled on from the run of the scene (realA10001986's Time-Circuits-Display), so a fan's
/// replica and this clock agree.
public enum FilmTrips {
    public struct Trip: Sendable, Hashable {
        public let departed: CivilDateTime
        public let destination: CivilDateTime
    }

    private static func trip(_ from: (Int, Int, Int, Int, Int), _ to: (Int, Int, Int, Int, Int)) -> Trip {
        Trip(departed: CivilDateTime(year: from.0, month: from.1, day: from.2, hour: from.3, minute: from.4)!,
             destination: CivilDateTime(year: to.0, month: to.1, day: to.2, hour: to.3, minute: to.4)!)
    }

    public static let all: [Trip] = [
        // Back to the Future: Einstein's one-minute trip at Twin Pines Mall.
        trip((1985, 10, 26, 1, 20), (1985, 10, 26, 1, 21)),
        // Marty flees the Libyans into 1955.
        trip((1985, 10, 26, 1, 29), (1955, 11, 5, 6, 0)),
        // The clock-tower lightning, 10:04 PM, home to 1:24 AM.
        trip((1955, 11, 12, 22, 4), (1985, 10, 26, 1, 24)),
        // Part II: to 4:29 PM, October 21, 2015.
        trip((1985, 10, 26, 10, 33), (2015, 10, 21, 16, 29)),
        // Back from 2015, into the alternate 1985.
        trip((2015, 10, 21, 19, 28), (1985, 10, 26, 21, 0)),
        // Off to 1955 to take back the almanac.
        trip((1985, 10, 27, 2, 42), (1955, 11, 12, 6, 0)),
        // The lightning strike that sends Doc to January 1, 1885.
        trip((1955, 11, 12, 21, 44), (1885, 1, 1, 0, 0)),
        // Part III: Marty follows him to September 2, 1885.
        trip((1955, 11, 16, 11, 11), (1885, 9, 2, 8, 0)),
        // The locomotive pushes the DeLorean home.
        trip((1885, 9, 7, 8, 15), (1985, 10, 27, 11, 0)),
    ]
}

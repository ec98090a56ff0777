import FoundationEssentials
import Glibc

/// When the sun crosses a given height on one local day at one place: NOAA's solar calculator
/// (the equations of its spreadsheet, after Meeus' *Astronomical Algorithms*), each event worked
/// out again at its own instant so the sun's motion during the day is followed. Within a minute
/// of the reference (python3-astral, which uses the same equations) for latitudes below the
/// polar circles, and to a few minutes close to them, where the sun skims the horizon.
///
/// Where the sun does not cross the height that day, the event is absent: in Tromsø in December
/// it never rises (`sunUpAtNoon` false, no rise, no set), in June it never sets.
public struct SolarDay: Sendable, Hashable {
    /// The sun's centre crosses this height, in degrees below the horizon.
    public enum Depression: Double, Sendable {
        /// Sunrise and sunset: the upper limb on the horizon, refraction included (0.833°).
        case horizon = 0.833
        /// Civil dawn and dusk: 6° below.
        case civil = 6
    }

    /// When the sun rises through the height, if it does that day.
    public let rise: Date?
    /// When the sun sets through the height, if it does that day.
    public let set: Date?
    /// Whether the sun is above the height at its noon: with neither event, a day of midnight sun
    /// (true) or of polar night (false).
    public let sunUpAtNoon: Bool

    /// The events of the local day `day` (days since 1970-01-01 in `zone`) at `place`.
    public init(day: Int, in zone: Zone, at place: Coordinates, depression: Depression) {
        // The sun's transit nearest the middle of the local day.
        let start = AlarmSchedule.instant(of: AlarmTime(hour: 0, minute: 0), onDay: day, in: zone)
        let middle = start.timeIntervalSince1970 + 12 * 3600
        let meanNoonOffset = (720 - 4 * place.longitude) * 60
        let utcDay = ((middle - meanNoonOffset) / 86_400).rounded()
        let transit = Self.transit(utcDay: utcDay, longitude: place.longitude)
        let height = -depression.rawValue
        sunUpAtNoon = Self.cosHourAngle(at: transit, latitude: place.latitude, height: height) < 1
        rise = Self.event(utcDay: utcDay, place: place, height: height, sign: -1, from: transit)
        set = Self.event(utcDay: utcDay, place: place, height: height, sign: 1, from: transit)
    }

    // MARK: The equations

    private static func radians(_ d: Double) -> Double { d * .pi / 180 }
    private static func degrees(_ r: Double) -> Double { r * 180 / .pi }

    /// Julian centuries since J2000.0 at `t` (seconds since 1970).
    private static func centuries(_ t: Double) -> Double { (t / 86_400 + 2_440_587.5 - 2_451_545) / 36_525 }

    /// The sun's declination (degrees) and the equation of time (minutes) at `t`.
    static func position(at t: Double) -> (declination: Double, equationOfTime: Double) {
        let T = centuries(t)
        let l0 = (280.46646 + T * (36_000.76983 + T * 0.0003032)).truncatingRemainder(dividingBy: 360)
        let m = 357.52911 + T * (35_999.05029 - 0.0001537 * T)
        let e = 0.016708634 - T * (0.000042037 + 0.0000001267 * T)
        let c = sin(radians(m)) * (1.914602 - T * (0.004817 + 0.000014 * T))
            + sin(radians(2 * m)) * (0.019993 - 0.000101 * T) + sin(radians(3 * m)) * 0.000289
        let omega = 125.04 - 1934.136 * T
        let lambda = l0 + c - 0.00569 - 0.00478 * sin(radians(omega))
        let meanObliquity = 23 + (26 + (21.448 - T * (46.815 + T * (0.00059 - T * 0.001813))) / 60) / 60
        let obliquity = meanObliquity + 0.00256 * cos(radians(omega))
        let declination = degrees(asin(sin(radians(obliquity)) * sin(radians(lambda))))
        let y = pow(tan(radians(obliquity / 2)), 2)
        let eot = y * sin(2 * radians(l0)) - 2 * e * sin(radians(m)) + 4 * e * y * sin(radians(m)) * cos(2 * radians(l0))
            - 0.5 * y * y * sin(4 * radians(l0)) - 1.25 * e * e * sin(2 * radians(m))
        return (declination, 4 * degrees(eot))
    }

    /// The cosine of the hour angle at which the sun is at `height` degrees, with its position at
    /// `t`: above 1, it stays below all day; below −1, it stays above.
    private static func cosHourAngle(at t: Double, latitude: Double, height: Double) -> Double {
        let d = radians(position(at: t).declination), lat = radians(latitude)
        return (sin(radians(height)) - sin(lat) * sin(d)) / (cos(lat) * cos(d))
    }

    /// The sun's transit (local apparent noon) on the UTC day `utcDay` (days since 1970).
    private static func transit(utcDay: Double, longitude: Double) -> Double {
        var t = utcDay * 86_400 + (720 - 4 * longitude) * 60
        for _ in 0..<2 { t = utcDay * 86_400 + (720 - 4 * longitude - position(at: t).equationOfTime) * 60 }
        return t
    }

    /// A rise (`sign` −1) or set (+1) through `height`, worked out again at its own instant until
    /// it stands still; nil when the sun does not reach the height there.
    private static func event(utcDay: Double, place: Coordinates, height: Double, sign: Double, from transit: Double) -> Date? {
        var t = transit
        for _ in 0..<4 {
            let cosH = cosHourAngle(at: t, latitude: place.latitude, height: height)
            guard (-1...1).contains(cosH) else { return nil }
            let eot = position(at: t).equationOfTime
            t = utcDay * 86_400 + (720 - 4 * place.longitude - eot) * 60 + sign * degrees(acos(cosH)) * 240
        }
        return Date(timeIntervalSince1970: t.rounded())
    }
}

/// Numbers written as the clock writes them (`07`, `2026`, `12.5`), by its own small functions:
/// `String(format:)` lives in Foundation's internationalization half, which links ICU's 30 MB of
/// data into the binary for a few zero-padded digits (issue 30).
public enum NumberText {
    /// `n` in decimal with at least `width` digits, zeros in front, as `%0*d` writes it: the sign
    /// of a negative number stays in front of the zeros (`-05`).
    public static func padded(_ n: Int, _ width: Int) -> String {
        let digits = String(n.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (n < 0 ? "-" : "") + zeros + digits
    }

    /// `x` with `places` digits after the point, rounded half away from zero, as `%.*f` writes
    /// it for the figures the clock prints (timings, seconds left); `nan` and `inf` as words.
    public static func fixed(_ x: Double, places: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (x.magnitude * scale).rounded(.toNearestOrAwayFromZero)
        // Past 2^63 no figure the clock prints goes: Swift's own spelling is enough there.
        guard scaled < 9.2e18 else { return String(describing: x) }
        let whole = UInt64(scaled)
        let unit = UInt64(scale)
        let integral = String(whole / unit)
        let negative = x < 0 && whole != 0
        guard places > 0 else { return (negative ? "-" : "") + integral }
        let fraction = String(whole % unit)
        return (negative ? "-" : "") + integral + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

/// The seeds of successive time travels: each one different, all fixed by the first.
///
/// SplitMix64, which spreads consecutive states over the whole 64-bit range: the shell starts it
/// from the system's randomness, tests from a number they choose, and no global state is used.
public struct TravelSeeds: Sendable, Hashable {
    private var state: UInt64

    public init(_ seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

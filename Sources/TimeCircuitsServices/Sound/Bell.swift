/// What sounds when no sound can be played at all: the window's X bell. The sounders take it from
/// whoever composes them, so they never link X11.
public struct Bell {
    /// How the warning names it: "the X bell".
    public let name: String
    public let ring: () -> Void

    public init(name: String, ring: @escaping () -> Void) {
        self.name = name
        self.ring = ring
    }
}

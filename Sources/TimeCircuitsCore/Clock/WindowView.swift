import FoundationEssentials

/// The window as the model knows it: its size, when the face is next laid out for it, whether
/// it can be seen, and what the overlay last asked of it and showed in it.
public struct WindowView: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// When the face is next laid out for a new size (resizes come in bursts).
    public var relayoutDue: Date?
    public var mapped = false
    public var obscured = false
    /// Whether the window has the keyboard's focus: the active window.
    public var focused = false
    /// Whether pointer motion is asked for now.
    var followsPointer = false
    /// The overlay as it was last found to paint, and the readout minute of its local times;
    /// nil while none shows. A repaint is due when either differs (`overlayRepaintDue`).
    var overlayShown: OverlayPicture?
    var overlayMinute: Int?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var visible: Bool { mapped && !obscured }
}

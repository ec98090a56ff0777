import FoundationEssentials

/// The window as the model knows it: its size, when the face is next laid out for it, whether it
/// can be seen and has the keyboard, whether it follows the pointer, and what the overlay last
/// showed in it. A part of `ClockModel`: the window's reports come in as its `Input`, and it says
/// what changed.
public struct WindowState: Sendable, Equatable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// When the face is next laid out for a new size (resizes come in bursts).
    public private(set) var relayoutDue: Date?
    public private(set) var mapped = false
    public private(set) var obscured = false
    /// Whether the window has the keyboard's focus: the active window.
    public private(set) var focused = false
    /// Whether pointer motion is asked for now: while the overlay or the menu takes the pointer.
    public private(set) var followsPointer = false
    /// The overlay as it was last found to paint, and the readout minute of its local times;
    /// nil while none shows. A repaint is due when either differs.
    private var overlayShown: OverlayPicture?
    private var overlayMinute: Int?

    /// What the window reports, and what the model decides of it.
    enum Input: Sendable {
        /// The window's new size: the face is laid out again `FrameSchedule.relayoutDelay` later.
        case resized(width: Int, height: Int, at: Date)
        /// A sketch of the face showed at the moving size: the relayout waits at least
        /// `FrameSchedule.sketchHold` more, for the drag's next size.
        case sketchShown(at: Date)
        case mapped(Bool)
        case obscured(Bool)
        case focused(Bool)
        /// The face was laid out (or none is pending any more).
        case laidOut
        /// Whether the overlay or the menu takes the pointer now.
        case takesPointer(Bool)
        /// What the overlay paints now (nil: none shows), and the minute of its local times.
        case overlayPainted(OverlayPicture?, minute: Int?)
    }

    /// What changed.
    enum Event: Sendable, Equatable {
        /// The size is new.
        case resized
        /// Pointer motion is wanted, or no longer.
        case pointerFollowed(Bool)
        /// What the overlay paints differs from what it last painted.
        case overlayChanged
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var visible: Bool { mapped && !obscured }

    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .resized(let w, let h, let now):
            guard w != width || h != height else { return [] }
            width = w
            height = h
            relayoutDue = now.addingTimeInterval(FrameSchedule.relayoutDelay)
            return [.resized]
        case .sketchShown(let now):
            if let due = relayoutDue { relayoutDue = max(due, now.addingTimeInterval(FrameSchedule.sketchHold)) }
        case .mapped(let on): mapped = on
        case .obscured(let on): obscured = on
        case .focused(let on): focused = on
        case .laidOut: relayoutDue = nil
        case .takesPointer(let on):
            guard on != followsPointer else { return [] }
            followsPointer = on
            return [.pointerFollowed(on)]
        case .overlayPainted(let picture, let minute):
            defer {
                overlayShown = picture
                overlayMinute = minute
            }
            guard picture != nil, picture != overlayShown || minute != overlayMinute else { return [] }
            return [.overlayChanged]
        }
        return []
    }
}

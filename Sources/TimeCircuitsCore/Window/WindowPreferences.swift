/// A window behaviour the user can switch on and off from the menu, the command line or the
/// settings file. The raw value is its key in the settings file.
public enum WindowToggle: String, Sendable, Hashable, CaseIterable {
    /// No title bar or frame (`_MOTIF_WM_HINTS`); the face itself is dragged to move the window.
    case borderless
    /// Kept above other windows (`_NET_WM_STATE_ABOVE`).
    case onTop = "on-top"
    /// Shown on every virtual desktop (`_NET_WM_DESKTOP` = all, `_NET_WM_STATE_STICKY`).
    case allDesktops = "all-desktops"
    /// A desktop widget, as conky and its kin are: below every other window, on every desktop,
    /// out of the taskbar and the pager, without a frame (`_NET_WM_STATE_BELOW`, `…_STICKY`,
    /// `…_SKIP_TASKBAR`, `…_SKIP_PAGER`, `_NET_WM_DESKTOP` = all, no decorations).
    case desktop
}

/// Where the window was and how it behaves, remembered between launches.
public struct WindowPreferences: Sendable, Hashable {
    public var enabled: Set<WindowToggle>
    /// The window's size and top-left corner when the clock last quit.
    public var frame: WindowFrame?

    public init(enabled: Set<WindowToggle> = [], frame: WindowFrame? = nil) {
        self.enabled = enabled
        self.frame = frame
    }

    public func isOn(_ toggle: WindowToggle) -> Bool { enabled.contains(toggle) }

    /// Whether `toggle` is on, as a value that can be set: the settings file reads and writes
    /// each toggle as a yes/no key of its own.
    public subscript(toggle: WindowToggle) -> Bool {
        get { enabled.contains(toggle) }
        set { if newValue { enabled.insert(toggle) } else { enabled.remove(toggle) } }
    }

    public mutating func flip(_ toggle: WindowToggle) { self[toggle].toggle() }
}

/// A window's size and position in root-window pixels, as the settings file keeps it:
/// `WIDTHxHEIGHT+X+Y`.
public struct WindowFrame: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// How much of the window must lie on a monitor for it to count as visible there: enough of
    /// the face to grab and drag back.
    public static let minimumVisible = 48

    /// The settings-file form, e.g. `520x335+100+40`.
    public var text: String { "\(width)x\(height)+\(x)+\(y)" }

    /// Reads the settings-file form: a size and a position are both required.
    public static func parse(_ text: String) -> WindowFrame? {
        guard let g = try? WindowGeometry.parse(text), let w = g.width, let h = g.height,
              case .fromStart(let x)? = g.x, case .fromStart(let y)? = g.y else { return nil }
        return WindowFrame(x: x, y: y, width: w, height: h)
    }

    /// As a `--geometry` value, so a remembered frame and a typed one take the same path.
    public var geometry: WindowGeometry {
        WindowGeometry(width: width, height: height, x: .fromStart(x), y: .fromStart(y))
    }

    /// The frame moved (and if need be shrunk) so that it shows on one of `monitors`: unchanged
    /// when enough of it is on one already; otherwise placed on the monitor it overlaps most (the
    /// first, when it overlaps none: a monitor unplugged since, say), as close as it can be to
    /// where it was. Nil for no monitors, when nothing can be said.
    public func placed(on monitors: [Rect]) -> WindowFrame? {
        guard !monitors.isEmpty else { return nil }
        let me = Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
        let overlaps = monitors.map { m -> Double in me.intersection(m).map { $0.width * $0.height } ?? 0 }
        let best = overlaps.indices.max { overlaps[$0] < overlaps[$1] }!
        let monitor = overlaps[best] > 0 ? monitors[best] : monitors[0]
        let need = Double(Self.minimumVisible)
        if let shown = me.intersection(monitor), shown.width >= min(need, me.width), shown.height >= min(need, me.height) {
            return self
        }
        let w = min(width, Int(monitor.width)), h = min(height, Int(monitor.height))
        let nx = min(max(x, Int(monitor.minX)), Int(monitor.maxX) - w)
        let ny = min(max(y, Int(monitor.minY)), Int(monitor.maxY) - h)
        return WindowFrame(x: nx, y: ny, width: w, height: h)
    }
}

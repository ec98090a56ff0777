import CX11
import Foundation
import TimeCircuitsCore

/// The clock as an X11 desktop window: the one entry point of the shell.
public enum ClockApplication {
    /// What the command line decided.
    public struct Options: Sendable {
        /// `--display`; nil uses `DISPLAY`.
        public var displayName: String?
        /// `--geometry`; nil opens at the default size for the screen's dpi.
        public var geometry: WindowGeometry?
        /// What the face shows.
        public var clock: FaceClock
        /// Where changes made in the settings overlay are saved; nil when the cities came from
        /// `--cities`, which overrides the file for one run and never writes it.
        public var persistence: Persistence?
        /// Borderless, on top, on all desktops for this run, and the frame to reopen at when no
        /// `--geometry` is given.
        public var window: WindowPreferences
        /// Log each painted edge's lateness to stderr.
        public var traceTiming: Bool

        public init(displayName: String?, geometry: WindowGeometry?, clock: FaceClock,
                    persistence: Persistence? = nil, window: WindowPreferences = WindowPreferences(),
                    traceTiming: Bool = false) {
            self.displayName = displayName
            self.geometry = geometry
            self.clock = clock
            self.persistence = persistence
            self.window = window
            self.traceTiming = traceTiming
        }
    }

    /// The settings file read at launch and what was read from it, so a save keeps the parts of
    /// the file the overlay does not edit.
    public struct Persistence: Sendable {
        public var file: SettingsFile
        public var settings: Settings

        public init(file: SettingsFile, settings: Settings) {
            self.file = file
            self.settings = settings
        }
    }

    /// Environment variable that turns on the timing trace.
    public static let traceVariable = "TIMECIRCUITS_TRACE_TIMING"

    /// Opens the window and runs until the user closes it (Ctrl+Q, the window manager's close
    /// button, SIGINT, SIGTERM or SIGHUP), then returns. Throws when the display cannot be opened; if
    /// the server goes away while running, the process ends with status 1 and one line.
    public static func run(_ options: Options, wallClock: any TimeSource = SystemTimeSource()) throws(DisplayError) {
        // First, before anything could start a thread that would not inherit the blocked mask.
        let signals = SignalWatch()
        let display = try DisplayConnection(name: options.displayName)
        let dpi = WindowSizing.xftDPI(resources: display.resourceString)
        let natural = WindowSizing.defaultSize(dpi: dpi, screenWidth: display.screenWidth, screenHeight: display.screenHeight)
        // A typed --geometry wins; otherwise the window reopens where it was, if that is still on
        // a monitor (or on the nearest one, moved just enough).
        let geometry = options.geometry ?? options.window.frame.flatMap { $0.placed(on: display.monitors) }?.geometry
        let width = geometry?.width ?? natural.width
        let height = geometry?.height ?? natural.height
        let origin = geometry?.origin(screenWidth: display.screenWidth, screenHeight: display.screenHeight,
                                      windowWidth: width, windowHeight: height)
        let window = ClockWindow(display: display, width: width, height: height, origin: origin)
        window.setProperties(geometry: geometry, icon: Icon.netWMIcon())
        window.setInitialBehaviour(options.window.enabled)
        let loop = EventLoop(display: display, window: window, signals: signals, clock: options.clock,
                             persistence: options.persistence, windowPreferences: options.window,
                             wallClock: wallClock, trace: options.traceTiming)
        loop.run()
    }
}

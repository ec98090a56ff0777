import CX11
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices
import TimeCircuitsRender

/// The clock as an X11 desktop window: the one entry point of the shell.
public enum ClockApplication {
    /// What the command line decided.
    public struct Options: Sendable {
        /// `--display`; nil uses `DISPLAY`.
        public var displayName: String?
        /// `--geometry`; nil opens at the default size for the screen's dpi.
        public var geometry: WindowGeometry?
        /// The clock as it starts: the settings file with the command line laid over it.
        public var setup: ClockSetup
        /// Where settings changed in the window are saved; nil when this run writes nothing.
        public var settingsFile: SettingsFile?
        /// Where movie mode's state is saved; nil when this run writes none.
        public var stateFile: StateFile?
        /// Where the timer is saved; nil when this run writes none.
        public var timerFile: TimerStateFile?
        /// Where the alarms' record is saved; nil when this run writes none.
        public var alarmFile: AlarmStateFile?
        /// Where the stopwatch is saved; nil when this run writes none.
        public var stopwatchFile: StopwatchStateFile?
        /// Log each painted edge's lateness to stderr.
        public var traceTiming: Bool
        /// The wall clock may be stepped with no report from the kernel (a clock faker such as
        /// libfaketime, in the tests): the loop keeps its watchdog on (`WakePolicy`).
        public var stepsUnreported = false
        /// Open a window even when a clock already runs on this display (`--new-instance`).
        public var newInstance = false
        /// Paint into another program's window or the root window instead of a window of its own.
        public var host: Host?
        /// With a host: let the face wander slowly (`--drift`).
        public var drift = false

        public init(displayName: String?, geometry: WindowGeometry?, setup: ClockSetup,
                    settingsFile: SettingsFile? = nil, stateFile: StateFile? = nil, timerFile: TimerStateFile? = nil,
                    alarmFile: AlarmStateFile? = nil, traceTiming: Bool = false) {
            self.alarmFile = alarmFile
            self.displayName = displayName
            self.geometry = geometry
            self.setup = setup
            self.settingsFile = settingsFile
            self.stateFile = stateFile
            self.timerFile = timerFile
            self.traceTiming = traceTiming
        }
    }

    /// Where the face goes instead of a window of its own.
    public enum Host: Sendable, Equatable {
        /// A window another program made (an xscreensaver hack's), by id.
        case window(UInt)
        /// The root window, or the monitor with this index (RandR order).
        case root(monitor: Int?)
    }

    /// The variable xscreensaver (and xfce4-screensaver) sets to the window a hack paints into.
    public static let screensaverWindowVariable = "XSCREENSAVER_WINDOW"

    /// Environment variable that turns on the timing trace.
    public static let traceVariable = "TIMECIRCUITS_TRACE_TIMING"

    /// Environment variable that says the wall clock may be stepped unreported: a clock faker
    /// rewrites what the process reads, not the kernel's timers. Set by whoever fakes the clock
    /// (the faketime tests), for the window and the alarm service alike, whatever their flags.
    public static let unreportedStepsVariable = "TIMECIRCUITS_UNREPORTED_CLOCK_STEPS"

    /// Opens the window and runs until the user closes it (Ctrl+Q, the window manager's close
    /// button, SIGINT, SIGTERM or SIGHUP), then returns. Throws when the display cannot be opened; if
    /// the server goes away while running, the process ends with status 1 and one line.
    ///
    /// One clock per display: when another clock owns this display's name on the session bus, it
    /// is asked to raise and focus its window, and this returns at once (see `ControlService`).
    public static func run(_ options: Options, clocks: any TimeSource = SystemTimeSource(),
                           environment: [String: String] = ProcessInfo.processInfo.environment) throws(DisplayError) {
        // First, before anything could start a thread that would not inherit the blocked mask.
        let signals = SignalWatch()
        HeapPolicy.apply()
        // The label font is read, and the first frame's background painted when its size is
        // known already, on another core while this one connects and sets the window up; the
        // first paint waits for them below.
        let ahead = BackgroundAhead()
        let expected = options.host == nil ? Self.expectedSize(options) : nil
        let face = options.setup.face
        let fonts = BackgroundTask {
            Canvas.loadFonts()
            guard let (width, height) = expected else { return }
            // The face as the model will show it at launch; whatever differs by then (a minute
            // turning night on, say) only means the relayout paints its own.
            let now = clocks.now()
            let plates = AnimationFrame(FaceContent(rows: face.rows(at: now), colonLevel: 0)).plates
            ahead.painted = PaintedBackground(PaintedBackground.Key(width: width, height: height, lighting: face.lighting(at: now),
                                                                    theme: face.display.look, plates: plates))
        }
        let display = try DisplayConnection(name: options.displayName)
        if let host = options.host {
            try runHosted(in: host, options, display: display, signals: signals, fonts: fonts, clocks: clocks,
                          environment: environment)
            return
        }
        let bus: Result<BusConnection, BusError>
        do throws(BusError) { bus = .success(try BusConnection.open(environment: environment)) } catch { bus = .failure(error) }
        var control: ControlService?
        if case .success(let connection) = bus {
            do throws(BusError) { control = try ControlService(bus: connection) } catch {
                warn("no D-Bus interface: \(error.message)")
            }
        }
        if let control {
            if options.newInstance {
                control.claimSharedName()
            } else {
                switch control.claim(display: display.name) {
                case .owned: break
                case .taken:
                    if handOver(display: display.name, environment: environment) { return }
                case .failed(let why):
                    warn("not registered on the session bus for display \(display.name): \(why)")
                }
            }
        }
        let dpi = WindowSizing.xftDPI(resources: display.resourceString)
        let natural = WindowSizing.defaultSize(dpi: dpi, screenWidth: display.screenWidth, screenHeight: display.screenHeight)
        // A typed --geometry wins; otherwise the window reopens where it was, if that is still on
        // a monitor (or on the nearest one, moved just enough).
        let geometry = options.geometry ?? options.setup.window.frame.flatMap { $0.placed(on: display.monitors) }?.geometry
        let width = geometry?.width ?? natural.width
        let height = geometry?.height ?? natural.height
        let origin = geometry?.origin(screenWidth: display.screenWidth, screenHeight: display.screenHeight,
                                      windowWidth: width, windowHeight: height)
        let window = ClockWindow(display: display, width: width, height: height, origin: origin)
        window.setProperties(geometry: geometry)
        window.setInitialBehaviour(options.setup.window.enabled)
        var seeds = SystemRandomNumberGenerator()
        let model = ClockModel(setup: options.setup, width: width, height: height, seed: seeds.next())
        let loop = EventLoop(display: display, window: window, signals: signals, model: model,
                             settingsFile: options.setup.saved == nil ? nil : options.settingsFile,
                             stateFile: options.setup.savedState == nil ? nil : options.stateFile,
                             timerFile: options.setup.savedTimer == nil ? nil : options.timerFile,
                             alarmFile: options.setup.alarms.saved == nil ? nil : options.alarmFile,
                             stopwatchFile: options.setup.stopwatch.saved == nil ? nil : options.stopwatchFile,
                             clocks: clocks, environment: environment, trace: options.traceTiming,
                             stepsUnreported: options.stepsUnreported, bus: bus, control: control)
        fonts.wait()
        loop.presenter.keep(launchBackground: ahead.painted)
        // `fonts` keeps its body, and the body `ahead`, to the end of this scope: left there, the
        // launch's background (0.7 MB at 520×335) stayed resident after the first relayout at
        // another size or look had let it go.
        ahead.painted = nil
        loop.run()
    }

    /// The window's size when it is known before the server is reached: typed with `--geometry`,
    /// or remembered by the settings file (which a move onto another monitor rarely changes).
    private static func expectedSize(_ options: Options) -> (Int, Int)? {
        // The timer's and the stopwatch's faces have no such background.
        guard options.setup.screen == .clock else { return nil }
        if let g = options.geometry {
            guard let w = g.width, let h = g.height else { return nil }
            return (w, h)
        }
        return options.setup.window.frame.map { ($0.width, $0.height) }
    }

    /// What the launch's background thread hands the first relayout, read after it is joined.
    private final class BackgroundAhead: @unchecked Sendable {
        var painted: PaintedBackground?
    }

    /// The face in another program's window or the root window (`HostWindow`): no window of its
    /// own, no keyboard or pointer, no D-Bus name, no alarms ringing (a window of the clock's own
    /// rings them) and nothing written; the settings file's look applies, the power-on plays.
    private static func runHosted(in kind: Host, _ options: Options, display: DisplayConnection, signals: SignalWatch,
                                  fonts: BackgroundTask, clocks: any TimeSource, environment: [String: String]) throws(DisplayError) {
        display.quietAboutVanishedWindows()
        let minute = Int((clocks.now().timeIntervalSince1970 / 60).rounded(.down))
        let host = try HostWindow(display: display, kind: kind, drift: options.drift, minute: minute)
        let p = host.placement
        let window = ClockWindow(display: display, width: p.width, height: p.height, origin: (p.x, p.y), host: host)
        var setup = options.setup
        setup.alarms = AlarmClock()
        var seeds = SystemRandomNumberGenerator()
        let model = ClockModel(setup: setup, width: p.width, height: p.height, seed: seeds.next())
        let loop = EventLoop(display: display, window: window, signals: signals, model: model,
                             settingsFile: nil, stateFile: nil, timerFile: nil, alarmFile: nil, clocks: clocks,
                             environment: environment, trace: options.traceTiming, stepsUnreported: options.stepsUnreported, bus: .failure(BusError(message: "a face in a host owns no D-Bus name")), control: nil)
        fonts.wait()
        loop.run()
    }

    /// Asks the clock already on `display` to come forward; false when it does not answer (it is
    /// hung, or quitting), and this launch then opens a window of its own.
    private static func handOver(display: String, environment: [String: String]) -> Bool {
        do throws(BusError) {
            try ControlClient.connect(display: display, environment: environment).send(.activate)
            return true
        } catch {
            warn("a clock runs on display \(display) but did not answer (\(error.message)); opening another")
            return false
        }
    }

    private static func warn(_ text: String) {
        StandardError.write("timecircuits: \(text)\n")
    }
}

import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsX11

/// `timecircuits window` (the default): the clock as an X11 desktop window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: TimeCircuitsCommand.words("Open the clock in an X11 window (the default command)."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("Resize the window to scale the face; it keeps its shape. Keys: Ctrl+comma opens the settings, T time-travels, N toggles night mode, Ctrl+Up and Ctrl+Down change the brightness, Ctrl+T shows the countdown timer, F11 toggles fullscreen, Ctrl+Q quits; right-click for a menu. In movie mode (the menu's Movie Mode, or --mode movie) digits and Enter type a destination, T travels to it and R returns. Any key or click ends an animation; one with a function also does it."),
            TimeCircuitsCommand.words("The cities are read from $XDG_CONFIG_HOME/timecircuits/settings.conf (by default ~/.config/timecircuits/settings.conf) and saved there when changed in the window. The window's size and position, and borderless, on-top, all-desktops and desktop (also in the right-click menu), are remembered there too, as is the theme (the menu's Theme entry, the settings panel's THEME page or theme = in the file). --cities, --theme, --colors, --ease and these flags apply to one run and are never written.")
        ], examples: [
            "timecircuits",
            "timecircuits window --geometry 1040x670-0+0 --colon pulse",
            "timecircuits --borderless --on-top --all-desktops",
            "timecircuits --24h --night --no-intro",
            "timecircuits --theme neumorphic --no-ease",
            "timecircuits --theme classic --colors \"red, red, red\"",
            "timecircuits --mode movie --cycle 10",
            "timecircuits --desktop                     " + TimeCircuitsCommand.words("(a widget below every window)"),
            "timecircuits --root --monitor 1            " + TimeCircuitsCommand.words("(the desktop's background)"),
            "timecircuits --window-id 0x1e00007 --drift " + TimeCircuitsCommand.words("(an xscreensaver hack; $XSCREENSAVER_WINDOW too)"),
            "timecircuits window --display :1 --frozen-date 1985-10-26T01:21:00-07:00"
        ])
    )

    @OptionGroup var options: WindowOptions

    func run() throws { try options.open { _ in } }
}

/// The flags every command that opens the window takes (`window`, `timer`).
struct WindowOptions: ParsableArguments {
    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Window size and position, as X programs take it: WxH+X+Y, WxH or +X+Y."),
                               valueName: "WxH+X+Y"))
    var geometry: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The X display to open (default: $DISPLAY)."), valueName: "name"))
    var display: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Colon style: step (on for the first half of each second) or pulse (a smooth fade)."),
                               valueName: "step|pulse"))
    var colon: String = ColonStyle.step.rawValue

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("No title bar or frame; drag the face to move the window.")))
    var borderless = false

    @Flag(name: .customLong("on-top"), help: ArgumentHelp(TimeCircuitsCommand.words("Keep the clock above other windows.")))
    var onTop = false

    @Flag(name: .customLong("all-desktops"), help: ArgumentHelp(TimeCircuitsCommand.words("Show the clock on every virtual desktop.")))
    var allDesktops = false

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("A desktop widget: below every window, on every desktop, out of the taskbar and pager, borderless.")))
    var desktop = false

    @Option(name: .customLong("window-id"),
            help: ArgumentHelp(TimeCircuitsCommand.words("Paint into this window (decimal or 0x hex) instead of one of its own, as an xscreensaver hack does; $XSCREENSAVER_WINDOW does the same."),
                               valueName: "id"))
    var windowID: String?

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Paint on the root window: the desktop's background, under a window manager that draws none.")))
    var root = false

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("With --root: only on this monitor (0 is the first, in RandR's order)."), valueName: "N"))
    var monitor: Int?

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("With --window-id or --root: the face, a little smaller, wanders slowly, to spare OLED and plasma screens.")))
    var drift = false

    @Flag(name: .customLong("no-intro"), help: ArgumentHelp(TimeCircuitsCommand.words("Skip the power-on sequence at launch.")))
    var noIntro = false

    @Flag(name: .customLong("no-animations"), help: ArgumentHelp(TimeCircuitsCommand.words("No power-on sequence and no time-travel transition.")))
    var noAnimations = false

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp(TimeCircuitsCommand.words("The prop's sounds (power-on, keypad, time travel, chime) on or off for this run; alarms and the timer's end sound either way.")))
    var sounds: Bool?

    @Flag(name: .customLong("new-instance"),
          help: ArgumentHelp(TimeCircuitsCommand.words("Open another window even when a clock already runs on this display (otherwise that one is raised).")))
    var newInstance = false

    @OptionGroup var face: FaceOptions

    @OptionGroup var displayFlags: DisplayOptions

    /// Checks every flag, lays them over the settings file, lets `adjust` add the command's own
    /// overrides, and runs the window until it closes.
    func open(_ adjust: (inout LaunchOverrides) -> Void) throws {
        guard let style = ColonStyle(rawValue: colon) else {
            throw InputError(TimeCircuitsCommand.words("invalid colon style %1$s: expected step or pulse", QuotedInput.quoted(colon)))
        }
        let geometry = try geometry.map { text throws(InputError) in try WindowGeometry.parse(text, words: TimeCircuitsCommand.words) }
        var overrides = LaunchOverrides(colon: style, noIntro: noIntro, noAnimations: noAnimations)
        overrides.sounds = sounds
        try face.apply(to: &overrides)
        try displayFlags.apply(to: &overrides)
        let flags: [(Bool, WindowToggle)] = [(borderless, .borderless), (onTop, .onTop), (allDesktops, .allDesktops), (desktop, .desktop)]
        let host = try hosting(environment: ProcessInfo.processInfo.environment)
        for (given, toggle) in flags where given { overrides.windowToggles.insert(toggle) }
        adjust(&overrides)
        // Every flag is checked before the file is read: bad usage reads and writes nothing.
        let settings = LaunchSettings.load()
        try settings.check(overrides)
        var options = ClockApplication.Options(
            displayName: display, geometry: geometry, setup: settings.setup(overrides), settingsFile: settings.file,
            stateFile: settings.stateFile, timerFile: settings.timerFile, alarmFile: settings.alarmFile,
            traceTiming: ProcessInfo.processInfo.environment[ClockApplication.traceVariable] != nil)
        options.stopwatchFile = settings.stopwatchFile
        options.stepsUnreported = ProcessInfo.processInfo.environment[ClockApplication.unreportedStepsVariable] == "1"
        options.newInstance = newInstance
        options.host = host
        options.drift = drift
        do {
            try ClockApplication.run(options)
        } catch {
            TimeCircuitsCommand.fail(error.message, status: .failure)
        }
    }
}

extension WindowOptions {
    /// Where the face goes instead of a window of its own: `--window-id`, `$XSCREENSAVER_WINDOW`
    /// (what xscreensaver hands a hack) or `--root`; nil for a window. Bad values are usage errors.
    func hosting(environment: [String: String]) throws(InputError) -> ClockApplication.Host? {
        if monitor != nil && !root { throw InputError(TimeCircuitsCommand.words("--monitor goes with --root")) }
        if let m = monitor, m < 0 { throw InputError(TimeCircuitsCommand.words("--monitor %1$s is not a monitor; expected 0 for the first, 1 for the second, …", "\(m)")) }
        let screensaver = environment[ClockApplication.screensaverWindowVariable].flatMap { $0.isEmpty ? nil : $0 }
        let id = try (windowID ?? screensaver).map { text throws(InputError) in
            guard let id = Self.windowID(text) else {
                let source = windowID != nil ? "--window-id" : ClockApplication.screensaverWindowVariable
                throw InputError(TimeCircuitsCommand.words("%1$s %2$s is not a window id; expected a number like 0x1e00007 or 31457287", "\(source)", QuotedInput.quoted(text)))
            }
            return id
        }
        if windowID != nil && root { throw InputError(TimeCircuitsCommand.words("--root and --window-id each say where to paint; give one")) }
        if drift && id == nil && !root { throw InputError(TimeCircuitsCommand.words("--drift goes with --window-id or --root")) }
        // Under xscreensaver, -root means its window (the "virtual root" it hands the hack).
        if let id { return .window(id) }
        return root ? .root(monitor: monitor) : nil
    }

    /// A window id as xwininfo prints it (0x hex) or as xscreensaver sets it (decimal, or hex).
    static func windowID(_ text: String) -> UInt? {
        let t = text.trimmingWhitespace().lowercased()
        let id = t.hasPrefix("0x") ? UInt(t.dropFirst(2), radix: 16) : UInt(t)
        return id.flatMap { $0 == 0 ? nil : $0 }
    }
}

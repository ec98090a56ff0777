import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsRender

/// `timecircuits render`: the face as a PNG, with no X server.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: TimeCircuitsCommand.words("Write the face to a PNG file without opening a window."),
        discussion: HelpText.discussion([], examples: [
            "timecircuits render -o face.png",
            "timecircuits render -o delorean.png --size 2080x1340 \\",
            "    --frozen-date 1985-10-26T01:21:00-07:00 --cities new_york,london,hong_kong",
            "timecircuits render -o night.png --night --24h",
            "timecircuits render -o neon.png --theme neon",
            "timecircuits render -o allred.png --colors red --no-ease",
            "timecircuits render -o intro.png --animation power-on --animation-time 1.1",
            "timecircuits render -o travel.png --animation time-travel --animation-time 1.6 --seed 7",
            "timecircuits render -o timer.png --timer 12:34 --phase amber",
            "timecircuits render -o over.png --timer 0:42 --timer-state finished",
            "timecircuits render -o wide.png --timer 12:34 --size 1920x1080",
            "timecircuits render -o watch.png --stopwatch 83.45 --laps 20.5,41.03,62.9",
            "timecircuits render -o part2.png --mode movie --reversed-ampm --b-car",
            "timecircuits render -o part3.png --mode movie --part3-entry --typed 090218850800 --entered 0.6"
        ])
    )

    /// Default output: twice the window's natural size, crisp on a README.
    static let defaultSize = "1040x670"
    /// The same limit as a window's side: one home for it.
    static let maximumSide = WindowGeometry.maximumSide

    @Option(name: .shortAndLong, help: ArgumentHelp(TimeCircuitsCommand.words("The PNG file to write."), valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Image size in pixels (default %1$s).", "\(defaultSize)"), valueName: "WxH"))
    var size: String = defaultSize

    @OptionGroup var face: FaceOptions

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Colon state: lit or dim (default: as at the shown instant)."),
                               valueName: "lit|dim"))
    var colon: String?

    @OptionGroup var display: DisplayOptions

    @OptionGroup var planned: PlanOptions

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Render a frame of an animation instead of the clock: power-on or time-travel."),
                               valueName: "name"))
    var animation: String?

    @Option(name: .customLong("animation-time"),
            help: ArgumentHelp(TimeCircuitsCommand.words("Seconds into the animation (default 1)."), valueName: "seconds"))
    var animationTime: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Seed of the time travel's random flicker and noise (default 1)."), valueName: "n"))
    var seed: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Movie mode: digits typed on the destination keypad so far, shown mid-entry (e.g. 1105)."),
                               valueName: "digits"))
    var typed: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("With --typed: Enter pressed this many seconds before the picture (part III's fill shows with --part3-entry)."),
                               valueName: "seconds"))
    var entered: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Render the timer face showing this time (e.g. 12:34) instead of the clock."),
                               valueName: "time"))
    var timer: String?

    @Option(name: .customLong("timer-state"),
            help: ArgumentHelp(TimeCircuitsCommand.words("With --timer: set, running (default), paused, or finished (the time is then the overtime)."),
                               valueName: "state"))
    var timerState: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("With --timer: the traffic light, green, amber or red (default: as the thresholds say)."),
                               valueName: "phase"))
    var phase: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Render the stopwatch face showing this many seconds (e.g. 83.45), stopped unless --laps is given with it running."),
                               valueName: "seconds"))
    var stopwatch: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("With --stopwatch: the elapsed time at each lap, comma-separated (e.g. 20.5,41.03); the stopwatch then runs."),
                               valueName: "list"))
    var laps: String?

    func run() throws {
        let (width, height) = try Self.parseSize(size)
        let watch = try stopwatch.map { text throws(InputError) in try Self.stopwatch(text, laps: laps) }
        if stopwatch == nil, laps != nil { throw InputError(TimeCircuitsCommand.words("--laps needs --stopwatch SECONDS")) }
        if stopwatch != nil, timer != nil { throw InputError(TimeCircuitsCommand.words("--stopwatch and --timer are two faces: expected one of them")) }
        let timerFace = try timer.map { text throws(InputError) in try Self.timerFace(text, state: timerState, phase: phase) }
        if timer == nil, timerState != nil || phase != nil { throw InputError(TimeCircuitsCommand.words("--timer-state and --phase need --timer TIME")) }
        let colonLevel: Double?
        switch colon {
        case nil: colonLevel = nil
        case "lit": colonLevel = ColonClock.fullLevel
        case "dim": colonLevel = ColonClock.dimLevel
        case let other?: throw InputError(TimeCircuitsCommand.words("invalid colon state \"%1$s\": expected lit or dim", "\(other)"))
        }
        guard animation != nil || (animationTime == nil && seed == nil) else {
            throw InputError(TimeCircuitsCommand.words("--animation-time and --seed need --animation power-on or time-travel"))
        }
        let played = try animation.map { name throws(InputError) in
            try Self.animation(name, time: animationTime, seed: seed)
        }
        var overrides = LaunchOverrides()
        try face.apply(to: &overrides)
        try display.apply(to: &overrides)
        // One instant, as the window shows it at that wall-clock time: readouts (held by
        // --frozen-date or the settings' exhibition, else this instant's), lighting and colon.
        let instant = overrides.frozen ?? Date()
        let launch = LaunchSettings.load()
        try launch.check(overrides)
        var setup = launch.setup(overrides)
        if let timerFace {
            setup.screen = .timer
            setup.timer = timerFace.timer(setup.timer)
            // The other timers as the state file has them, on the render's clock (`TimerFace.boot` at the
            // instant), where the one given here runs.
            setup.timerRecord = setup.timerRecord?.restoredAll(bootID: "", wall: instant, boot: TimerFace.boot)
        }
        if let watch {
            setup.screen = .stopwatch
            setup.stopwatch = StopwatchFace(stopwatch: watch)
        }
        var model = ClockModel(setup: setup, width: width, height: height, seed: 0)
        if let plan = try planned.planned(on: setup.face, at: instant) { model.plan(plan.instant, row: plan.row) }
        if let played { model.play(played.name, startedAt: instant.addingTimeInterval(-played.time), seed: played.seed) }
        if let typed {
            let digits = typed.compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
            guard digits.count == typed.count, (1...DestinationEntry.maximumDigits).contains(digits.count) else {
                throw InputError(TimeCircuitsCommand.words("invalid --typed %1$s: expected 1-%2$s digits, e.g. 1105", QuotedInput.quoted(typed), "\(DestinationEntry.maximumDigits)"))
            }
            guard setup.face.movie.mode == .movie else { throw InputError(TimeCircuitsCommand.words("--typed needs movie mode (--mode movie)")) }
            let enteredAgo = try entered.map { text throws(InputError) in try Self.enteredAgo(text) }
            let typedAt = instant.addingTimeInterval(-(enteredAgo ?? 0))
            for d in digits { _ = model.handle(.key(KeyPress(baseKeysym: Keysym.digits.lowerBound + UInt32(d))), at: typedAt) }
            if enteredAgo != nil { _ = model.handle(.key(KeyPress(baseKeysym: Keysym.returnKey)), at: typedAt) }
        } else if entered != nil {
            throw InputError(TimeCircuitsCommand.words("--entered needs --typed DIGITS"))
        }
        let lighting = model.lighting(at: instant)
        // The look the window would paint in: the file's theme and colours, flags over them.
        let theme = model.look
        switch model.view(at: instant, boot: TimerFace.boot).frame.picture {
        case .bigDigits(var content):
            if let forced = timerFace?.phase { content.phase = forced }
            try FaceRenderer.image(width: width, height: height, bigDigits: content, lighting: lighting, theme: theme)
                .writePNG(to: output)
        case .clock(var content):
            content.colonLevel = colonLevel ?? content.colonLevel
            try FaceRenderer.image(width: width, height: height, content: content, lighting: lighting, theme: theme)
                .writePNG(to: output)
        case .animation(let frame, let level):
            try FaceRenderer.image(width: width, height: height, frame: frame, colonLevel: colonLevel ?? level, lighting: lighting,
                                   theme: theme).writePNG(to: output)
        }
    }

    /// `--stopwatch` and `--laps`, checked: a stopwatch showing `text` seconds at `TimerFace.boot`,
    /// stopped there, or running with its laps when laps are given.
    static func stopwatch(_ text: String, laps: String?) throws(InputError) -> Stopwatch {
        let accepted = "expected seconds from 0 to 359999.99 like 83.45"
        guard let elapsed = Double(text), elapsed.isFinite, (0..<360_000).contains(elapsed) else {
            throw InputError(TimeCircuitsCommand.words("invalid --stopwatch %1$s: %2$s", QuotedInput.quoted(text), "\(accepted)"))
        }
        guard let laps else { return Stopwatch(state: .stopped(elapsed: elapsed)) }
        let splits = laps.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingWhitespace()) }
        guard !splits.isEmpty, splits.allSatisfy({ $0.map { $0 >= 0 && $0 <= elapsed } ?? false }),
              zip(splits, splits.dropFirst()).allSatisfy({ $0! <= $1! }) else {
            throw InputError(TimeCircuitsCommand.words("invalid --laps %1$s: expected rising seconds up to the --stopwatch time, like 20.5,41.03", QuotedInput.quoted(laps)))
        }
        return Stopwatch(state: .running(since: TimerFace.boot - elapsed, before: 0), laps: splits.compactMap { $0 })
    }

    /// `--timer`, `--timer-state` and `--phase`, checked: the countdown to show.
    struct TimerFace {
        var seconds: Int
        var state: String
        var phase: TimerPhase?
        /// The boot-clock instant the picture is taken at; any will do, the timer is built around it.
        static let boot = 1000.0

        /// The file's timer (its thresholds and preset), showing `seconds` in `state`.
        func timer(_ saved: CountdownTimer) -> CountdownTimer {
            var t = saved
            if seconds > saved.duration {
                t.duration = seconds
                t.preset = nil
            }
            switch state {
            case "set": t = CountdownTimer(duration: seconds, thresholds: saved.thresholds, preset: nil)
            case "paused": t.state = .paused(remaining: Double(seconds))
            case "finished": t.state = .finished(endedAt: Self.boot - Double(seconds))
            default: t.state = .running(endsAt: Self.boot + Double(seconds))
            }
            return t
        }
    }

    static func timerFace(_ text: String, state: String?, phase: String?) throws(InputError) -> TimerFace {
        let seconds: Int
        switch TimerDuration.parse(text, words: TimeCircuitsCommand.words) {
        case .success(let s): seconds = s
        case .failure(let e): throw InputError(TimeCircuitsCommand.words("invalid --timer: %1$s", e.message))
        }
        let states = ["set", "running", "paused", "finished"]
        if let state, !states.contains(state) {
            throw InputError(TimeCircuitsCommand.words("invalid --timer-state %1$s: expected set, running, paused or finished", QuotedInput.quoted(state)))
        }
        var forced: TimerPhase?
        if let phase {
            guard let p = TimerPhase.allCases.first(where: { $0.label.lowercased() == phase.lowercased() }) else {
                throw InputError(TimeCircuitsCommand.words("invalid --phase %1$s: expected green, amber or red", QuotedInput.quoted(phase)))
            }
            forced = p
        }
        return TimerFace(seconds: seconds, state: state ?? "running", phase: forced)
    }

    /// `--animation`, `--animation-time` and `--seed`, checked.
    static func animation(_ name: String, time: String?, seed: String?) throws(InputError)
        -> (name: AnimationName, time: TimeInterval, seed: UInt64) {
        guard let kind = AnimationName(rawValue: name) else {
            throw InputError(TimeCircuitsCommand.words("invalid animation %1$s: expected %2$s", QuotedInput.quoted(name), "\(AnimationName.allCases.map(\.rawValue).joined(separator: " or "))"))
        }
        var t = 1.0
        if let time {
            guard let v = Double(time), v.isFinite, v >= 0, v <= 3600 else {
                throw InputError(TimeCircuitsCommand.words("invalid animation time %1$s: expected seconds from 0, e.g. 1.25", QuotedInput.quoted(time)))
            }
            t = v
        }
        var seedValue: UInt64 = 1
        if let seed {
            guard let v = UInt64(seed) else {
                throw InputError(TimeCircuitsCommand.words("invalid seed %1$s: expected a whole number from 0", QuotedInput.quoted(seed)))
            }
            seedValue = v
        }
        return (kind, t, seedValue)
    }

    /// `--entered`: seconds from 0 to 60.
    static func enteredAgo(_ text: String) throws(InputError) -> TimeInterval {
        guard let v = Double(text), v.isFinite, (0...60).contains(v) else {
            throw InputError(TimeCircuitsCommand.words("invalid --entered %1$s: expected seconds from 0 to 60, e.g. 0.6", QuotedInput.quoted(text)))
        }
        return v
    }

    static func parseSize(_ text: String) throws(InputError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...maximumSide).contains(w), (1...maximumSide).contains(h)
        else {
            throw InputError(TimeCircuitsCommand.words("invalid size \"%1$s\": expected WIDTHxHEIGHT in pixels, each 1–%2$s, e.g. 1040x670", "\(text)", "\(maximumSide)"))
        }
        return (w, h)
    }
}

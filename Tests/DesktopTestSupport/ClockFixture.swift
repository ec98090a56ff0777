import Foundation
import TimeCircuitsCore
import TimeCircuitsStorage

/// The clock model as the core's tests build it: one builder whose defaults are what most tests
/// want, each suite saying only where its clock differs, and one way to press a key.
public enum ClockFixture {
    /// A 520×335 clock whose settings came from a file (so it saves), mapped at `now` and, unless
    /// `launched` is false, launched there.
    ///
    /// - `settings` changes the default settings (New York, London, Hong Kong) before the file is read.
    /// - `mode`: a state file holding the film's state in this mode (with `departure`, when
    ///   given), so the run saves state; nil: no state file.
    /// - `words`: the user's language; nil: English.
    /// - `announces`: the model says its status and trips, as a window with a D-Bus service makes it.
    /// - `boot`: the boot clock at `now`, for every input the builder sends; nil: the wall clock's.
    /// - `tick`: after the launch, a tick at this instant.
    public static func model(at now: Date, settings change: (inout Settings) -> Void = { _ in }, warning: String? = nil,
                             mode: ClockMode? = nil, departure: CivilDateTime? = nil,
                             overrides: LaunchOverrides = LaunchOverrides(noIntro: true),
                             localZone: Zone = .utc, zones: ZoneResolver = .system,
                             keepsTimer: Bool = false, bootReading: BootReading = BootReading(), alarmRecord: AlarmRecord? = nil,
                             stopwatch: StopwatchRecord? = nil, keepsStopwatch: Bool = false, words: Words? = nil,
                             seed: UInt64 = 3, announces: Bool = false, launched: Bool = true, boot: Double? = nil,
                             tick: Date? = nil, timer: CountdownTimer? = nil, timers: TimerRecord? = nil) -> ClockModel {
        var settings = Settings.defaults()
        change(&settings)
        let state = mode.map { mode -> MovieState in
            var state = MovieState.film
            state.mode = mode
            state.departure = departure
            return state
        }
        var setup = ClockSetup(file: LoadedSettings(settings: settings, warning: warning), state: state, overrides: overrides,
                               localZone: localZone, zones: zones, timer: timers, keepsTimer: keepsTimer, boot: bootReading,
                               alarmRecord: alarmRecord, stopwatch: stopwatch, keepsStopwatch: keepsStopwatch)
        if let words { setup.words = words }
        if let timer { setup.timer = timer }
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: seed)
        if announces { m.listen() }
        _ = m.handle(.mapped(true), at: now, boot: boot)
        if launched { _ = m.handle(.launch, at: now, boot: boot) }
        if let tick { _ = m.handle(.tick, at: tick, boot: boot) }
        return m
    }

    /// A key press: `keysym` with `modifiers` held, typing `text`.
    public static func key(_ keysym: UInt32, _ modifiers: KeyBindings.Modifiers = [], text: String = "") -> ClockInput {
        .key(KeyPress(baseKeysym: keysym, modifiers: modifiers, text: text))
    }
}

import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// Carries out the model's `playSound` and `stopSounds`: the built-in sound or the user's file
/// for it, at the chosen volume, each in a helper process (`PlaySoundProcess`). What the helpers
/// report is said here, once: a user's file that cannot be played, no sound server. The timer's
/// end rings the X bell when it cannot be heard at all.
public final class EffectSounds {
    private let bellFallback: Bell
    private let paths: SoundPaths
    private let player: PlaySoundProcess
    private var warnedFiles: Set<String> = []
    private var warnedUnavailable = false

    /// `helper` is the clock's binary that plays a sound as `timecircuits play-sound`; by default
    /// this very binary, whatever it was started as.
    public init(bell: Bell, paths: SoundPaths, helper: String? = nil) {
        self.bellFallback = bell
        self.paths = paths
        player = PlaySoundProcess(executable: helper ?? RunningProgram.executable
                              ?? CommandLine.arguments.first ?? "timecircuits")
    }

    /// Plays `effect` now, or at `at` (the helper starts now and waits for it).
    public func play(_ effect: SoundEffect, choices: SoundChoices, at: Date? = nil) {
        guard let decibels = choices.decibels else {
            if effect == .timerEnd { bell() }
            return
        }
        let request = PlaySoundProcess.Request(effect: effect.name, file: choices.files[effect.slot].map(paths.expand),
                                           decibels: decibels, at: at?.timeIntervalSince1970)
        if !player.play(request), effect == .timerEnd { bell() }
    }

    public func stop() { player.stopAll() }

    /// The helpers' reports, for poll().
    public var pollDescriptor: pollfd {
        pollfd(fd: player.fileDescriptor, events: Int16(POLLIN), revents: 0)
    }

    /// Says once what went wrong, and rings the bell for a timer's end nobody heard.
    public func collectReports() {
        for report in player.takeReports() {
            switch report {
            case .played:
                break
            case .replaced(_, let file, let why):
                if warnedFiles.insert(file).inserted {
                    NoticeSender.warn("cannot play \(file) (\(why)); playing the built-in sound instead")
                }
            case .unavailable(let effect, let why), .failed(let effect, let why):
                if effect == SoundEffect.timerEnd.name { bell() }
                if !warnedUnavailable {
                    warnedUnavailable = true
                    NoticeSender.warn("no sounds (\(why))")
                }
            }
        }
    }

    private func bell() {
        bellFallback.ring()
    }
}

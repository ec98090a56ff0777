import CX11
import Glibc
import TimeCircuitsCore
import TimeCircuitsDesktop

/// Carries out the model's `playSound` and `stopSounds`: the built-in sound (made into the cache
/// at its first use) or the user's file for it, at the chosen volume, through `EffectPlayer`, off
/// the loop's thread. The timer's end rings the X bell when it cannot be heard at all.
final class EffectSounder {
    private let display: DisplayConnection
    private let paths: SoundPaths
    private let player: EffectPlayer

    init(display: DisplayConnection, paths: SoundPaths) {
        self.display = display
        self.paths = paths
        player = EffectPlayer(warn: { Notifier.warn($0) })
    }

    func play(_ effect: SoundEffect, choices: SoundChoices) {
        guard let decibels = choices.decibels else {
            if effect == .timerEnd { bell() }
            return
        }
        let builtIn = paths.builtIn(effect)
        let make: @Sendable () -> [UInt8] = { SoundSynthesis.wav(effect) }
        var request = EffectPlayer.Request(path: builtIn, make: make, description: effect.description, decibels: decibels,
                                           ringsBellIfSilent: effect == .timerEnd)
        if let own = choices.files[effect.slot] {
            request.path = paths.expand(own)
            request.fallback = builtIn
        }
        player.play(request)
    }

    func stop() { player.stopAll() }

    /// The player's report of sounds that could not be heard, for poll().
    var pollDescriptor: pollfd {
        pollfd(fd: player.fileDescriptor, events: Int16(POLLIN), revents: 0)
    }

    /// A timer's end that could not be played rings the bell instead.
    func collectSilenced() {
        if player.takeSilenced() > 0 { bell() }
    }

    private func bell() {
        XBell(display.pointer, 0)
        XFlush(display.pointer)
    }
}

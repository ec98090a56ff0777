import ArgumentParser
import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices

/// `timecircuits play-sound`: the window's helper for one of its sounds (`PlaySoundProcess` says why
/// a process). Makes the built-in sound's file when it is missing, plays the user's file or the
/// built-in through libcanberra, reports on descriptor 3 what it played, and exits when the sound
/// ends (or at SIGTERM, which silences it). Not for people: hidden from the help.
struct PlaySoundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: PlaySoundProcess.verb, abstract: TimeCircuitsCommand.words("Play one of the clock's sounds (the window's helper)."),
        shouldDisplay: false)

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The built-in sound, e.g. key-7 or departure.")))
    var effect: String

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("A file to play instead of the built-in sound.")))
    var file: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Loudness in decibels against the sound's own.")))
    var decibels: Double = 0

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("When to play, in seconds since 1970 (connect now, play then).")))
    var at: Double?

    /// The longest a sound is waited for: a user's file may be long, and a helper must end.
    static let longest: Int32 = 120_000

    func run() throws {
        guard let sound = SoundEffect.all.first(where: { $0.name == effect }) else {
            throw InputError(TimeCircuitsCommand.words("unknown sound %1$s: expected one of %2$s", QuotedInput.quoted(effect), "\(SoundEffect.all.map(\.name).joined(separator: ", "))"))
        }
        let builtIn = SoundPaths(environment: ProcessInfo.processInfo.environment, uid: getuid()).builtIn(sound)
        if !FileManager.default.fileExists(atPath: builtIn) {
            let url = URL(fileURLWithPath: builtIn)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Atomic: two helpers making the same sound at once never play half a file.
            try? AtomicFileWriter.standard.write(Data(SoundSynthesis.wav(sound)), to: url)
        }
        let player: AlarmPlayback
        do {
            player = try AlarmPlayback(eventID: "", description: sound.description, role: "event")
        } catch {
            return report(.unavailable(effect: effect, why: error.message))
        }
        if let at { Self.sleep(until: at) }
        do throws(SoundError) {
            if let file {
                do throws(SoundError) {
                    try player.play(.file(file), decibels: decibels)
                    report(.played(effect: effect))
                } catch {
                    try player.play(.file(builtIn), decibels: decibels)
                    report(.replaced(effect: effect, file: file, why: error.message))
                }
            } else {
                try player.play(.file(builtIn), decibels: decibels)
                report(.played(effect: effect))
            }
        } catch {
            return report(.failed(effect: effect, why: error.message))
        }
        // The sound plays on libcanberra's thread; its end comes back on the player's pipe.
        var fd = pollfd(fd: player.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while player.isPlaying, poll(&fd, 1, Self.longest) > 0 { _ = player.collectEndings() }
    }

    /// Waits for `at` on the wall clock, connected and with the file made, so the sound starts
    /// on its instant rather than a connection later. Opening the file and the stream takes a
    /// few milliseconds (`AlarmPlayback.play`): the wait ends that much early.
    private static func sleep(until at: Double) {
        let start = at - Self.playLatency
        var deadline = timespec(tv_sec: Int(start.rounded(.down)), tv_nsec: Int((start - start.rounded(.down)) * 1e9))
        while clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &deadline, nil) == EINTR {}
    }

    /// About what `AlarmPlayback.play` takes before the server has the first samples.
    static let playLatency = 0.008

    /// One line to the window on descriptor 3; run by hand, without it, what went wrong is said
    /// on stderr instead.
    private func report(_ report: PlaySoundProcess.Report) {
        let line = Array(report.line.utf8)
        let written = line.withUnsafeBytes { write(PlaySoundProcess.reportDescriptor, $0.baseAddress, $0.count) }
        guard written < 0 else { return }
        switch report {
        case .played: break
        case .replaced(_, let file, let why): TimeCircuitsCommand.warn("cannot play \(file) (\(why)); played the built-in sound")
        case .unavailable(_, let why), .failed(_, let why): TimeCircuitsCommand.warn(why)
        }
    }
}

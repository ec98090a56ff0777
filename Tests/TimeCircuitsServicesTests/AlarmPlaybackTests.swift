import DesktopTestSupport
import Foundation
import Glibc
import Testing
@testable import TimeCircuitsServices

/// The alarm's sound through a real PulseAudio with a null sink, recorded from the sink's
/// monitor. libcanberra (through libpulse) reads PULSE_SERVER from the process's environment,
/// which no parameter can replace, so this suite sets it and runs serialized; nothing else in
/// the test process plays sound.
@Suite(.serialized) struct AlarmPlaybackTests {
    /// Points libpulse at `address` for the length of `body`.
    func withPulseServer(_ address: String, cookie: String, _ body: () throws -> Void) rethrows {
        let saved = (getenv("PULSE_SERVER").map { String(cString: $0) }, getenv("PULSE_COOKIE").map { String(cString: $0) })
        setenv("PULSE_SERVER", address, 1)
        setenv("PULSE_COOKIE", cookie, 1)
        defer {
            if let server = saved.0 { setenv("PULSE_SERVER", server, 1) } else { unsetenv("PULSE_SERVER") }
            if let cookie = saved.1 { setenv("PULSE_COOKIE", cookie, 1) } else { unsetenv("PULSE_COOKIE") }
        }
        try body()
    }

    /// A null-sink server that libpulse is pointed at, its sink being recorded, for `body`.
    func withRecordedServer(_ body: (SinkRecording) throws -> Void) throws {
        let server = try NullSinkSoundServer.start()
        defer { server.stop() }
        try withPulseServer(server.address, cookie: server.directory.path + "/cookie") {
            let recording = try server.record()
            defer { recording.stop() }
            try body(recording)
        }
    }

    /// Polls the sound's descriptor as the clock's loop will, until an ending is reported.
    func waitForEnding(of sound: AlarmPlayback, timeout: Int32 = Int32(Patience.seconds * 1000)) -> [SoundEnding] {
        var fd = pollfd(fd: sound.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, timeout) == 1 else { return [] }
        return sound.collectEndings()
    }

    /// When the sink was loud, in seconds of the recording, once a second of silence has
    /// followed (the recorder may run behind on a busy machine); nil if nothing was heard.
    func heardSpan(in recording: SinkRecording) -> ClosedRange<Double>? {
        var heard: ClosedRange<Double>?
        _ = waitUntil {
            let samples = recording.samples()
            heard = SinkRecording.loudSpan(samples, threshold: 1_000)
            guard let heard else { return false }
            return Double(samples.count) / Double(SinkRecording.sampleRate) > heard.upperBound + 1
        }
        return heard
    }

    @Test func theAlarmIsHeardOnTheSinkAndItsEndReported() throws {
        try withRecordedServer { recording in
            let sound = try AlarmPlayback()
            #expect(!sound.isPlaying)
            #expect(sound.collectEndings().isEmpty)
            try sound.play()
            #expect(sound.isPlaying)
            #expect(waitForEnding(of: sound) == [.finished])
            #expect(!sound.isPlaying)
            // The sound is a loud bell (a null sink records exact zeros when nothing plays),
            // heard for about five and a half seconds: all of it was played.
            let span = try #require(heardSpan(in: recording))
            #expect(span.upperBound - span.lowerBound > 4, "heard from \(span.lowerBound) s to \(span.upperBound) s")
        }
    }

    /// Measured in the recording's own time, not by when its samples were read, so a recorder
    /// running late on a busy machine does not move the stop. The theme's alarm is heard for
    /// about five and a half seconds; stopped as soon as the sink has it, for a fraction of that,
    /// however long a loaded machine took to get there.
    @Test func stoppingSilencesItAtOnce() throws {
        try withRecordedServer { recording in
            let sound = try AlarmPlayback()
            try sound.play()
            let heard = waitUntil { SinkRecording.hasLoudWindow(recording.samples(), threshold: 1_000) }
            try #require(heard, "the alarm was never heard")
            sound.stop()
            #expect(!sound.isPlaying)
            #expect(waitForEnding(of: sound) == [.stopped])
            let span = try #require(heardSpan(in: recording))
            #expect(span.upperBound - span.lowerBound < 2.5, "heard from \(span.lowerBound) s to \(span.upperBound) s")
        }
    }

    @Test func aSoundTheThemeLacksIsReported() throws {
        let server = try NullSinkSoundServer.start()
        defer { server.stop() }
        try withPulseServer(server.address, cookie: server.directory.path + "/cookie") {
            let sound = try AlarmPlayback(eventID: "timecircuits-no-such-sound")
            #expect(throws: SoundError(.soundMissing, "no sound to play: the sound theme has no \"timecircuits-no-such-sound\" (is sound-theme-freedesktop installed?)")) {
                try sound.play()
            }
            #expect(!sound.isPlaying)
        }
    }

    @Test func withoutASoundServerItSaysItCannotPlay() throws {
        let directory = try TemporaryDirectory(prefix: "timecircuits-nopulse")
        defer { directory.remove() }
        try withPulseServer("unix:\(directory.path)/native", cookie: directory.path + "/cookie") {
            do {
                _ = try AlarmPlayback()
                Issue.record("a sound context opened with no sound server")
            } catch let error as SoundError {
                #expect(error.reason == .unavailable)
                #expect(error.message.hasPrefix("cannot play sounds: no sound server or device answered"))
            }
        }
    }
}

import Foundation
import Glibc

/// A real speech-dispatcher for a test, which writes down what it is given to say instead of
/// saying it: its only output module is speech-dispatcher's own `sd_generic`, whose command
/// appends each piece of text, with the language it was asked in, to a file here. So a test reads
/// the exact text the clock handed over, through the library, socket and server a screen reader
/// uses. The server opens its audio output at start even for a module that plays nothing, so it
/// gets a PulseAudio null sink of its own.
///
/// Its config, socket, log and record live in its own directory; clients find it through
/// `SPEECHD_ADDRESS`, and never the developer's own server.
public final class SpeechServer: Sendable {
    /// The value for SPEECHD_ADDRESS.
    public let address: String
    public let directory: TemporaryDirectory
    private let daemon: SpawnedProcess
    private let sound: NullSinkSoundServer
    private let record: String

    public static func start() throws -> SpeechServer {
        let sound = try NullSinkSoundServer.start()
        do {
            return try TemporaryDirectory.holding(prefix: "timecircuits-speech") { directory in
                let path = directory.path
                try FileManager.default.createDirectory(atPath: path + "/config/modules", withIntermediateDirectories: true)
                try FileManager.default.createDirectory(atPath: path + "/log", withIntermediateDirectories: true)
                let socket = path + "/speechd.sock", record = path + "/spoken.txt"
                try """
                    CommunicationMethod "unix_socket"
                    SocketPath "\(socket)"
                    LogLevel 3
                    LogDir "\(path)/log"
                    AudioOutputMethod "pulse"
                    AddModule "recorder" "sd_generic" "recorder.conf"
                    DefaultModule recorder

                    """.write(toFile: path + "/config/speechd.conf", atomically: true, encoding: .utf8)
                // One line a piece: the language, a tab, the text. The module cuts a message at
                // its sentences' ends, so a sentence is read back by joining the pieces.
                let languages = ["en", "de", "fr", "es", "it", "pt-BR"]
                try ([#"GenericExecuteSynth "printf '%s\\t%s\\n' '$LANGUAGE' \'$DATA\' >> \#(record)""#,
                      "GenericMaxChunkLength 100000"]
                     + languages.map { "AddVoice \"\($0)\" \"MALE1\" \"\($0)\"" }
                     + languages.map { "GenericLanguage \"\($0)\" \"\($0)\" \"utf-8\"" })
                    .joined(separator: "\n").appending("\n")
                    .write(toFile: path + "/config/modules/recorder.conf", atomically: true, encoding: .utf8)
                // -s: one server for this test, in the foreground; -t 0: it stays up with no client.
                let daemon = try SpawnedProcess(
                    ["speech-dispatcher", "-s", "-t", "0", "-C", path + "/config", "-S", socket, "-L", path + "/log",
                     "-P", path + "/speechd.pid"],
                    environment: sound.environment(["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                                                    "HOME": path, "XDG_RUNTIME_DIR": path]),
                    stderrPath: path + "/speech-dispatcher.err")
                let log = path + "/log/speech-dispatcher.log"
                let ready = waitUntil {
                    guard daemon.isRunning else { return true }
                    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                    return text.contains("waiting for clients") && FileManager.default.fileExists(atPath: socket)
                }
                guard ready, daemon.isRunning else {
                    let why = daemon.stderr + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
                    daemon.stop(signal: SIGKILL)
                    throw TestDaemonError("speech-dispatcher did not start (is speech-dispatcher installed?): \(why)")
                }
                return SpeechServer(address: "unix_socket:" + socket, directory: directory, daemon: daemon, sound: sound, record: record)
            }
        } catch {
            sound.stop()
            throw error
        }
    }

    private init(address: String, directory: TemporaryDirectory, daemon: SpawnedProcess, sound: NullSinkSoundServer, record: String) {
        self.address = address
        self.directory = directory
        self.daemon = daemon
        self.sound = sound
        self.record = record
    }

    /// `base` with SPEECHD_ADDRESS pointing here, for a program under test.
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        environment["SPEECHD_ADDRESS"] = address
        return environment
    }

    /// Everything the server was given to say so far, its pieces joined.
    public func spoken() -> String {
        pieces().map(\.text).joined()
    }

    /// The languages the pieces were asked in, in order.
    public func languages() -> [String] { pieces().map(\.language) }

    private func pieces() -> [(language: String, text: String)] {
        let text = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// A server dropped without `stop()` is stopped all the same.
    deinit { stop() }

    /// Stops the server and its sound server by their PIDs and removes the directory.
    public func stop() {
        daemon.stop()
        sound.stop()
        directory.remove()
    }
}

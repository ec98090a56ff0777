import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore

/// The time spoken, end to end: the real window under Xvfb hands what its rows show to a real
/// speech-dispatcher (its own, started by the test, writing down what it is given), on S and on
/// `ctl speak`; and where no speech server answers, one line on stderr however often it is asked,
/// and `ctl speak` fails in one line.
@Suite("The time spoken through speech-dispatcher", .serialized, .xvfb)
struct SpeechWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }

    /// What the frozen face's rows say, from the same core as the window.
    static var filmSentence: String {
        let face = FaceChoices(cities: ClockHarness.defaultCities, readouts: .frozen(ClockHarness.filmDate), colon: .step,
                             localZone: Zone(identifier: "UTC")!, zones: .system)
        return SpokenTime.sentence(.rows(ReadoutRow.rows(of: face, at: ClockHarness.filmDate)), words: .english)
    }

    func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-speech-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/speech-dispatcher"), withIntermediateDirectories: true)
        // A speech-dispatcher that libspeechd would start on its own (autospawn) must not: the
        // test's server, or none, is the one to reach.
        try "DisableAutoSpawn\n".write(to: home.appendingPathComponent("config/speech-dispatcher/speechd.conf"), atomically: true,
                                       encoding: .utf8)
        return home
    }

    func environment(_ bus: PrivateSessionBus, home: URL, speech: [String: String]) -> [String: String] {
        var env = bus.environment(["TZ": "UTC", "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                                   "HOME": home.path].merging(MessageLanguage.english) { a, _ in a })
        env.merge(speech) { _, b in b }
        return env
    }

    func ctl(_ bus: PrivateSessionBus, _ env: [String: String], _ arguments: String...) throws -> (status: Int32?, err: String) {
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("tc-ctl-\(UUID().uuidString).err").path
        defer { try? FileManager.default.removeItem(atPath: err) }
        var env = env
        env["DISPLAY"] = nil
        let p = try SpawnedProcess([ClockProcess.binary, "ctl", "--display", server.name] + arguments, environment: env, stderrPath: err)
        let status = p.waitForExit()
        return (status, (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    @Test("S and ctl speak hand the rows' sentence, in English, to speech-dispatcher")
    func speaks() throws {
        let speech = try SpeechServer.start()
        defer { speech.stop() }
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let home = try home()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(bus, home: home, speech: speech.environment([:]))
        let r = try harness.launch(environment: env)
        defer { _ = r.clock.stop() }
        let sentence = Self.filmSentence
        #expect(sentence.hasPrefix("New York, Saturday the 26th of October 1985, 4:21 AM. London, Saturday the 26th of October 1985, "))

        try harness.xdotool(["key", "--window", String(r.window), "s"])
        let heard = eventually { speech.spoken().contains(sentence) ? true : nil }
        #expect(heard == true, "spoken: \(speech.spoken()); clock: \(r.clock.stderr)")
        #expect(speech.languages().allSatisfy { $0 == "en" }, "\(speech.languages())")

        let before = speech.spoken().count
        let result = try ctl(bus, env, "speak")
        #expect(result.status == 0, "\(result.err)")
        let again = eventually { speech.spoken().dropFirst(before).contains(sentence) ? true : nil }
        #expect(again == true, "spoken: \(speech.spoken())")
        #expect(!r.clock.stderr.contains("cannot be spoken"))
    }

    @Test("no speech server: one line on stderr for any number of presses and calls; ctl speak says so in one line and exits 1")
    func noServer() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let home = try home()
        defer { try? FileManager.default.removeItem(at: home) }
        let missing = home.appendingPathComponent("no-speechd.sock").path
        let env = environment(bus, home: home, speech: ["SPEECHD_ADDRESS": "unix_socket:" + missing])
        let r = try harness.launch(environment: env)
        defer { _ = r.clock.stop() }
        try harness.xdotool(["key", "--window", String(r.window), "s"])
        let warned = eventually { r.clock.stderr.contains("cannot be spoken") ? true : nil }
        #expect(warned == true, "stderr: \(r.clock.stderr)")
        try harness.xdotool(["key", "--window", String(r.window), "s"])
        // Each call is answered after the window has tried to speak: what it wrote by then is all.
        for _ in 0..<2 {
            let result = try ctl(bus, env, "speak")
            #expect(result.status == 1)
            let lines = result.err.split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.contains("no speech server") == true, "\(result.err)")
        }
        let said = r.clock.stderr.split(separator: "\n").filter { $0.contains("cannot be spoken") }
        #expect(said.count == 1, "\(r.clock.stderr)")
        // The window is still the clock: the face still answers.
        #expect(try ctl(bus, env, "status").status == 0)
    }
}

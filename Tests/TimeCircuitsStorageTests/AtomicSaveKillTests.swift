import Foundation
import Glibc
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// Settings saves survive SIGKILL: a process saving in a loop (`settings-save-loop`, a test-support
/// executable) is killed at random moments, 200 times, and after every kill the settings file is
/// exactly one of the texts it was saving, never empty, truncated or mixed, and at most one
/// temporary file is left over (the one the killed save was writing; the next save removes it).
///
/// SIGKILL cannot be caught, so this is what a crash, the OOM killer or `kill -9` leaves behind.
/// The kills are aimed only after the loop has said it is saving, then after a random delay of up to
/// `maximumDelay`, so they land at every point of a save: creating the temporary file, writing,
/// syncing, renaming, syncing the folder.
@Suite("Atomic saves under SIGKILL")
struct AtomicSaveKillTests {
    static let cycles = 200
    /// The longest wait, in microseconds, between "saving" and the kill: several saves' worth.
    static let maximumDelay: UInt32 = 10_000

    /// What the loop saves in turn: files of very different sizes (an all-dark face is the
    /// shortest; the last carries 250 kept unknown lines, about 13 KB), so a truncated or mixed
    /// file could not pass for one of them.
    static let texts: [String] = [
        "cities = new_york, london, hong_kong",
        "cities = tokyo",
        "cities =",
        "cities = lord_howe, chatham, kathmandu\n"
            + (1...250).map { String(format: "note_%04d = kept because this clock does not know it", $0) }.joined(separator: "\n"),
    ]

    /// The bytes each text is saved as: the only contents the file may ever have.
    static let saved: Set<Data> = Set(texts.map { Data(SettingsFile.serialize(SettingsFile.parse($0).settings).utf8) })

    /// The loop, built by SwiftPM beside this test bundle.
    static let binary: URL = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("settings-save-loop")
    }()

    @Test("200 SIGKILLs mid-save leave a complete file and at most one temporary file")
    func killedMidSave() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path) is not built")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tc-kill-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = SettingsLocation(directory: directory)
        #expect(Self.saved.count == Self.texts.count)

        var seen: Set<Data> = []
        var cyclesWithLeftover = 0
        for cycle in 0..<Self.cycles {
            // Each run starts at a different text, so every kill can find a change under way.
            let order = Array(Self.texts[(cycle % Self.texts.count)...] + Self.texts[..<(cycle % Self.texts.count)])
            let delay = UInt32.random(in: 0...Self.maximumDelay)
            let status = try Self.runAndKill(arguments: [directory.path] + order, after: delay)
            try #require(status == .killed, "cycle \(cycle): the loop ended by itself: \(status)")

            let contents = try #require(FileManager.default.contents(atPath: location.file.path),
                                        "cycle \(cycle): no settings file after the first save")
            try #require(Self.saved.contains(contents),
                         "cycle \(cycle), killed \(delay) µs in: \(contents.count) bytes that are no complete save: \(String(decoding: contents.prefix(120), as: UTF8.self).debugDescription)")
            seen.insert(contents)
            let leftovers = try Self.temporaryFiles(in: directory)
            try #require(leftovers.count <= 1, "cycle \(cycle): temporary files pile up: \(leftovers)")
            cyclesWithLeftover += leftovers.count
        }
        // The kills fell while the loop was changing the file, not before it ever did.
        #expect(seen.count > 1, "only ever saw one text")

        // The next save, as the clock would make at its next launch, leaves no temporary file.
        var file = SettingsFile(location: location)
        _ = file.load()
        try file.save(SettingsFile.parse(Self.texts[0]).settings)
        #expect(try Self.temporaryFiles(in: directory).isEmpty)
        #expect(FileManager.default.contents(atPath: location.file.path).map(Self.saved.contains) == true)
        print("atomic saves: \(Self.cycles) kills, \(seen.count) texts seen, \(cyclesWithLeftover) kills left a temporary file")
    }

    enum Ending: Equatable {
        case killed
        /// Ended by itself, before or after it said "saving": status and what it printed.
        case ended(status: Int32, output: String)
    }

    /// Starts the loop, waits for its "saving", sleeps `delay` µs and sends SIGKILL.
    ///
    /// posix_spawn and waitpid rather than Foundation's `Process`, whose reaping adds tens of
    /// milliseconds to each of the 200 cycles.
    static func runAndKill(arguments: [String], after delay: UInt32) throws -> Ending {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        // Kept out of other tests' children (pipe2 with O_CLOEXEC does not import).
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // stdout and stderr both into the pipe: "saving", or why it could not save.
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, binary.path, &actions, nil, argv, environ)
        close(writeEnd)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }

        // Blocks until the first save is done, or until the loop ends without one.
        let firstLine = readLine(readEnd)
        if firstLine == "saving" {
            usleep(delay)
            kill(pid, SIGKILL)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        if firstLine == "saving" && signal == SIGKILL { return .killed }
        return .ended(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: firstLine)
    }

    /// Reads up to the first newline or the end of the stream.
    static func readLine(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1, byte != UInt8(ascii: "\n") { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The writer's temporary files in `directory`.
    static func temporaryFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(AtomicFileWriter.temporaryPrefix) }
    }
}

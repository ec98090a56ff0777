import Foundation
import Testing

/// `make` on a machine without Swift: `make toolchain` (the first step of every build) must say
/// so and print swift.org's swiftly commands rather than fail later with "swift: not found", and
/// must stay silent where swift is on PATH.
@Suite("Toolchain check")
struct ToolchainTests {

    /// PATH without any directory that holds a `swift`, so the tests see a machine without Swift
    /// wherever the toolchain is installed.
    static let pathWithoutSwift: String = {
        let fm = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map(String.init)
            .filter { !fm.isExecutableFile(atPath: "\($0)/swift") }
            .joined(separator: ":")
    }()

    /// Runs `make -s toolchain` in the repository with only PATH and HOME set, and no terminal on
    /// standard input: what CI, or a user piping make's output, looks like.
    static func makeToolchain(path: String, home: String) throws -> CommandLineTests.Result {
        try CommandLineTests.spawn("/bin/sh", ["-c", "exec make -s -C \"$0\" toolchain", InstallLayoutTests.repository.path],
                                   environment: ["PATH": path, "HOME": home, "LANG": "C.UTF-8"])
    }

    static func scratchHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-toolchain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    static func isOnPath(_ command: String, _ path: String) -> Bool {
        path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(command)") }
    }

    @Test("without swift on PATH, make stops with swift.org's swiftly commands and installs nothing")
    func missingSwift() throws {
        let path = Self.pathWithoutSwift
        try #require(!Self.isOnPath("swift", path))
        try #require(Self.isOnPath("make", path), "make shares a directory with swift: \(path)")
        let home = try Self.scratchHome()
        defer { try? FileManager.default.removeItem(at: home) }

        let r = try Self.makeToolchain(path: path, home: home.path)
        #expect(r.status == 2, "make should report the failed toolchain step: \(r.stderr)")
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "timecircuits: no Swift toolchain found ('swift' is not on PATH).")
        #expect(r.stderr.contains("not on an interactive terminal, so nothing is installed"))
        #expect(r.stderr.contains("curl -O \"https://download.swift.org/swiftly/linux/swiftly-"))
        #expect(r.stderr.contains("./swiftly init --quiet-shell-followup"))
        #expect(r.stderr.contains("/.local/share/swiftly}/env.sh\""))
        #expect(lines.contains("timecircuits: stopped: no Swift toolchain."))
        // Not interactive: nothing was downloaded or installed into the home directory.
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test("with swift on PATH, make toolchain passes and prints nothing")
    func swiftPresent() throws {
        let home = try Self.scratchHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // A stand-in swift: the check must find it on PATH, not run a build with it.
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let swift = bin.appendingPathComponent("swift").path
        try "#!/bin/sh\nexit 0\n".write(toFile: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)

        let r = try Self.makeToolchain(path: "\(bin.path):\(Self.pathWithoutSwift)", home: home.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty, "stdout: \(r.stdout) stderr: \(r.stderr)")
    }
}

import DesktopTestSupport
import Foundation
import Testing

/// A private Xvfb for the test run: a real X server, never a mock.
///
/// Display numbers are tried from 90 up, skipping any with a socket or lock file, and the server
/// is ready once its socket appears. Stopped by PID.
final class XvfbServer: Sendable {
    let number: Int
    let pid: Int32
    private let process: SpawnedProcess
    var name: String { ":\(number)" }

    /// Xvfb's screen: big enough for a window at twice the natural size.
    static let screenWidth = 1280, screenHeight = 1024
    static let screen = "\(screenWidth)x\(screenHeight)x24"

    private init(number: Int, process: SpawnedProcess) {
        self.number = number
        self.process = process
        pid = process.pid
    }

    static func socketPath(_ n: Int) -> String { "/tmp/.X11-unix/X\(n)" }

    /// A display number nobody is using (no socket, no lock file).
    static func isFree(_ n: Int) -> Bool {
        !FileManager.default.fileExists(atPath: socketPath(n)) && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
    }

    static func start(from first: Int = 90, screen: String = screen) throws -> XvfbServer {
        for n in first..<(first + 60) where isFree(n) {
            // -noreset: by default Xvfb resets whenever its last client leaves, which happens
            // between two tests, and refuses connections while it does.
            let p = try SpawnedProcess(["Xvfb", ":\(n)", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
                                     environment: ProcessInfo.processInfo.environment)
            let deadline = Date().addingTimeInterval(Patience.seconds)
            while Date() < deadline, p.isRunning, !FileManager.default.fileExists(atPath: socketPath(n)) {
                usleep(20_000)
            }
            // Suites start servers at the same time: two may pick the same free number, and the
            // socket then belongs to whichever won. Only the server whose PID is in the lock file
            // owns the display; the other is about to exit.
            if p.isRunning, FileManager.default.fileExists(atPath: socketPath(n)), owns(n, pid: p.pid) {
                return XvfbServer(number: n, process: p)
            }
            _ = p.stop(signal: SIGKILL)
        }
        throw XvfbError(message: "could not start Xvfb on any display from :\(first) (is xvfb installed?)")
    }

    /// True when display `n`'s lock file names `pid`.
    static func owns(_ n: Int, pid: Int32) -> Bool {
        guard let text = try? String(contentsOfFile: "/tmp/.X\(n)-lock", encoding: .utf8) else { return false }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) == pid
    }

    func stop() {
        process.stop()  // SIGTERM, then SIGKILL if it lingers
    }

    /// The server shared by the serialized X suite, set by the `.xvfb` trait.
    @TaskLocal static var shared: XvfbServer?
}

struct XvfbError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Starts one Xvfb around the whole suite and stops it (by PID) when the suite ends.
struct XvfbTrait: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        try await XvfbServer.$shared.withValue(server) { try await function() }
    }
}

extension Trait where Self == XvfbTrait {
    /// Runs the suite against its own Xvfb.
    static var xvfb: Self { XvfbTrait() }
}

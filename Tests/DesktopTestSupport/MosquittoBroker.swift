import Foundation
import Glibc

/// A real MQTT broker for a test: mosquitto on a free loopback port, with its config, state and
/// log in its own directory, and mosquitto_pub and mosquitto_sub as the outside world (the props,
/// Home Assistant). Optionally TLS, with a certificate authority and a server certificate the
/// test makes with openssl, or a password file.
public final class MosquittoBroker: @unchecked Sendable {  // The daemon is replaced only by the test's own thread.
    public let port: Int
    public let directory: TemporaryDirectory
    private let config: String
    private var daemon: SpawnedProcess

    /// The certificate files of a TLS broker: the authority that signed its certificate.
    public struct Certificates: Sendable {
        public let authority: String
        public let certificate: String
        public let key: String
    }

    public let certificates: Certificates?

    /// Starts a broker; `tls` makes it speak TLS only, with a certificate for 127.0.0.1 and
    /// localhost signed by an authority made now; `users` are user:password pairs it requires.
    public static func start(tls: Bool = false, users: [String: String] = [:]) throws -> MosquittoBroker {
        try TemporaryDirectory.holding(prefix: "timecircuits-mqtt") { directory in
            let port = try freePort()
            let certificates = tls ? try makeCertificates(in: directory.path) : nil
            // Started by root, mosquitto would turn into the user `mosquitto`, who cannot read the
            // test's private folder: it stays whoever runs the tests (for others this does nothing).
            let me = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_name) } ?? "root"
            var lines = ["listener \(port) 127.0.0.1", "persistence false", "log_dest stderr", "log_type error", "log_type warning",
                         "user \(me)"]
            if let c = certificates {
                lines += ["cafile \(c.authority)", "certfile \(c.certificate)", "keyfile \(c.key)"]
            }
            if users.isEmpty {
                lines.append("allow_anonymous true")
            } else {
                let passwords = directory.path + "/passwords"
                _ = FileManager.default.createFile(atPath: passwords, contents: Data())
                for (user, password) in users {
                    guard try SpawnedProcess.run(["mosquitto_passwd", "-b", passwords, user, password], environment: Self.environment) == 0 else {
                        throw TestDaemonError("mosquitto_passwd failed")
                    }
                }
                lines += ["allow_anonymous false", "password_file \(passwords)"]
            }
            let config = directory.path + "/mosquitto.conf"
            try (lines.joined(separator: "\n") + "\n").write(toFile: config, atomically: true, encoding: .utf8)
            let daemon = try launch(config: config, directory: directory.path)
            let broker = MosquittoBroker(port: port, directory: directory, config: config, daemon: daemon, certificates: certificates)
            guard broker.waitUntilListening() else {
                daemon.stop(signal: SIGKILL)
                throw TestDaemonError("mosquitto did not start (is mosquitto installed?): \(daemon.stderr)")
            }
            return broker
        }
    }

    private init(port: Int, directory: TemporaryDirectory, config: String, daemon: SpawnedProcess, certificates: Certificates?) {
        self.port = port
        self.directory = directory
        self.config = config
        self.daemon = daemon
        self.certificates = certificates
    }

    static let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/sbin:/sbin"]

    private static func launch(config: String, directory: String) throws -> SpawnedProcess {
        let binary = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "mosquitto"
        return try SpawnedProcess([binary, "-c", config], environment: environment,
                                  stderrPath: directory + "/mosquitto-\(UInt32.random(in: 0...UInt32.max)).log")
    }

    /// A port on 127.0.0.1 that nothing listens on now: the kernel's pick for an ephemeral bind.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw TestDaemonError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on the port now.
    public var listening: Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    func waitUntilListening(timeout: TimeInterval = Patience.seconds) -> Bool {
        waitUntil(timeout: timeout) { !daemon.isRunning || listening } && daemon.isRunning
    }

    /// The broker's address for the settings file.
    public var address: String { "\(certificates == nil ? "mqtt" : "mqtts")://127.0.0.1:\(port)" }

    /// The options mosquitto_pub and mosquitto_sub need to reach this broker.
    public var clientOptions: [String] {
        ["-h", "127.0.0.1", "-p", String(port)] + (certificates.map { ["--cafile", $0.authority] } ?? [])
    }

    /// The user the outside world logs in as, where the broker asks for one.
    public var user: (name: String, password: String)?

    private var loginOptions: [String] { user.map { ["-u", $0.name, "-P", $0.password] } ?? [] }

    /// Publishes `message` on `topic`, as a prop or Home Assistant would.
    public func publish(_ topic: String, _ message: String, retain: Bool = false) throws {
        let status = try SpawnedProcess.run(["mosquitto_pub"] + clientOptions + loginOptions + ["-t", topic, "-m", message] + (retain ? ["-r"] : []),
                                            environment: Self.environment)
        guard status == 0 else { throw TestDaemonError("mosquitto_pub -t \(topic) exited \(String(describing: status))") }
    }

    /// Starts listening to `topics` (`#` for everything), each message with the instant it came.
    public func subscribe(_ topics: [String] = ["#"], user: (String, String)? = nil) throws -> MQTTRecording {
        if let user { self.user = (user.0, user.1) }
        let path = directory.path + "/heard-\(UInt32.random(in: 0...UInt32.max)).txt"
        // Subscribed once a message of its own comes back: its topic is listened to as well, and
        // left out of what the recording reports.
        let probe = MQTTRecording.probePrefix + String(UInt32.random(in: 0...UInt32.max))
        let process = try SpawnedProcess(["mosquitto_sub"] + clientOptions + loginOptions + (topics + [probe]).flatMap { ["-t", $0] }
                                         + ["-F", "%U %t %p"],
                                         environment: Self.environment, stdoutPath: path, stderrPath: path + ".log")
        let recording = MQTTRecording(path: path, process: process)
        let heard = waitUntil {
            try? publish(probe, "probe")
            return recording.heard(probe)
        }
        guard heard else { throw TestDaemonError("mosquitto_sub heard nothing: \(process.stderr)") }
        return recording
    }

    /// What the broker said (errors and warnings), to show with a failure.
    public var log: String { daemon.stderr }

    /// Stops the broker (SIGTERM): the clock's connection is lost.
    public func pause() {
        daemon.stop()
    }

    /// Starts the broker again on the same port.
    public func resume() throws {
        daemon = try Self.launch(config: config, directory: directory.path)
        guard waitUntilListening() else { throw TestDaemonError("mosquitto did not start again: \(daemon.stderr)") }
    }

    deinit { stop() }

    /// Stops the broker by its PID and removes its directory.
    public func stop() {
        daemon.stop()
        directory.remove()
    }

    /// An authority and a certificate for 127.0.0.1 and localhost signed by it, made with openssl.
    static func makeCertificates(in folder: String) throws -> Certificates {
        let ca = folder + "/ca.pem", caKey = folder + "/ca.key", key = folder + "/server.key", csr = folder + "/server.csr",
            cert = folder + "/server.pem", ext = folder + "/server.ext"
        try "subjectAltName = IP:127.0.0.1, DNS:localhost\n".write(toFile: ext, atomically: true, encoding: .utf8)
        let steps: [[String]] = [
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", caKey, "-out", ca, "-days", "2", "-subj", "/CN=Time Circuits test CA"],
            ["openssl", "req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", csr, "-subj", "/CN=127.0.0.1"],
            ["openssl", "x509", "-req", "-in", csr, "-CA", ca, "-CAkey", caKey, "-CAcreateserial", "-out", cert, "-days", "2", "-extfile", ext],
        ]
        for step in steps {
            guard try SpawnedProcess.run(step, environment: environment, timeout: 30) == 0 else {
                throw TestDaemonError("\(step.prefix(3).joined(separator: " ")) failed")
            }
        }
        return Certificates(authority: ca, certificate: cert, key: key)
    }

    /// Another authority, which signed nothing the broker shows: the wrong one to trust.
    public static func strangerAuthority(in folder: String) throws -> String {
        let ca = folder + "/stranger.pem"
        guard try SpawnedProcess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", folder + "/stranger.key",
                                      "-out", ca, "-days", "2", "-subj", "/CN=Somebody else"], environment: environment, timeout: 30) == 0 else {
            throw TestDaemonError("openssl failed")
        }
        return ca
    }
}

/// What mosquitto_sub has heard so far.
public final class MQTTRecording: Sendable {
    let path: String
    private let process: SpawnedProcess

    init(path: String, process: SpawnedProcess) {
        self.path = path
        self.process = process
    }

    /// One message: when it arrived (seconds since 1970), its topic and payload.
    public struct Message: Sendable, Hashable {
        public let at: Double
        public let topic: String
        public let payload: String
    }

    public func messages() -> [Message] { everything().filter { !$0.topic.hasPrefix(Self.probePrefix) } }

    /// The topics the recording's own probes are sent on, to know it is subscribed.
    static let probePrefix = "timecircuits-test/probe-"

    /// Whether a message on `topic` came, probes included.
    func heard(_ topic: String) -> Bool { everything().contains { $0.topic == topic } }

    private func everything() -> [Message] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, let at = Double(parts[0]) else { return nil }
            return Message(at: at, topic: String(parts[1]), payload: parts.count > 2 ? String(parts[2]) : "")
        }
    }

    /// The messages on `topic`.
    public func on(_ topic: String) -> [Message] { messages().filter { $0.topic == topic } }

    public func stop() { process.stop() }
}

import CCanberra
import Dispatch
import Glibc

/// Plays the clock's short sounds (the keypad, a time travel, the power-on, the timer's end)
/// through libcanberra, off the loop's thread: opening a file and a stream takes milliseconds,
/// and the loop must keep its edges.
///
/// Everything libcanberra is touched on one serial queue of this class's own. The context is
/// opened at the first sound and closed again once nothing has played for `idleClose`, so an
/// idle clock holds no connection to the sound server, no stream and none of its threads. No
/// sound server is said once (through `warn`), and every later sound is tried again quietly, so
/// one that starts later is used. A user's file that cannot be played is said once too, and the
/// built-in sound plays in its place.
///
/// A sound asked for with `ringsBellIfSilent` (the timer's end) that could not be played at all
/// is reported back: `fileDescriptor` turns readable and `takeSilenced()` counts them, on the
/// loop's thread, which rings the X bell instead.
public final class EffectPlayer: @unchecked Sendable {
    /// How long the connection to the sound server stays open after the last sound ends.
    public static let idleClose: Double = 10
    /// Every effect plays under this one id, so `stopAll` silences them with one cancel.
    private static let playID: UInt32 = 1

    private let queue = DispatchQueue(label: "timecircuits.sounds")
    private let warn: @Sendable (String) -> Void
    private let readEnd: Int32
    private let writeEnd: Int32
    // Owned by `queue`.
    private var context: OpaquePointer?
    private var generation = 0
    private var warnedUnavailable = false
    private var warnedFiles: Set<String> = []

    /// One sound to play: a file, or when it cannot be played, the file to play instead.
    public struct Request: Sendable {
        public var path: String
        /// The built-in sound, when `path` is a user's file; nil when `path` is the built-in.
        public var fallback: String?
        /// Makes the built-in file (`fallback`, or `path` when there is none) when it is missing:
        /// its first use, or the cache was cleared.
        public var make: (@Sendable () -> [UInt8])?
        public var description: String
        /// Loudness in decibels against the file's own (0 is as made, −6 half as loud).
        public var decibels: Double
        public var ringsBellIfSilent: Bool

        public init(path: String, fallback: String? = nil, make: (@Sendable () -> [UInt8])? = nil, description: String,
                    decibels: Double = 0, ringsBellIfSilent: Bool = false) {
            self.path = path
            self.fallback = fallback
            self.make = make
            self.description = description
            self.decibels = decibels
            self.ringsBellIfSilent = ringsBellIfSilent
        }
    }

    /// `warn` prints one line on stderr; it is called on the player's own queue.
    public init(warn: @escaping @Sendable (String) -> Void) {
        self.warn = warn
        var fds: [Int32] = [-1, -1]
        if pipe2(&fds, O_CLOEXEC | O_NONBLOCK) != 0 { fds = [-1, -1] }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        queue.sync {
            if let context { ca_context_destroy(context) }
            context = nil
        }
        if readEnd >= 0 { close(readEnd); close(writeEnd) }
    }

    /// Poll this for POLLIN; when readable, call `takeSilenced()`.
    public var fileDescriptor: Int32 { readEnd }

    /// How many sounds that ring the bell when silent could not be played since the last call.
    public func takeSilenced() -> Int {
        var count = 0
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 { count += 1 }
        return count
    }

    /// Plays `request` soon, on the player's queue; returns at once.
    public func play(_ request: Request) {
        queue.async { self.playNow(request) }
    }

    /// Silences every effect playing now (a skipped animation takes its sound with it).
    public func stopAll() {
        queue.async {
            guard let context = self.context else { return }
            ca_context_cancel(context, Self.playID)
        }
    }

    /// Waits until every sound asked for so far has been started (tests, and a quitting clock
    /// that should not cut its last sound off before it began).
    public func settle() { queue.sync {} }

    // MARK: On the queue

    private func playNow(_ request: Request) {
        guard let context = openContext() else {
            silenced(request)
            return
        }
        var r: Int32
        if let fallback = request.fallback {
            r = start(request.path, request, in: context)
            if r != CA_SUCCESS {
                if warnedFiles.insert(request.path).inserted {
                    warn("cannot play \(request.path) (\(Self.reason(r))); playing the built-in sound instead")
                }
                r = start(fallback, request, making: request.make, in: context)
            }
        } else {
            r = start(request.path, request, making: request.make, in: context)
        }
        if r != CA_SUCCESS { silenced(request) }
        scheduleClose()
    }

    /// Starts the file at `path`; `make` makes it first when it is missing (a built-in sound,
    /// never a user's file).
    private func start(_ path: String, _ request: Request, making make: (@Sendable () -> [UInt8])? = nil,
                       in context: OpaquePointer) -> Int32 {
        if let make, access(path, R_OK) != 0, !Self.save(make(), to: path) {
            return Int32(CA_ERROR_NOTFOUND)
        }
        guard access(path, R_OK) == 0 else { return Int32(CA_ERROR_NOTFOUND) }
        return CanberraContext.withProperties([
            (CA_PROP_MEDIA_FILENAME, path),
            (CA_PROP_EVENT_DESCRIPTION, request.description),
            (CA_PROP_MEDIA_ROLE, "event"),
            (CA_PROP_CANBERRA_VOLUME, String(request.decibels)),
            // Streamed, not uploaded to the server's sample cache: a cached sample cannot be
            // cancelled, and a skipped animation must take its sound with it.
            (CA_PROP_CANBERRA_CACHE_CONTROL, "never"),
        ]) { ca_context_play_full(context, Self.playID, $0, nil, nil) }
    }

    private func openContext() -> OpaquePointer? {
        if let context { return context }
        switch CanberraContext.open() {
        case .success(let made):
            context = made
            return made
        case .failure(let failure):
            if !warnedUnavailable {
                warnedUnavailable = true
                warn("no sounds: no sound server or device answered (libcanberra: \(failure.message))")
            }
            return nil
        }
    }

    /// Closes the context once no sound has played for `idleClose` and none is playing.
    private func scheduleClose() {
        generation += 1
        let mine = generation
        queue.asyncAfter(deadline: .now() + Self.idleClose) { [weak self] in
            guard let self, self.generation == mine, let context = self.context else { return }
            var playing: Int32 = 0
            if ca_context_playing(context, Self.playID, &playing) == CA_SUCCESS, playing != 0 {
                self.scheduleClose()
                return
            }
            ca_context_destroy(context)
            self.context = nil
        }
    }

    private func silenced(_ request: Request) {
        guard request.ringsBellIfSilent, writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd, &byte, 1)
    }

    /// Writes a built-in sound into the cache atomically: a second clock making it at the same
    /// moment, or one killed halfway, never leaves half a file to be played.
    private static func save(_ bytes: [UInt8], to path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return false }
        let folder = String(path[..<slash])
        var made = ""
        for part in folder.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o755) != 0 && errno != EEXIST { return false }
        }
        let temporary = "\(path).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    private static func reason(_ code: Int32) -> String { String(cString: ca_strerror(code)) }
}

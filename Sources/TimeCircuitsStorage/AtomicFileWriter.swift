import FoundationEssentials
import TimeCircuitsCore
import Glibc

/// Replaces a file so that, whatever happens mid-way (a crash, a full disk, power loss), the path
/// holds either the complete old contents or the complete new ones, never a mix or a stub.
///
/// The classic sequence: write a temporary file in the same directory (so the rename cannot cross
/// file systems), flush it to disk with fsync, rename it over the target (atomic on POSIX), then
/// fsync the directory so the rename itself is durable. The byte-writing step is injected so tests
/// can fail half-way through a write, which is what a crash mid-save looks like from the outside.
///
/// A save killed part-way (SIGKILL, a crash, power loss) leaves its temporary file behind. Each
/// save therefore first removes those of earlier saves to the same file, so at most one is ever
/// left over. It tells an abandoned one from one another process is still writing by a lock: a
/// save holds `flock` on its temporary file from just after creating it until after the rename,
/// and the kernel drops the lock when its process dies, however it dies.
///
/// Foundation offers `Data.write(options: .atomic)`, but it has no seam for such a test, and
/// `FileManager.replaceItemAt` on this toolchain's Linux Foundation moves the original onto the
/// replacement's path and then fails, so neither is used.
public struct AtomicFileWriter: Sendable {
    /// Writes `data` into the open temporary file. Throwing leaves the target untouched.
    public var writeBytes: @Sendable (OpenFile, Data) throws -> Void

    public init(writeBytes: @escaping @Sendable (OpenFile, Data) throws -> Void) {
        self.writeBytes = writeBytes
    }

    /// Writes everything in one call.
    public static let standard = AtomicFileWriter { handle, data in
        try handle.write(contentsOf: data)
    }

    /// Prefix of temporary files: hidden, and named after the clock so a leftover one from a crash
    /// is recognisable. The target name and a random suffix follow.
    public static let temporaryPrefix = ".timecircuits-tmp-"

    /// Attempts at a fresh temporary file when a cleanup in another process removes the new one in
    /// the instant before it is locked. Needing a second is already rare.
    static let creationAttempts = 5

    /// Atomically replaces (or creates) `url` with `data`. The new file keeps the old one's
    /// permissions when there was one. On failure the temporary file is removed and the error
    /// rethrown; `url` is then exactly as it was.
    public func write(_ data: Data, to url: URL) throws {
        let fileManager = FileManager.default
        let directory = url.deletingLastPathComponent()
        Self.removeAbandonedTemporaryFiles(for: url)
        let (temporary, handle) = try Self.createLockedTemporaryFile(for: url)
        do {
            if let permissions = try? fileManager.attributesOfItem(atPath: url.path)[.posixPermissions] {
                try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            try writeBytes(handle, data)
            // The data must be on disk before the rename makes it the real file; otherwise a
            // crash shortly after could leave a complete-looking, zero-filled file.
            try handle.synchronize()
            try Self.rename(temporary, over: url)
        } catch {
            try? fileManager.removeItem(at: temporary)
            handle.close()
            throw error
        }
        // Only now, with the file in place, is the lock released; the data is already synced.
        handle.close()
        // Make the rename durable. Best effort: some file systems refuse fsync on a directory, and
        // by now the new file is complete in either case.
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// The prefix of `url`'s temporary files: the hidden prefix, the target's name and a dash.
    static func temporaryPrefix(for url: URL) -> String {
        temporaryPrefix + url.lastPathComponent + "-"
    }

    /// Creates a temporary file beside `url`, exclusively (O_EXCL, so a stranger's file is never
    /// reused), and locks it, retrying when a cleanup removed it before the lock was taken.
    static func createLockedTemporaryFile(for url: URL) throws -> (URL, OpenFile) {
        let directory = url.deletingLastPathComponent()
        for _ in 0..<creationAttempts {
            let temporary = directory.appendingPathComponent(
                temporaryPrefix(for: url) + UUID().uuidString, isDirectory: false)
            let descriptor = temporary.withUnsafeFileSystemRepresentation { path in
                path.map { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) } ?? -1
            }
            guard descriptor >= 0 else { throw posixError(at: temporary) }
            let handle = OpenFile(descriptor: descriptor, path: temporary.path)
            // Blocks only while a cleanup holds the lock, which it does for an instant.
            while flock(descriptor, LOCK_EX) == -1 && errno == EINTR {}
            if isStillLinked(descriptor) { return (temporary, handle) }
            handle.close()
        }
        // Each new file removed before it was locked: say so as the busy folder it is.
        throw FileError(path: url.path, code: EBUSY)
    }

    /// Removes `url`'s temporary files that no save holds locked: those of saves that died.
    /// Best effort: a file that cannot be opened or removed is left for the next save.
    static func removeAbandonedTemporaryFiles(for url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let path = directory.appendingPathComponent(name, isDirectory: false).path
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                unlink(path)
            }
            close(descriptor)
        }
    }

    /// False when the file open on `descriptor` has been removed from its folder.
    static func isStillLinked(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_nlink > 0
    }

    /// The current `errno` as the error of a call on `url`.
    static func posixError(at url: URL) -> FileError {
        FileError(path: url.path)
    }

    /// POSIX rename(2), which replaces `destination` in one step; `FileManager.moveItem` would
    /// refuse an existing destination.
    static func rename(_ source: URL, over destination: URL) throws {
        let status = source.withUnsafeFileSystemRepresentation { from in
            destination.withUnsafeFileSystemRepresentation { to in
                guard let from, let to else { return Int32(-1) }
                return Glibc.rename(from, to)
            }
        }
        if status != 0 { throw posixError(at: destination) }
    }
}

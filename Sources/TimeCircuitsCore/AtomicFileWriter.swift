import Foundation

/// Replaces a file so that, whatever happens mid-way (a crash, a full disk, power loss), the path
/// holds either the complete old contents or the complete new ones, never a mix or a stub.
///
/// The classic sequence: write a temporary file in the same directory (so the rename cannot cross
/// file systems), flush it to disk with fsync, rename it over the target (atomic on POSIX), then
/// fsync the directory so the rename itself is durable. The byte-writing step is injected so tests
/// can fail half-way through a write, which is what a crash mid-save looks like from the outside.
///
/// Foundation offers `Data.write(options: .atomic)`, but it has no seam for such a test, and
/// `FileManager.replaceItemAt` on this toolchain's Linux Foundation moves the original onto the
/// replacement's path and then fails, so neither is used.
public struct AtomicFileWriter: Sendable {
    /// Writes `data` into the open temporary file. Throwing leaves the target untouched.
    public var writeBytes: @Sendable (FileHandle, Data) throws -> Void

    public init(writeBytes: @escaping @Sendable (FileHandle, Data) throws -> Void) {
        self.writeBytes = writeBytes
    }

    /// Writes everything in one call.
    public static let standard = AtomicFileWriter { handle, data in
        try handle.write(contentsOf: data)
    }

    /// Prefix of temporary files: hidden, and named after the clock so a leftover one from a crash
    /// is recognisable. The target name and a random suffix follow.
    public static let temporaryPrefix = ".timecircuits-tmp-"

    /// Atomically replaces (or creates) `url` with `data`. The new file keeps the old one's
    /// permissions when there was one. On failure the temporary file is removed and the error
    /// rethrown; `url` is then exactly as it was.
    public func write(_ data: Data, to url: URL) throws {
        let fileManager = FileManager.default
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            Self.temporaryPrefix + url.lastPathComponent + "-" + UUID().uuidString, isDirectory: false)

        // `.withoutOverwriting` creates the file exclusively (O_EXCL): never reuse a stranger's.
        try Data().write(to: temporary, options: .withoutOverwriting)
        do {
            if let permissions = try? fileManager.attributesOfItem(atPath: url.path)[.posixPermissions] {
                try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try writeBytes(handle, data)
                // The data must be on disk before the rename makes it the real file; otherwise a
                // crash shortly after could leave a complete-looking, zero-filled file.
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            try Self.rename(temporary, over: url)
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        // Make the rename durable. Best effort: some file systems refuse fsync on a directory, and
        // by now the new file is complete in either case.
        if let directoryHandle = try? FileHandle(forReadingFrom: directory) {
            try? directoryHandle.synchronize()
            try? directoryHandle.close()
        }
    }

    /// POSIX rename(2), which replaces `destination` in one step. Foundation re-exports the C
    /// library's `rename` on Linux; `FileManager.moveItem` would refuse an existing destination.
    static func rename(_ source: URL, over destination: URL) throws {
        let status = source.withUnsafeFileSystemRepresentation { from in
            destination.withUnsafeFileSystemRepresentation { to in
                guard let from, let to else { return Int32(-1) }
                return Foundation.rename(from, to)
            }
        }
        if status != 0 {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSFilePathErrorKey: destination.path,
                NSUnderlyingErrorKey: POSIXError(code),
            ])
        }
    }
}

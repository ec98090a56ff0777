import FoundationEssentials
import TimeCircuitsCore
import Glibc

/// A file open for writing, by its descriptor: what `AtomicFileWriter` writes a save through.
/// Foundation's `FileHandle` is not in FoundationEssentials (issue 30), and the save needs only
/// these three calls. The descriptor is closed when the last reference goes, if not before.
public final class OpenFile: @unchecked Sendable {
    /// The descriptor; -1 once closed.
    public private(set) var descriptor: Int32
    /// The path it was opened at, for the error a failed call gives.
    public let path: String

    public init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close() }

    /// Writes every byte of `data`, going on after a short write or an interrupted call.
    public func write(contentsOf data: some DataProtocol) throws(FileError) {
        let bytes = Array(data)
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path)
            }
            done += n
        }
    }

    /// Flushes the file's data to the disk (fsync).
    public func synchronize() throws(FileError) {
        if fsync(descriptor) != 0 { throw FileError(path: path) }
    }

    /// Closes the descriptor; a second call does nothing.
    public func close() {
        guard descriptor >= 0 else { return }
        _ = Glibc.close(descriptor)
        descriptor = -1
    }
}

/// A system call on a file failed: the path and the C library's words for `errno`
/// ("Permission denied"), read when the error is made.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let code: Int32
    /// `strerror(code)`: what the user reads after the path.
    public let reason: String

    /// The error for the `errno` just set by a failed call on `path`.
    public init(path: String, code: Int32 = errno) {
        self.path = path
        self.code = code
        reason = String(cString: strerror(code))
    }

    public var description: String { "\(path): \(reason)" }
}

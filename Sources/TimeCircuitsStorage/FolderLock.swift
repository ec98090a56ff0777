import FoundationEssentials
import TimeCircuitsCore
import Glibc

/// The lock every save of a clock's file holds from its read to its rename: an exclusive `flock`
/// on the file's folder.
///
/// Not on the file itself, which a save replaces by rename (a lock on the old file would not
/// stop a writer that opened the new one), and not on a lock file beside it: the folder is there
/// whenever a save can be made, a read-only folder can still be locked (the save then fails with
/// the real reason, not a lock error), and nothing is left behind in the folder or, for a linked
/// settings file, in a dotfiles repository. One lock per folder also covers the state folder's
/// three files together, which costs nothing: a save holds it for about a millisecond. The kernel
/// drops it when its holder dies, however it dies, so a killed writer never blocks the next.
/// Advisory: editors do not take it, which is why a save reads the file under it rather than
/// trusting what it read before.
enum FolderLock {
    /// Runs `body` holding the lock on `directory`; waits for another holder to finish. A folder
    /// that cannot be opened runs `body` unlocked: its save will fail with its own reason.
    /// `shared` is for a read: readers go together, and wait only for a writer, so that no read
    /// sees a file half written in place by a writer that takes the lock (an editor run under
    /// `flock`): a toggle applied to such a read's state lost a change (issue 44's soak, and
    /// `SharedFileWindowTests`).
    static func holding<T>(_ directory: URL, shared: Bool = false, _ body: () throws -> T) rethrows -> T {
        let descriptor = directory.withUnsafeFileSystemRepresentation { path in
            path.map { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } ?? -1
        }
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, shared ? LOCK_SH : LOCK_EX) == -1 && errno == EINTR {}
        return try body()
    }
}

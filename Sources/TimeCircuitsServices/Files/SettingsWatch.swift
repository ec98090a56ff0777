import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// Changes to the settings file by anyone (an editor, `timecircuits` on the command line, a
/// second window, a dotfiles manager), as a file descriptor the event loop polls.
///
/// inotify watches folders, not the file: editors and every save of the clock replace the file by
/// renaming a new one over it, which a watch on the old file would never see. Which folders:
/// - the settings folder, or, until it exists (a first run), its nearest existing ancestor, so
///   the folder's creation is seen and the watch moves into it;
/// - when the file is a symbolic link (dotfiles), also the folder of the file it points to (or
///   its nearest existing ancestor), resolved again after every event, so an edit of the target,
///   in place or by rename, is seen, and a relinked file is followed.
///
/// An event only says that something in a watched folder changed; whether the settings file did
/// is decided by its fingerprint (the link, and the identity, size and times of what it points
/// to), so events about other files (the `.bad` copy, an editor's swap file) cost one `stat`.
public final class SettingsWatch {
    public let fileDescriptor: Int32
    private let location: SettingsLocation
    /// The folders watched now, by watch descriptor, each with its mask.
    private var watched: [Int32: Folder] = [:]

    /// A folder to watch: the file's own folder for every change of its entries, or an ancestor
    /// standing in for a folder not made yet only for entries appearing in it (a busy home folder
    /// would otherwise wake the clock at every file closed there).
    public struct Folder: Hashable {
        var path: String
        var mask: UInt32
    }
    private var fingerprint: Fingerprint

    public init(location: SettingsLocation) {
        self.location = location
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        fingerprint = Fingerprint(of: location.file.path)
        rearm()
    }

    deinit { close(fileDescriptor) }

    /// What tells one state of the file from another without reading it.
    public struct Fingerprint: Equatable {
        var link: String?
        var device: UInt64 = 0, inode: UInt64 = 0, size: Int64 = -1
        var modified = timespec(), changed = timespec()

        init(of path: String) {
            link = SettingsWatch.linkTarget(path)
            var s = stat()
            guard stat(path, &s) == 0 else { return }
            device = UInt64(s.st_dev)
            inode = UInt64(s.st_ino)
            size = Int64(s.st_size)
            modified = s.st_mtim
            changed = s.st_ctim
        }

        public static func == (a: Fingerprint, b: Fingerprint) -> Bool {
            a.link == b.link && a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// Watches the folders the file depends on now, and no others.
    ///
    /// Again until nothing moves: a folder made while its parent was being added to the watch
    /// (`mkdir -p` runs fast) sent its event to no one, so the nearest existing folder is asked
    /// for once more after each change of the watch.
    public func rearm() {
        guard fileDescriptor >= 0 else { return }
        for _ in 0..<Self.rearmRounds {
            let wanted = wantedFolders()
            if Set(watched.values) == wanted { return }
            for (descriptor, folder) in watched where !wanted.contains(folder) {
                inotify_rm_watch(fileDescriptor, descriptor)
                watched[descriptor] = nil
            }
            for folder in wanted where !watched.values.contains(folder) {
                let descriptor = inotify_add_watch(fileDescriptor, folder.path, folder.mask)
                if descriptor >= 0 { watched[descriptor] = folder }
            }
        }
    }

    /// More rounds than a settings path has folders to be made.
    public static let rearmRounds = 8
    public static let fileMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB
                                 | IN_DELETE_SELF | IN_MOVE_SELF)
    public static let ancestorMask = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    /// The settings folder (or its nearest existing ancestor) and, for a linked file, its
    /// target's folder likewise.
    private func wantedFolders() -> Set<Folder> {
        var wanted: Set<Folder> = [Self.folder(location.directory.path)]
        if let target = Self.linkTarget(location.file.path) {
            let absolute = target.hasPrefix("/") ? target : location.directory.path + "/" + target
            wanted.insert(Self.folder(Self.parent(of: Self.resolved(absolute))))
        }
        return wanted
    }

    /// `path` watched for its entries if it exists, else its nearest ancestor for `path` to appear.
    public static func folder(_ path: String) -> Folder {
        let existing = nearestExisting(path)
        return Folder(path: existing, mask: existing == path ? fileMask : ancestorMask)
    }

    /// Reads every pending event, watches again where the folders changed, and says whether the
    /// settings file is not what it was at the last call.
    public func take() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var offset = 0
            buffer.withUnsafeBytes { raw in
                while offset + MemoryLayout<inotify_event>.size <= n {
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    // The kernel ended this watch (its folder went away).
                    if event.mask & UInt32(IN_IGNORED) != 0 {
                        watched[event.wd] = nil
                    }
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                }
            }
        }
        rearm()
        let now = Fingerprint(of: location.file.path)
        guard now != fingerprint else { return false }
        fingerprint = now
        return true
    }

    /// What the symbolic link at `path` points to; nil when it is not a link.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every link resolved, as far as it exists (a dangling link keeps its text).
    public static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `path` if it is a folder, or its nearest ancestor that is.
    public static func nearestExisting(_ path: String) -> String {
        var current = path
        while current != "/" {
            var s = stat()
            if stat(current, &s) == 0, (s.st_mode & S_IFMT) == S_IFDIR { return current }
            current = parent(of: current)
        }
        return "/"
    }
}

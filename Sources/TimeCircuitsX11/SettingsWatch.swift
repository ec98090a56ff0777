import Glibc
import TimeCircuitsCore

/// Changes to the settings file by other programs (an editor, `timecircuits` on the command
/// line), as a file descriptor the event loop polls.
///
/// inotify watches the folder, not the file: editors and our own atomic save replace the file by
/// renaming a new one over it, which a watch on the old file would never see. The folder may not
/// exist before the first save; `watch()` is tried again after each save until it does.
final class SettingsWatch {
    let fileDescriptor: Int32
    private let location: SettingsLocation
    private var watching = false

    init(location: SettingsLocation) {
        self.location = location
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        watch()
    }

    deinit { close(fileDescriptor) }

    /// Starts watching the folder, if it exists now.
    func watch() {
        guard !watching, fileDescriptor >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        watching = inotify_add_watch(fileDescriptor, location.directory.path, mask) >= 0
    }

    /// Reads every pending event; true when one of them was about the settings file.
    func take() -> Bool {
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var offset = 0
            buffer.withUnsafeBytes { raw in
                while offset + MemoryLayout<inotify_event>.size <= n {
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = raw[nameStart..<min(nameStart + Int(event.len), n)].prefix { $0 != 0 }
                    if String(decoding: nameBytes, as: UTF8.self) == location.fileName { touched = true }
                    // The folder itself went away: watch again once a save has made it anew.
                    if event.mask & UInt32(IN_IGNORED) != 0 { watching = false }
                    offset = nameStart + Int(event.len)
                }
            }
        }
        return touched
    }
}

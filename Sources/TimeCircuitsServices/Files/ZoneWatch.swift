import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// This computer's zone, followed while the clock runs: `timedatectl set-timezone` (or a settings
/// panel that calls it) replaces `/etc/localtime` by a new link, and the clock reads the zone
/// again at once, as the programs started after the change will.
///
/// The file the zone comes from (`ZoneFiles.source`: `/etc/localtime`, or the file `$TZ` names)
/// is watched as the settings file is (`SettingsWatch`): its folder, since the link is replaced
/// by renaming a new one over it, and, while it is a link, its target's folder; whether it changed
/// is decided by its fingerprint. Systemd's timedated also announces the change on the system
/// bus, but only when the change goes through it: the file is what glibc reads, whoever wrote it.
public final class ZoneWatch {
    private let watch: SettingsWatch
    private let environment: [String: String]
    private let localtime: String
    /// The last zone's warning (it could not be read), said once until it changes.
    private var warning: String?

    /// Nil when no file says the zone (`$TZ` is a POSIX rule, or empty): nothing can change it.
    public init?(environment: [String: String], localtime: String = "/etc/localtime") {
        guard let source = ZoneFiles.source(environment: environment, localtime: localtime) else { return nil }
        let file = URL(fileURLWithPath: source)
        watch = SettingsWatch(location: SettingsLocation(directory: file.deletingLastPathComponent(), fileName: file.lastPathComponent))
        self.environment = environment
        self.localtime = localtime
    }

    /// What the loop polls for a change of the zone's file.
    public var fileDescriptor: Int32 { watch.fileDescriptor }

    /// After the descriptor polled readable: the zone as the files say it now, when its file
    /// changed, else nil. One that cannot be read is UTC, as at launch, said once on stderr.
    public func changed() -> Zone? {
        guard watch.take() else { return nil }
        let (zone, warning) = ZoneFiles.local(environment: environment, localtime: localtime)
        if let warning, warning != self.warning { StandardError.write("timecircuits: warning: \(warning)\n") }
        self.warning = warning
        return zone
    }
}

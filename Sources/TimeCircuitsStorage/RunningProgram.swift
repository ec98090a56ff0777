import FoundationEssentials
import TimeCircuitsCore
import Glibc

/// The path that starts this very program again, for an autostart entry's `Exec`.
///
/// The running binary is `/proc/self/exe`, resolved: a clock run from a build tree starts at
/// login from that tree. But when a folder on `PATH` holds a `timecircuits` that is this same
/// file (through a symbolic link, say `/usr/local/bin/timecircuits` → a versioned folder), that
/// name is used instead: it still names the clock after an upgrade moves the link's target.
/// Always an absolute path, never the bare `timecircuits`: the session that reads the entry at
/// login often has a shorter `PATH` than the terminal that ran the clock (`~/.local/bin` is
/// added by a login shell's profile on many systems, not by every display manager).
public enum RunningProgram {
    /// The running binary as the kernel knows it; nil where there is no `/proc`. The one way the
    /// clock finds itself: for the catalogues beside it, the sound helper and the alarm service
    /// it starts, and the autostart entry.
    public static var executable: String? { resolved("/proc/self/exe") }

    /// The path for `Exec`, looked up with `environment`'s `PATH`.
    public static func path(environment: [String: String]) -> String? {
        guard let exe = executable else { return nil }
        let name = exe.split(separator: "/").last.map(String.init) ?? exe
        for folder in (environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder.hasSuffix("/") ? "\(folder)\(name)" : "\(folder)/\(name)"
            if resolved(candidate) == exe { return candidate }
        }
        return exe
    }

    /// `path` with every symbolic link and `..` resolved; nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let full = realpath(path, nil) else { return nil }
        defer { free(full) }
        return String(cString: full)
    }
}

import FoundationEssentials
import TimeCircuitsCore

/// Where the settings file lives: `$XDG_CONFIG_HOME/timecircuits/settings.conf`, or
/// `~/.config/timecircuits/settings.conf` when `XDG_CONFIG_HOME` is unset.
///
/// A value built from an injected environment, so tests point it at a temporary directory and
/// never touch the real home.
public struct SettingsLocation: Sendable, Hashable {
    /// The folder under the configuration home that belongs to the clock.
    public static let directoryName = "timecircuits"
    /// The settings file's name inside that folder.
    public static let fileName = "settings.conf"
    /// Appended to the file name for the copy of a damaged file kept on the next save.
    public static let damagedSuffix = ".bad"
    /// The configuration home when `XDG_CONFIG_HOME` is not usable, relative to `$HOME`.
    public static let defaultConfigHome = ".config"

    /// The state file's name: what the clock remembers (movie mode's trips), apart from what the
    /// user chose.
    public static let stateFileName = "state.conf"
    /// The state home when `XDG_STATE_HOME` is not usable, relative to `$HOME`.
    public static let defaultStateHome = ".local/state"

    /// The clock's configuration folder, e.g. `~/.config/timecircuits`.
    public let directory: URL
    /// The file's name in it.
    public let fileName: String

    /// A location in an explicit folder (tests, or a future `--config` flag).
    public init(directory: URL, fileName: String = SettingsLocation.fileName) {
        self.directory = directory.standardizedFileURL
        self.fileName = fileName
    }

    /// Where the state file lives: `$XDG_STATE_HOME/timecircuits/state.conf`, or
    /// `~/.local/state/timecircuits/state.conf`; nil when neither gives an absolute path.
    public static func state(environment: [String: String]) -> SettingsLocation? {
        let base: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(defaultStateHome, isDirectory: true)
        } else {
            return nil
        }
        return SettingsLocation(directory: base.appendingPathComponent(directoryName, isDirectory: true), fileName: stateFileName)
    }

    /// Resolves the folder from `environment` as the XDG Base Directory specification says:
    /// `XDG_CONFIG_HOME` when it is set to an absolute path (relative or empty values are to be
    /// ignored), otherwise `$HOME/.config`. Nil when neither gives an absolute path; the shell then
    /// runs without persistence rather than writing somewhere surprising.
    public init?(environment: [String: String]) {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            self.init(directory: URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent(Self.directoryName, isDirectory: true))
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            self.init(directory: URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(Self.defaultConfigHome, isDirectory: true)
                .appendingPathComponent(Self.directoryName, isDirectory: true))
        } else {
            return nil
        }
    }

    /// Another file in the same folder.
    public func sibling(_ fileName: String) -> SettingsLocation {
        SettingsLocation(directory: directory, fileName: fileName)
    }

    /// `…/timecircuits/settings.conf`.
    public var file: URL { directory.appendingPathComponent(fileName, isDirectory: false) }

    /// `…/timecircuits/settings.conf.bad`: the last damaged file, kept when a save replaces it.
    public var damagedCopy: URL {
        directory.appendingPathComponent(fileName + Self.damagedSuffix, isDirectory: false)
    }
}

import FoundationEssentials
import TimeCircuitsCore
import Glibc

/// One of the clock's XDG autostart entries: `$XDG_CONFIG_HOME/autostart/NAME.desktop`
/// (`~/.config/autostart/NAME.desktop` when `XDG_CONFIG_HOME` is unset), which a desktop session
/// starts at login.
///
/// The clock replaces or removes only an entry it wrote. Every entry it writes carries a marker line,
/// `X-TimeCircuits-Autostart=MARKER`, and one without it (a user's own `timecircuits.desktop`,
/// made by hand or by the session's startup settings, with arguments of their choosing) is never
/// replaced or removed: the user made it and only the user undoes it. An `X-` key is the
/// specification's own way to add one, and every desktop ignores it.
///
/// A value built from an injected environment, as `SettingsLocation` is, so tests write into a
/// temporary folder and never touch the real autostart folder.
public struct AutostartEntry: Sendable, Hashable {
    /// The key of the marker line.
    public static let markerKey = "X-TimeCircuits-Autostart"
    /// The folder under the configuration home the XDG Autostart specification names.
    public static let directoryName = "autostart"
    /// The file name's ending the specification asks for.
    public static let fileExtension = ".desktop"
    /// The window's entry: `timecircuits.desktop`, marked `window`.
    public static let windowName = "timecircuits"
    public static let windowMarker = "window"

    /// The file's name without `.desktop`, e.g. `timecircuits`.
    public let name: String
    /// The marker's value: which of the clock's programs the entry starts.
    public let marker: String
    /// The autostart folder, e.g. `~/.config/autostart`.
    public let directory: URL

    /// An entry in an explicit folder.
    public init(name: String, marker: String, directory: URL) {
        self.name = name
        self.marker = marker
        self.directory = directory.standardizedFileURL
    }

    /// The entry in the configuration home `environment` names, by the rules of
    /// `SettingsLocation` (an absolute `XDG_CONFIG_HOME`, else `$HOME/.config`); nil when neither
    /// gives one.
    public init?(name: String, marker: String, environment: [String: String]) {
        guard let settings = SettingsLocation(environment: environment) else { return nil }
        // The settings folder is CONFIG_HOME/timecircuits: its parent is the configuration home.
        let configHome = settings.directory.deletingLastPathComponent()
        self.init(name: name, marker: marker,
                  directory: configHome.appendingPathComponent(Self.directoryName, isDirectory: true))
    }

    /// The window's entry in `environment`'s configuration home.
    public static func window(environment: [String: String]) -> AutostartEntry? {
        AutostartEntry(name: windowName, marker: windowMarker, environment: environment)
    }

    /// `…/autostart/timecircuits.desktop`.
    public var file: URL { directory.appendingPathComponent(name + Self.fileExtension, isDirectory: false) }

    /// The marker line as written.
    public var markerLine: String { "\(Self.markerKey)=\(marker)" }

    /// What is at the entry's path now.
    public enum Found: Sendable, Hashable {
        case missing
        /// An entry with this entry's marker: the clock's own.
        case ours
        /// Anything else: a user's entry, or a file that cannot be read. Left alone.
        case someoneElses
    }

    /// Whether the file is there, and whose it is. A file that cannot be read counts as someone
    /// else's: what cannot be checked is not removed.
    public var found: Found {
        guard FileManager.default.fileExists(atPath: file.path) else { return .missing }
        guard let data = FileManager.default.contents(atPath: file.path),
              let text = String(data: data, encoding: .utf8) else { return .someoneElses }
        return Self.carries(markerLine, in: text) ? .ours : .someoneElses
    }

    /// True when the file holds the clock's own entry.
    public var isOurs: Bool { found == .ours }

    /// Writes the entry (with its marker), atomically, making the folder if need be. Does nothing
    /// when the file holds these very contents already, so a launch that finds the entry right
    /// writes nothing; throws, and leaves it, when the file there is someone else's.
    public func write(_ contents: DesktopEntryContents, writer: AtomicFileWriter = .standard) throws(AutostartError) {
        let text = contents.text(extraLines: [markerLine])
        switch found {
        case .someoneElses: throw AutostartError.notOurs(file)
        case .ours where FileManager.default.contents(atPath: file.path) == Data(text.utf8): return
        case .ours, .missing: break
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try writer.write(Data(text.utf8), to: file)
        } catch {
            throw AutostartError(message: "\(file.path): \(Self.reason(error)); the clock will not start at login")
        }
    }

    /// Removes the entry if it is the clock's own, and says whether it did. Someone else's file
    /// is left, quietly: "off" means the clock keeps no entry of its own, and a user's own entry
    /// with the clock's name is theirs to keep (a warning at every launch would only nag them).
    /// Throws only when the clock's own entry cannot be removed.
    @discardableResult
    public func remove() throws(AutostartError) -> Bool {
        guard found == .ours else { return false }
        guard unlink(file.path) == 0 || errno == ENOENT else {
            throw AutostartError(message: "\(FileError(path: file.path)); the clock will still start at login")
        }
        return true
    }

    /// Whether `text` has `line` as one of its lines, spaces around `=` allowed as desktops
    /// read them.
    static func carries(_ line: String, in text: String) -> Bool {
        let wanted = line.filter { $0 != " " }
        return text.split(whereSeparator: \.isNewline).contains { $0.filter { $0 != " " } == wanted }
    }

    private static func reason(_ error: any Error) -> String {
        if let file = error as? FileError { return file.reason }
        return "\(error)"
    }
}

/// Why an autostart entry was not written or removed: one line for stderr, naming the file.
public struct AutostartError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }

    /// The file at the entry's path is not one the clock wrote.
    static func notOurs(_ file: URL) -> AutostartError {
        AutostartError(message: "\(file.path) was not written by the clock (it has no \(AutostartEntry.markerKey) line); it is left as it is")
    }
}

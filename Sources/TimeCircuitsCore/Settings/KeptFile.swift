import Foundation

/// The disk rules shared by the clock's text files (settings and state): reading never writes,
/// saving is atomic, and a file found damaged is kept byte for byte as `….bad` by the first save
/// that replaces it, so nothing a person wrote is ever lost.
public struct KeptFile: Sendable {
    public let location: SettingsLocation
    /// Writes the bytes; injectable so tests can simulate a crash mid-save.
    public var writer: AtomicFileWriter
    /// The last read found problems: the next save first keeps the file on disk as `….bad`.
    /// Cleared by a successful save, so a clean file written by this clock is never mistaken for
    /// the damaged one.
    public internal(set) var keepsDamagedFileOnNextSave = false

    public init(location: SettingsLocation, writer: AtomicFileWriter = .standard) {
        self.location = location
        self.writer = writer
    }

    /// What a read found.
    public enum Contents: Sendable, Hashable {
        /// No file: a fresh install, not an error.
        case missing
        case text(String)
        /// Unreadable, or not UTF-8 text: the reason, for the warning.
        case unreadable(String)
    }

    /// The file's text. Never writes; `damaged` is for the caller to say once it has parsed it.
    public mutating func read() -> Contents {
        keepsDamagedFileOnNextSave = false
        guard FileManager.default.fileExists(atPath: location.file.path) else { return .missing }
        do {
            let data = try Data(contentsOf: location.file)
            guard let text = String(data: data, encoding: .utf8) else { return .unreadable("not a UTF-8 text file") }
            return .text(text)
        } catch {
            return .unreadable("cannot be read (\(Self.reason(error)))")
        }
    }

    /// The file just read has problems: the next save keeps it.
    public mutating func markDamaged() { keepsDamagedFileOnNextSave = true }

    /// The one-line warning for `problems` (at most `maximumListedProblems` listed), then
    /// `showing` (what the clock shows instead), naming the file and where it will be kept.
    public func warning(_ problems: [String], showing: String, changeWord: String) -> String {
        var listed = problems.prefix(Self.maximumListedProblems).joined(separator: "; ")
        let unlisted = problems.count - Self.maximumListedProblems
        if unlisted > 0 { listed += "; and \(unlisted) more problem\(unlisted == 1 ? "" : "s")" }
        return "\(location.file.path): \(listed); \(showing); the file is left as it is until \(changeWord) changes, then kept as \(location.damagedCopy.lastPathComponent)"
    }

    /// Problems listed in a load warning; more are counted, not listed, so the line stays one
    /// line even for a binary file.
    public static let maximumListedProblems = 3

    /// Writes `text` atomically, creating the folder if needed, after keeping a damaged file.
    ///
    /// One generation of `.bad` is kept: an older one is replaced by the newer damaged file,
    /// which is what the user last wrote. If the damaged file cannot be read for the copy, the
    /// save is refused rather than risk losing it. A symbolic link at the path (dotfile managers
    /// use them) is followed: the file it points to is replaced, and the link stays.
    public mutating func write(_ text: String, what: String) throws(SettingsSaveError) {
        let fileManager = FileManager.default
        let target = location.file.resolvingSymlinksInPath()
        do {
            try fileManager.createDirectory(at: location.directory, withIntermediateDirectories: true)
            if keepsDamagedFileOnNextSave, fileManager.fileExists(atPath: target.path) {
                let old = try Data(contentsOf: target)
                let existingCopy = try? Data(contentsOf: location.damagedCopy)
                if existingCopy != old {
                    try writer.write(old, to: location.damagedCopy)
                }
            }
            try writer.write(Data(text.utf8), to: target)
        } catch {
            throw SettingsSaveError("cannot save \(what) to \(location.file.path): \(Self.reason(error)); the change lasts until the clock quits")
        }
        keepsDamagedFileOnNextSave = false
    }

    /// The most specific human reason in a Foundation error ("Permission denied").
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}

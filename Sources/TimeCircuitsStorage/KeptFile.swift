import FoundationEssentials
import TimeCircuitsCore
import Glibc

/// The disk rules shared by the clock's text files (settings and state): reading never writes;
/// saving merges one writer's change into the file as it is on disk, under one lock, atomically;
/// a file found damaged is kept byte for byte as `….bad` by a save that replaces it; and a change
/// that cannot be written is kept until one can. Nothing a person or another writer wrote is lost.
///
/// Every save is a read-modify-write under an exclusive `flock` held from the read to the rename
/// (see `FolderLock`): two writers never both start from the same old file, so neither's change
/// overwrites the other's. The change itself is applied by `KeyValueMerge`, key by key.
public struct KeptFile: Sendable {
    public let location: SettingsLocation
    /// Writes the bytes; injectable so tests can simulate a crash mid-save.
    public var writer: AtomicFileWriter
    /// What the file's text looks like, for seeding, merging and judging it.
    public let format: KeyValueFormat
    /// A change no save could write yet (a read-only folder, a full disk): the text it started
    /// from and the text it wants. The next save writes it together with its own change, and
    /// reads show it meanwhile, so a clock that cannot save still shows what its user chose.
    public private(set) var unsaved: (base: String, mine: String)?

    public init(location: SettingsLocation, format: KeyValueFormat, writer: AtomicFileWriter = .standard) {
        self.location = location
        self.format = format
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

    /// The file's text, with a change not yet written laid over it. Never writes.
    public func read() -> Contents {
        let contents = FolderLock.holding(location.directory, shared: true) { Self.contents(of: location.file) }
        guard let unsaved else { return contents }
        switch contents {
        case .missing: return .text(format.merge.merge(format.seed, base: unsaved.base, mine: unsaved.mine))
        case .text(let text): return .text(format.merge.merge(text, base: unsaved.base, mine: unsaved.mine))
        case .unreadable: return contents
        }
    }

    /// The text at `url`, following a symbolic link.
    static func contents(of url: URL) -> Contents {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        do {
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else { return .unreadable("not a UTF-8 text file") }
            return .text(text)
        } catch {
            return .unreadable("cannot be read (\(Self.reason(error)))")
        }
    }

    /// The one-line warning for `problems` (at most `maximumListedProblems` listed), then
    /// `showing` (what the clock shows instead), naming the file and where it will be kept.
    /// The file read and parsed by `parse`, for a file the clock writes (a state file): `missing`
    /// when there is none, with no warning; its problems (or why it cannot be read) said in one
    /// warning, with what `parse` could use of it.
    public func load<Value>(missing: Value, _ parse: (String) -> (Value, [String])) -> (Value, String?) {
        let parsed: (Value, [String])
        switch read() {
        case .missing: return (missing, nil)
        case .text(let text): parsed = parse(text)
        case .unreadable(let reason): parsed = (missing, [reason])
        }
        guard !parsed.1.isEmpty else { return (parsed.0, nil) }
        return (parsed.0, warning(parsed.1, showing: "using what could be read"))
    }

    public func warning(_ problems: [String], showing: String, words: Words = .english) -> String {
        var listed = problems.prefix(Self.maximumListedProblems).joined(separator: "; ")
        let unlisted = problems.count - Self.maximumListedProblems
        if unlisted > 0 { listed += "; " + (unlisted == 1 ? words("and 1 more problem") : words("and %1$s more problems", "\(unlisted)")) }
        return words("%1$s: %2$s; %3$s; the file is left as it is until %4$s changes, then kept as %5$s", location.file.path, listed, showing,
                     words(format.changeWord), location.damagedCopy.lastPathComponent)
    }

    /// Problems listed in a load warning; more are counted, not listed, so the line stays one
    /// line even for a binary file.
    public static let maximumListedProblems = 3

    /// Saves one writer's change: the file as it last knew it (`base`) and as it wants it
    /// (`mine`), both as the format writes them. Returns the text now on disk.
    ///
    /// A change an earlier save could not write goes with this one (its base is the older). On
    /// failure the change is kept for the next save; `SettingsSaveError.repeated` is true when
    /// the previous save had failed too, so a caller warns once, not at every key press.
    @discardableResult
    public mutating func save(base: String, mine: String) throws(SettingsSaveError) -> String {
        let from = unsaved?.base ?? base
        do {
            let text = try update { disk in format.merge.merge(disk, base: from, mine: mine) }
            unsaved = nil
            return text
        } catch {
            var error = error as? SettingsSaveError ?? SettingsSaveError("cannot save \(format.what): \(error)")
            error.repeated = unsaved != nil
            unsaved = (from, mine)
            throw error
        }
    }

    /// Makes the file hold `mine` (as the format writes it), whatever it held: every key whose
    /// value differs on disk is written, and the rest of the file (comments, unknown keys) stays.
    @discardableResult
    public func replace(with mine: String) throws(SettingsSaveError) -> String {
        do {
            return try update { disk in format.merge.merge(disk, base: format.canonical(disk), mine: mine) }
        } catch {
            // `update` throws nothing else: the change given to it cannot throw.
            throw error as? SettingsSaveError ?? SettingsSaveError("cannot save \(format.what): \(error)")
        }
    }

    /// The read-modify-write every save is: under the folder's lock, the file's text as it is
    /// now (the format's seed for a missing or unusable file) goes through `change`, and what it
    /// gives replaces the file, atomically, unless it is the same text.
    ///
    /// The folder is created if needed. A file the format finds damaged is first kept as `.bad`
    /// (one generation: what the user last wrote); if it cannot be read for the copy, nothing is
    /// written. A symbolic link at the path (dotfile managers use them) is followed: the file it
    /// points to is replaced, and the link stays. Returns the text now on disk.
    @discardableResult
    public func update(_ change: (String) throws -> String) throws -> String {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: location.directory, withIntermediateDirectories: true)
            return try FolderLock.holding(location.directory) { () throws -> String in
                let target = location.file.resolvingSymlinksInPath()
                var old: String?
                var start = format.seed
                switch Self.contents(of: target) {
                case .missing: break
                case .unreadable:
                    try keepDamaged(target)
                case .text(let text):
                    old = text
                    switch format.condition(text) {
                    case .sound: start = text
                    case .damaged:
                        try keepDamaged(target)
                        start = format.mendsDamage ? format.canonical(text) : text
                    case .unusable: try keepDamaged(target)
                    }
                }
                let new: String
                do { new = try change(start) } catch { throw Refusal(reason: error) }
                if new != old { try writer.write(Data(new.utf8), to: target) }
                return new
            }
        } catch let refusal as Refusal {
            throw refusal.reason
        } catch {
            throw SettingsSaveError("cannot save \(format.what) to \(location.file.path): \(Self.reason(error))")
        }
    }

    /// What the change given to `update` threw: passed on as it is, not as a disk error.
    private struct Refusal: Error { var reason: any Error }

    /// Copies a damaged file to `.bad`, unless that copy holds it already.
    private func keepDamaged(_ target: URL) throws {
        let bytes = try Data(contentsOf: target)
        if (try? Data(contentsOf: location.damagedCopy)) != bytes {
            try writer.write(bytes, to: location.damagedCopy)
        }
    }

    /// The most specific human reason in an error ("Permission denied"): the C library's words
    /// for the system call that failed, whether the clock or Foundation made it.
    static func reason(_ error: any Error) -> String {
        if let file = error as? FileError { return file.reason }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
                return String(cString: strerror(posix.code.rawValue))
            }
            switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
            case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
            case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
            case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
            default: break
            }
        }
        return "\(error)"
    }
}

/// What `KeptFile` needs to know of one file's text.
public struct KeyValueFormat: Sendable {
    /// A file's state when a save finds it.
    public enum Condition: Sendable, Hashable {
        case sound
        /// Some lines are wrong: the rest is merged into as it is, after a copy is kept.
        case damaged
        /// Set aside whole (binary, or written by a newer clock): a copy is kept and the save
        /// starts from the seed.
        case unusable
    }

    /// The text a missing file starts from: its header and version, and what a person opening it
    /// should find there even at its default (the settings' cities).
    public let seed: String
    /// How a change is merged into the text.
    public let merge: KeyValueMerge
    /// Judges a text: whether its parse found problems.
    public let condition: @Sendable (String) -> Condition
    /// The text as this clock would write what it reads there: what a writer that read the
    /// file now would take as its base.
    public let canonical: @Sendable (String) -> String
    /// What the file holds, for an error: "settings", "the timer".
    public let what: String
    /// What must change before a damaged file is replaced, for its warning: "a setting".
    public let changeWord: String
    /// A save that finds the file damaged writes its usable part, not its damaged lines: true for
    /// the state files, which the clock writes (the `.bad` copy keeps the original); false for
    /// the settings file, where a line the user wrote stays where it is until they mend it.
    public let mendsDamage: Bool

    public init(header: String, version: Int, merge: KeyValueMerge = KeyValueMerge(), what: String, changeWord: String,
                mendsDamage: Bool = true, firstLines: String = "",
                canonical: @escaping @Sendable (String) -> String, isDamaged: @escaping @Sendable (String) -> Bool) {
        self.canonical = canonical
        seed = "\(header)\nversion = \(version)\n" + firstLines
        self.merge = merge
        self.what = what
        self.changeWord = changeWord
        self.mendsDamage = mendsDamage
        condition = { text in
            if text.contains("\0") { return .unusable }
            for case .entry(_, "version", let value, _) in KeyValueText.lines(of: text) {
                if let v = Int(value), v > version { return .unusable }
            }
            return isDamaged(text) ? .damaged : .sound
        }
    }
}

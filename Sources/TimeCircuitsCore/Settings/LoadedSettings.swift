/// What `SettingsFile.load()` found.
///
/// A warning is one line for stderr, already naming the file; nil when the file was fine or
/// absent (a missing file is a fresh install, not an error).
public struct LoadedSettings: Sendable, Hashable {
    public var settings: Settings
    public var warning: String?
    public init(settings: Settings, warning: String?) {
        self.settings = settings
        self.warning = warning
    }
}

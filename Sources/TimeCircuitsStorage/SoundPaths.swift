import TimeCircuitsCore
/// Where the sounds are: the built-in ones made into the cache folder
/// (`$XDG_CACHE_HOME/timecircuits/sounds-N`, N the recipes' version, so a new build's sounds
/// never mix with an old one's), and the user's own files, read relative to their home (`~/`) or
/// to the settings file's folder.
public struct SoundPaths: Sendable, Hashable {
    public var home: String
    /// The settings file's folder, for a relative path.
    public var configFolder: String
    /// The built-in sounds' folder.
    public var cacheFolder: String

    public init(home: String, configFolder: String, cacheFolder: String) {
        self.home = home
        self.configFolder = configFolder
        self.cacheFolder = cacheFolder
    }

    /// As the XDG Base Directory specification places them; without a usable home, a folder
    /// of this user's under /tmp (a cache may be lost; the sounds are made again).
    public init(environment: [String: String], uid: UInt32) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        self.home = home ?? "/"
        // The settings file's own folder, by the one rule that finds it.
        configFolder = SettingsLocation(environment: environment)?.directory.path ?? "/tmp"
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home.map { $0 + "/.cache" } ?? "/tmp/timecircuits-\(uid)"
        cacheFolder = cache + "/" + SettingsLocation.directoryName + "/sounds-\(SoundSynthesis.recipeVersion)"
    }

    /// A user's path as the clock opens it.
    public func expand(_ path: String) -> String {
        SoundChoices.expand(path, home: home, folder: configFolder)
    }

    /// The built-in sound's file.
    public func builtIn(_ effect: SoundEffect) -> String {
        cacheFolder + "/" + effect.name + ".wav"
    }
}

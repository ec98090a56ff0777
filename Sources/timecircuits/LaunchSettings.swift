import Foundation
import TimeCircuitsCore

/// The settings file as every command reads it: the window, `now` and `render` start from the
/// same file, so they show the same face. A damaged file's warning goes to stderr once.
struct LaunchSettings {
    /// Where the window saves; nil when there is no home to keep settings in.
    var file: SettingsFile?
    var loaded: LoadedSettings?

    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> LaunchSettings {
        guard let location = SettingsLocation(environment: environment) else { return LaunchSettings() }
        var file = SettingsFile(location: location)
        let loaded = file.load()
        if let warning = loaded.warning {
            FileHandle.standardError.write(Data("timecircuits: warning: \(warning)\n".utf8))
        }
        return LaunchSettings(file: file, loaded: loaded)
    }

    /// The clock as it starts with `overrides` laid over the file.
    func setup(_ overrides: LaunchOverrides) -> ClockSetup {
        ClockSetup(file: loaded, overrides: overrides)
    }
}

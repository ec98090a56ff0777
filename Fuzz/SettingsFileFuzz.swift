import TimeCircuitsCore
import TimeCircuitsStorage

/// libFuzzer entry for `SettingsFile.parse` (the settings file).
///
/// Parsing never refuses a file: it keeps what it can and says what it dropped. So the checks are
/// that each warning is clear and one line, the result fits the face (at most three known,
/// distinct cities), and writing the result back out reads as the same settings, as the format's
/// documentation promises, with no warning but the ones for unknown keys it carries over.
@_cdecl("LLVMFuzzerTestOneInput")
public func settingsFileFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    let catalogue = CityCatalogue.standard
    let (settings, warnings) = SettingsFile.parse(text, catalogue: catalogue)
    for warning in warnings {
        FuzzCheck.requireClearMessage(warning, for: text, "SettingsFile.parse warning")
    }
    let ids = settings.cities.map(\.id)
    FuzzCheck.require(ids.count <= 3, "more than three cities: \(ids)", input: text)
    FuzzCheck.require(Set(ids).count == ids.count, "a city twice: \(ids)", input: text)
    FuzzCheck.require(settings.cities.allSatisfy { catalogue.city(id: $0.id) == $0 }, "a city not in the catalogue: \(ids)", input: text)

    let written = SettingsFile.serialize(settings)
    let (reread, rereadWarnings) = SettingsFile.parse(written, catalogue: catalogue)
    FuzzCheck.require(reread == settings, "written and read back, \(settings) became \(reread)", input: text)
    let unexpected = rereadWarnings.filter { !$0.contains("unknown setting") }
    FuzzCheck.require(unexpected.isEmpty, "its own output warns: \(unexpected)", input: text)
    return 0
}

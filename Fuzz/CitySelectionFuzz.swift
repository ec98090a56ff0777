import TimeCircuitsCore

/// libFuzzer entry for `CitySelection.parse` (`--cities`).
///
/// Every input is either one to three distinct catalogue cities, or refused with a clear one-line
/// `InputError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func citySelectionFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    let catalogue = CityCatalogue.standard
    do {
        let cities = try CitySelection.parse(text, catalogue: catalogue)
        let ids = cities.map(\.id)
        FuzzCheck.require((1...3).contains(ids.count), "accepted \(ids.count) cities", input: text)
        FuzzCheck.require(Set(ids).count == ids.count, "a city twice: \(ids)", input: text)
    } catch {
        FuzzCheck.requireClearMessage(error.message, for: text, "CitySelection.parse")
    }
    return 0
}

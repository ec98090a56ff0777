import TimeCircuitsCore
import TimeCircuitsStorage

/// libFuzzer entry for `KeyValueMerge` (every save's three-way merge, issue 25), with the settings
/// file's rules (alarms a list by identity). The input is three texts separated by 0x1E: the file
/// on disk, the writer's base and the writer's wish.
///
/// Whatever the texts: merging never crashes; a writer that changed nothing writes the disk's
/// bytes back; merging the result again changes nothing; and every single key the writer changed
/// reads, in the result, as the writer wanted it (its value, or absent).
@_cdecl("LLVMFuzzerTestOneInput")
public func mergeFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let input = FuzzCheck.text(data, size)
    let parts = input.split(separator: "\u{1E}", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3 else { return 0 }
    let (disk, base, mine) = (parts[0], parts[1], parts[2])
    let merge = KeyValueMerge(listKeys: ["alarm": { value in (try? Alarm.parse(value).get())?.identity ?? value }])

    let merged = merge.merge(disk, base: base, mine: mine)
    FuzzCheck.require(merge.merge(disk, base: base, mine: base) == disk, "no change did not give the disk's text back", input: input)
    FuzzCheck.require(merge.merge(merged, base: base, mine: mine) == merged, "merging again changed the result", input: input)

    let before = singles(base), after = singles(mine), result = singles(merged)
    for key in Set(before.keys).union(after.keys) where before[key] != after[key] {
        FuzzCheck.require(result[key] == after[key],
                          "\(key): wanted \(after[key] ?? "absent"), the merge gave \(result[key] ?? "absent")", input: input)
    }
    return 0
}

/// The single keys of a text as the settings reader takes them (the last line of a key wins), read
/// the way the merge reads them: `key = value` lines, `#`/`;` comments, other lines ignored.
private func singles(_ text: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.hasPrefix("#"), !trimmed.hasPrefix(";"), let equals = trimmed.firstIndex(of: "=") else { continue }
        let key = trimmed[..<equals].trimmingWhitespace().lowercased()
        guard !key.isEmpty, key != "alarm",
              key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) })
        else { continue }
        var value = String(trimmed[trimmed.index(after: equals)...])
        if let cut = value.firstIndex(where: { $0 == "#" || $0 == ";" }) { value = String(value[..<cut]) }
        values[key] = value.trimmingWhitespace()
    }
    return values
}

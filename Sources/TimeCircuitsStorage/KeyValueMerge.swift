import TimeCircuitsCore
/// One writer's change, carried into a file's text as it is on disk now: the three-way merge that
/// every save of the clock's files makes, so that no writer ever loses another's change.
///
/// A writer (the window, `timecircuits alarm`, a second window) knows the file as it last read or
/// wrote it (`base`) and as it wants it (`mine`), both as this clock writes them. Between the two
/// it changed a few keys; meanwhile an editor, a dotfiles manager or another writer may have
/// changed others on disk. `merge` applies only the writer's own change to the disk's text:
///
/// - A key whose value differs between `base` and `mine` gets `mine`'s value on its last line on
///   disk (earlier repeats of it go: the parser reads the last anyway); one `mine` no longer
///   writes (back to its default) loses its lines; one the disk lacks is added at the end.
/// - A list key (`alarm`) merges item by item, an item named by its identity: one `mine` added is
///   added after the list's last line (or rewritten, if another writer added it too), one it
///   removed is removed, one it changed (switched off) is rewritten, unless another writer
///   removed it; items of other writers stay.
/// - Keys of a group change together (the timer's record): a change to one writes them all, so a
///   merge never pairs one writer's end time with another's duration.
/// - Every other line (comments, blank lines, unknown keys, broken lines, keys this writer did not
///   change) stays byte for byte, in its place, with its line ending.
///
/// When both sides changed the same key, the later save wins that key and nothing else. Merging
/// twice gives what merging once gave. Pure: the lock, the read and the write are `KeptFile`'s.
public struct KeyValueMerge: Sendable {
    /// The list keys, each with what names an item of its value: two lines naming the same item
    /// are one item, whatever else they say (an alarm on or off).
    public var listKeys: [String: @Sendable (String) -> String]
    /// Keys whose values only make sense together.
    public var groups: [Set<String>]

    public init(listKeys: [String: @Sendable (String) -> String] = [:], groups: [Set<String>] = []) {
        self.listKeys = listKeys
        self.groups = groups
    }

    /// `disk` with the change from `base` to `mine` applied (see the type).
    public func merge(_ disk: String, base: String, mine: String) -> String {
        let before = Entries(base, listKeys: listKeys), after = Entries(mine, listKeys: listKeys)
        var changed = Set(before.singles.keys).union(after.singles.keys).filter { before.singles[$0] != after.singles[$0] }
        for group in groups where !changed.isDisjoint(with: group) { changed.formUnion(group) }
        var lists: [String: ListChange] = [:]
        for key in listKeys.keys {
            let change = ListChange(before: before.items[key] ?? [], after: after.items[key] ?? [])
            if !change.isEmpty { lists[key] = change }
        }
        guard !changed.isEmpty || !lists.isEmpty else { return disk }

        let lines = KeyValueText.linesKeepingEndings(of: disk)
        let entries = lines.enumerated().map { KeyValueText.line($0.element.body, number: $0.offset + 1) }
        var lastLine: [String: Int] = [:]
        for case .entry(let number, let key, _, _)? in entries { lastLine[key] = number - 1 }

        var out: [String] = []
        var placed: Set<String> = []
        // Where each list's new items go: after its last line, once the lines are written.
        var listEnd: [String: Int] = [:]
        for (index, (body, ending)) in lines.enumerated() {
            guard case .entry(_, let key, let value, _)? = entries[index] else {
                out.append(String(body) + ending)
                continue
            }
            let line = ending.isEmpty ? "\n" : String(ending)
            if changed.contains(key) {
                if lastLine[key] == index, let value = after.singles[key] {
                    out.append("\(key) = \(value)" + line)
                    placed.insert(key)
                }
                continue
            }
            if let list = lists[key], let identify = listKeys[key] {
                let item = identify(value)
                if list.removed.contains(item) { continue }
                // Rewritten by this writer, or added by both: the later save wins the item.
                if let new = list.rewritten[item] ?? list.added.first(where: { $0.item == item })?.value, new != value {
                    out.append("\(key) = \(new)" + line)
                } else {
                    out.append(String(body) + ending)
                }
                lists[key]?.added.removeAll { $0.item == item }
                listEnd[key] = out.count
                continue
            }
            out.append(String(body) + ending)
        }
        // `last?.isNewline`, not `hasSuffix("\n")`: a CRLF ending is one Character in Swift.
        if let last = out.last, last.last?.isNewline != true { out[out.count - 1] = last + "\n" }

        // New items after their list's last line (latest position first, so earlier ones hold).
        var tail: [String] = []
        for key in after.order where changed.contains(key) && !placed.contains(key) {
            if let value = after.singles[key] { tail.append("\(key) = \(value)\n") }
        }
        for (key, list) in lists.sorted(by: { (listEnd[$0.key] ?? .max) > (listEnd[$1.key] ?? .max) }) {
            let added = list.added.map { "\(key) = \($0.value)\n" }
            if let end = listEnd[key] { out.insert(contentsOf: added, at: end) } else { tail += added }
        }
        return (out + tail).joined()
    }

    /// A text's keys as this clock writes them: single keys (last value wins, as when reading)
    /// and list items, in order.
    struct Entries {
        var singles: [String: String] = [:]
        var items: [String: [(item: String, value: String)]] = [:]
        /// Single keys in the order they first appear, for adding new ones in the writer's order.
        var order: [String] = []

        init(_ text: String, listKeys: [String: @Sendable (String) -> String]) {
            for case .entry(_, let key, let value, _) in KeyValueText.lines(of: text) {
                if let identify = listKeys[key] {
                    items[key, default: []].append((identify(value), value))
                } else {
                    if singles[key] == nil { order.append(key) }
                    singles[key] = value
                }
            }
        }
    }

    /// What one writer did to a list.
    struct ListChange {
        var added: [(item: String, value: String)]
        var removed: Set<String>
        var rewritten: [String: String]

        init(before: [(item: String, value: String)], after: [(item: String, value: String)]) {
            let old = Dictionary(before.map { ($0.item, $0.value) }, uniquingKeysWith: { $1 })
            let new = Dictionary(after.map { ($0.item, $0.value) }, uniquingKeysWith: { $1 })
            var seen: Set<String> = []
            added = after.filter { old[$0.item] == nil && seen.insert($0.item).inserted }
            removed = Set(old.keys).subtracting(new.keys)
            rewritten = new.filter { old[$0.key] != nil && old[$0.key] != $0.value }
        }

        var isEmpty: Bool { added.isEmpty && removed.isEmpty && rewritten.isEmpty }
    }
}

import DesktopTestSupport
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// The three-way merge every save makes (issue 25): one writer's change goes into the file as it
/// is on disk, and nothing another writer changed is lost.
@Suite("Merging one writer's change into the file on disk")
struct KeyValueMergeTests {
    /// `item` is a list keyed by its first word, as `alarm` is by its identity.
    static let rules = KeyValueMerge(listKeys: ["item": { String($0.split(separator: " ").first ?? "") }],
                                     groups: [["g1", "g2"]])

    @Test("a key the writer changed is rewritten in its place; comments, blank lines, unknown and broken lines stay byte for byte")
    func changeInPlace() {
        let disk = "# my clock\r\nversion = 1\r\n\r\nbrightness = 7   # dim at night\r\nnonsense line\r\nfuture-key = 3\r\n"
        let merged = Self.rules.merge(disk, base: "version = 1\nbrightness = 7\n", mine: "version = 1\nbrightness = 9\n")
        #expect(merged == "# my clock\r\nversion = 1\r\n\r\nbrightness = 9\r\nnonsense line\r\nfuture-key = 3\r\n")
    }

    @Test("what only the disk changed stays; what only the writer changed is applied; the same key changed on both sides: the writer's, since it saves later")
    func bothSides() {
        let base = "a = 1\nb = 1\nc = 1\n"
        let disk = "a = 2\nb = 1\nc = 5\n"      // another writer changed a and c
        let mine = "a = 1\nb = 3\nc = 7\n"      // this one changed b and c
        #expect(Self.rules.merge(disk, base: base, mine: mine) == "a = 2\nb = 3\nc = 7\n")
    }

    @Test("a key set back to its default (no longer written) loses its lines; a new key is added at the end; repeats of a changed key go")
    func addAndRemove() {
        let disk = "b = 0\na = 1\nb = 2\n# end"
        let merged = Self.rules.merge(disk, base: "a = 1\nb = 2\n", mine: "b = 5\nc = 4\n")
        #expect(merged == "b = 5\n# end\nc = 4\n")
    }

    @Test("list items merge by identity: an add goes after the list, a removal and a switch touch only their own line, others' items stay")
    func lists() {
        let base = "item = x on\nitem = y on\n"
        let disk = "item = x on\nother = 1\nitem = y on\nitem = z on\n# tail\n"   // someone added z
        let mine = "item = y off\nitem = w on\n"                                   // removed x, switched y off, added w
        #expect(Self.rules.merge(disk, base: base, mine: mine) == "other = 1\nitem = y off\nitem = z on\nitem = w on\n# tail\n")
        // An item both sides added is there once.
        #expect(Self.rules.merge("item = w on\n", base: "", mine: "item = w on\n") == "item = w on\n")
    }

    @Test("keys of a group are written together: a change to one brings the writer's whole record")
    func groups() {
        let merged = Self.rules.merge("g1 = a\ng2 = theirs\n", base: "g1 = a\ng2 = b\n", mine: "g1 = c\ng2 = b\n")
        #expect(merged == "g1 = c\ng2 = b\n")
    }

    @Test("no change: the disk's text exactly, even a file without a last newline")
    func noChange() {
        let disk = "# x\na = 1\nitem = q"
        #expect(Self.rules.merge(disk, base: "a = 1\n", mine: "a = 1\n") == disk)
    }

    // MARK: - Property


    /// A file's keys: single values and an ordered list of items (identity → state).
    struct Model: Equatable {
        var singles: [String: String] = [:]
        var items: [(id: String, state: String)] = []
        static func == (a: Model, b: Model) -> Bool {
            a.singles == b.singles && a.items.map { "\($0.id) \($0.state)" } == b.items.map { "\($0.id) \($0.state)" }
        }

        var text: String {
            singles.keys.sorted().map { "\($0) = \(singles[$0]!)\n" }.joined() + items.map { "item = \($0.id) \($0.state)\n" }.joined()
        }

        static func parse(_ text: String) -> Model {
            var model = Model()
            for case .entry(_, let key, let value, _) in KeyValueText.lines(of: text) {
                if key == "item" {
                    let parts = value.split(separator: " ").map(String.init)
                    model.items.append((parts[0], parts.count > 1 ? parts[1] : ""))
                } else if key != "zz" {
                    model.singles[key] = value
                }
            }
            return model
        }

        /// A random edit, as one writer makes between two reads.
        func edited(_ random: inout SeededRandom, tag: String) -> Model {
            var m = self
            for key in ["a", "b", "c", "d", "e"] where random.chance(30) {
                if random.chance(25) { m.singles[key] = nil } else { m.singles[key] = "\(tag)\(random.below(3))" }
            }
            m.items = m.items.compactMap { item in
                if random.chance(20) { return nil }
                return random.chance(25) ? (item.id, item.state == "on" ? "off" : "on") : item
            }
            for _ in 0..<random.below(3) {
                let id = "\(tag)\(random.below(6))"
                if !m.items.contains(where: { $0.id == id }) { m.items.append((id, "on")) }
            }
            return m
        }

        static func random(_ random: inout SeededRandom) -> Model {
            var m = Model()
            for key in ["a", "b", "c", "d", "e"] where random.chance(70) { m.singles[key] = "v\(random.below(3))" }
            for i in 0..<random.below(5) { m.items.append(("base\(i)", random.chance(50) ? "on" : "off")) }
            return m
        }
    }

    /// `model` as a person's file: its lines shuffled, with comments, blank lines, a broken line
    /// and an unknown key among them.
    static func disk(_ model: Model, _ random: inout SeededRandom) -> String {
        var lines = model.text.split(separator: "\n").map { String($0) }
        for extra in ["# a comment", "", "not a setting", "zz = keep me"] where random.chance(60) {
            lines.insert(extra, at: random.below(lines.count + 1))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    @Test("random edits on both sides: the writer's change is applied, the other side's is kept, other lines stay, merging twice changes nothing",
          arguments: 0..<40)
    func property(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) &* 7919)
        for _ in 0..<50 {
            let base = Model.random(&random)
            let theirs = base.edited(&random, tag: "t")
            let mine = base.edited(&random, tag: "m")
            let disk = Self.disk(theirs, &random)
            let merged = Self.rules.merge(disk, base: base.text, mine: mine.text)
            let got = Model.parse(merged)

            for key in ["a", "b", "c", "d", "e"] {
                let expected = base.singles[key] != mine.singles[key] ? mine.singles[key] : theirs.singles[key]
                #expect(got.singles[key] == expected, "seed \(seed), key \(key)\nbase \(base.text)theirs \(disk)mine \(mine.text)→ \(merged)")
            }
            let baseIDs = Set(base.items.map(\.id)), mineIDs = Set(mine.items.map(\.id))
            var expected: [String: String] = [:]
            for item in theirs.items where !(baseIDs.contains(item.id) && !mineIDs.contains(item.id)) { expected[item.id] = item.state }
            for item in mine.items {
                let old = base.items.first { $0.id == item.id }
                if old == nil { expected[item.id] = item.state }   // added: by both sides, the later save's
                // A switch of an item the other side removed meanwhile: the removal stands.
                if let old, old.state != item.state, expected[item.id] != nil { expected[item.id] = item.state }
            }
            #expect(Dictionary(got.items.map { ($0.id, $0.state) }, uniquingKeysWith: { a, _ in a }) == expected,
                    "seed \(seed)\nbase \(base.text)theirs \(disk)mine \(mine.text)→ \(merged)")
            #expect(got.items.count == Set(got.items.map(\.id)).count, "no item twice")

            // Lines that are not this writer's keys stay, in their order.
            let kept = disk.split(separator: "\n", omittingEmptySubsequences: false).filter { ["# a comment", "not a setting", "zz = keep me"].contains($0) }
            let after = merged.split(separator: "\n", omittingEmptySubsequences: false).filter { ["# a comment", "not a setting", "zz = keep me"].contains($0) }
            #expect(kept == after)

            #expect(Self.rules.merge(merged, base: base.text, mine: mine.text) == merged, "merging is idempotent")
            #expect(Self.rules.merge(disk, base: base.text, mine: base.text) == disk, "no change writes the disk's text back")
        }
    }
}

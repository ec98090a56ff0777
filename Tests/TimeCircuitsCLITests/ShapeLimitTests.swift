import Foundation
import Testing

/// The limits that keep the clock's three central types small (DESIGN.md, round 5): a new concern
/// is a new part, never another field of `ClockModel`, `SettingsOverlay` or `EventLoop`, and the
/// window reads no part of the model's insides. They are read from the sources, so a feature that
/// quietly adds a field fails here, in CI, before review.
///
/// Each ceiling is where the type stands now, lowered as parts move out (issue 50); `goal` is the
/// design's limit, which the ceiling reaches and then stays at.
@Suite("Shape limits")
struct ShapeLimitTests {
    struct Limit: CustomTestStringConvertible, Sendable {
        let type: String
        let file: String
        let ceiling: Int
        let goal: Int
        var testDescription: String { type }
    }

    static let limits = [
        Limit(type: "struct ClockModel", file: "Sources/TimeCircuitsCore/Clock/ClockModel.swift", ceiling: 12, goal: 12),
        Limit(type: "struct SettingsOverlay", file: "Sources/TimeCircuitsCore/Overlay/SettingsOverlay.swift", ceiling: 15, goal: 15),
        Limit(type: "final class EventLoop", file: "Sources/TimeCircuitsX11/EventLoop.swift", ceiling: 15, goal: 15),
    ]

    @Test("ClockModel, SettingsOverlay and EventLoop have no more stored properties than their ceilings", arguments: limits)
    func storedProperties(limit: Limit) throws {
        #expect(limit.ceiling >= limit.goal, "a ceiling below the design's limit is a typo")
        let source = try String(contentsOf: InstallLayoutTests.repository.appendingPathComponent(limit.file), encoding: .utf8)
        let stored = try #require(StoredProperties.names(of: limit.type, in: source), "no \(limit.type) in \(limit.file)")
        #expect(stored.count <= limit.ceiling,
                "\(limit.type) has \(stored.count) stored properties, over its ceiling of \(limit.ceiling) (the goal is \(limit.goal)): make the new concern a part of its own. They are: \(stored.joined(separator: ", "))")
    }

    /// The window reads the view and the effects; a part the shell may read is one it can come to
    /// depend on. 14 at issue 50's filing; none now, which is the goal.
    @Test("none of the model's parts is readable from outside the core (public internal(set) or public private(set))")
    func readableParts() throws {
        let ceiling = 0
        let file = "Sources/TimeCircuitsCore/Clock/ClockModel.swift"
        let source = try String(contentsOf: InstallLayoutTests.repository.appendingPathComponent(file), encoding: .utf8)
        let readable = source.components(separatedBy: "\n").filter { $0.contains("public internal(set) var") || $0.contains("public private(set) var") }
        #expect(readable.count <= ceiling, "\(readable.count) parts of ClockModel are readable from outside the core, over \(ceiling): \(readable)")
    }

    /// A part of the model and the files that declare it and extend it.
    struct Part: CustomTestStringConvertible, Sendable {
        let type: String
        let files: [String]
        var testDescription: String { type }
    }

    /// The parts brought to the one shape (issue 50): each takes one `Input` through `handle` and
    /// answers in its own events, so `ClockModel` has one mutating call into each. A part is added
    /// here, with the files that declare and extend it, when it is converted; the check then keeps
    /// a second mutating entry point from growing back in those files; `ownState` keeps their
    /// stored properties from being assigned from outside.
    static let parts = [
        Part(type: "TimerFace", files: ["Sources/TimeCircuitsCore/Timer/TimerFace.swift"]),
        Part(type: "StopwatchFace", files: ["Sources/TimeCircuitsCore/Stopwatch/StopwatchFace.swift"]),
        Part(type: "AlarmClock", files: ["Sources/TimeCircuitsCore/Alarms/AlarmClock.swift", "Sources/TimeCircuitsCore/Alarms/AlarmAction.swift"]),
        Part(type: "ReminderNotices", files: ["Sources/TimeCircuitsCore/Reminders/ReminderNotices.swift"]),
        Part(type: "ClockFace", files: ["Sources/TimeCircuitsCore/ClockFace/ClockFace.swift"]),
        Part(type: "MQTTSession", files: ["Sources/TimeCircuitsCore/MQTT/MQTTSession.swift"]),
        Part(type: "ClockSounds", files: ["Sources/TimeCircuitsCore/Sound/ClockSounds.swift"]),
    ]

    @Test("each converted part has one non-private mutating func, handle", arguments: parts)
    func oneShape(part: Part) throws {
        var entries: [String] = []
        for file in part.files {
            let source = try String(contentsOf: InstallLayoutTests.repository.appendingPathComponent(file), encoding: .utf8)
            entries += MutatingFuncs.nonPrivate(of: part.type, in: source)
        }
        #expect(entries == ["handle"], "\(part.type)'s non-private mutating funcs are \(entries): its inputs go through one handle(_:) (make the others private)")
    }

    /// A part's state is its own: no other code assigns its stored properties, so what it holds
    /// changes only through its `handle` (what the model wants changed is an `Input`, such as
    /// `TimerFace`'s `.presets` or `ClockFace`'s `.adopt`). Reading them stays open to the core.
    @Test("each converted part's stored properties are set only by the part (private or private(set))", arguments: parts)
    func ownState(part: Part) throws {
        let source = try String(contentsOf: InstallLayoutTests.repository.appendingPathComponent(part.files[0]), encoding: .utf8)
        let writable = try #require(StoredProperties.writable(of: "struct \(part.type)", in: source), "\(part.type) is not declared in \(part.files[0])")
        #expect(writable.isEmpty, "\(part.type)'s \(writable) can be assigned from outside it: make them private(set) and bring the change in as an Input")
    }

    /// The settings overlay is spread over a file a page, so its pages' helpers cannot be private
    /// to it; what holds instead is that the model reaches it only through `handle`: no source
    /// outside the overlay's own files calls `overlay.` with any other of its mutating funcs.
    @Test("the model calls SettingsOverlay only through handle")
    func overlayThroughHandle() throws {
        let root = InstallLayoutTests.repository
        let folder = root.appendingPathComponent("Sources/TimeCircuitsCore/Overlay")
        let own = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("SettingsOverlay") }
        var entries: Set<String> = []
        for file in own {
            entries.formUnion(MutatingFuncs.nonPrivate(of: "SettingsOverlay", in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
        }
        #expect(entries.contains("handle") && entries.count > 1, "the reader found \(entries)")
        entries.remove("handle")
        var calls: [String] = []
        let sources = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)
        while let path = sources?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !own.contains((path as NSString).lastPathComponent) else { continue }
            let code = StoredProperties.withoutCommentsAndStrings(try String(contentsOf: root.appendingPathComponent("Sources/" + path), encoding: .utf8))
            calls += entries.filter { code.contains("overlay.\($0)(") }.map { "\(path): overlay.\($0)(" }
        }
        #expect(calls.isEmpty, "the overlay is reached outside handle: \(calls)")
    }

    @Test("the entry-point reader finds the type's and its extensions' own non-private mutating funcs, nothing else")
    func entryPointReader() {
        let source = """
        struct Part {
            struct Nested { mutating func inner() {} }
            /// mutating func inDoc()
            mutating func handle(_ input: Int) -> [Int] { [] }
            private mutating func key() {}
            fileprivate mutating func pointer() {}
            func view() -> String { "mutating func inString()" }
            @discardableResult public mutating func loose() -> Int { 1 }
        }
        struct PartX { mutating func other() {} }
        extension Part {
            /* mutating func commented() {} */
            mutating func more() {}
            private static func helper() {}
        }
        extension Settings { mutating func notMine() {} }
        extension Part.Nested { mutating func nestedMore() {} }
        """
        #expect(MutatingFuncs.nonPrivate(of: "Part", in: source) == ["handle", "loose", "more"])
        #expect(MutatingFuncs.nonPrivate(of: "Missing", in: source) == [])
    }

    @Test("the counter counts stored properties and nothing else: computed, static, nested, commented and in strings")
    func counterReadsSwift() {
        let source = """
        struct Outer {
            struct Inner { var hidden = 1 }
            /// var inDoc = 2
            let a: Int
            public private(set) var b = [1, 2]
            var c: Int { a + 1 }
            var d: Int = 4 { didSet { print("var e = 5") } }
            static let shared = 6
            lazy var f = { 7 }()
            private var g: (x: Int, y: Int)?
            func h() { var local = 8; local += 1 }
            /* var block = 9 */
            weak var i: AnyObject?
            var j: String {
                get { "j" }
            }
            @Sendable var k: () -> Void = {}
        }
        """
        #expect(StoredProperties.names(of: "struct Outer", in: source) == ["a", "b", "d", "f", "g", "i", "k"])
        #expect(StoredProperties.names(of: "struct Missing", in: source) == nil)
        #expect(StoredProperties.writable(of: "struct Outer", in: source) == ["d", "f", "i", "k"], "b and g are private to set, a is a let")
    }
}

/// Reads a Swift type's stored instance properties from its source: the `let` and `var` lines
/// directly in its body that are not computed (`var x: T {`) or static. Extensions cannot add
/// stored properties, so the primary declaration holds them all.
enum StoredProperties {
    static func names(of declaration: String, in source: String) -> [String]? {
        declarations(of: declaration, in: source)?.map(\.name)
    }

    /// The stored `var`s code outside the type may assign: those declared neither `private` nor
    /// `fileprivate`, nor with a setter so (`private(set)`).
    static func writable(of declaration: String, in source: String) -> [String]? {
        declarations(of: declaration, in: source)?.filter { stored in
            let words = stored.line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let at = words.firstIndex(of: "var") else { return false }
            return !words[..<at].contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        }.map(\.name)
    }

    /// Each stored property with the body line that declares it.
    private static func declarations(of declaration: String, in source: String) -> [(name: String, line: String)]? {
        let code = withoutCommentsAndStrings(source)
        // The declaration's name ends where an identifier cannot go on (`ClockModel:`, not `ClockModelX`).
        var from = code.startIndex
        var found: Range<String.Index>?
        while found == nil, let hit = code.range(of: declaration, range: from..<code.endIndex) {
            let after = code[hit.upperBound...].first
            if let after, after.isLetter || after.isNumber || after == "_" { from = hit.upperBound } else { found = hit }
        }
        guard let start = found, let open = code[start.upperBound...].firstIndex(of: "{") else { return nil }
        return ownLines(after: open, in: code).compactMap { line in storedName(line).map { ($0, line) } }
    }

    /// The lines of the body opened at `open`, keeping only the body's own text: a nested body
    /// shows as its braces alone, `{}`.
    static func ownLines(after open: String.Index, in code: String) -> [String] {
        var depth = 0
        var lines: [String] = []
        var line = ""
        for character in code[code.index(after: open)...] {
            if character == "{" {
                if depth == 0 { line.append(character) }
                depth += 1
            } else if character == "}" {
                if depth == 0 { break }
                depth -= 1
                if depth == 0 { line.append(character) }
            } else if depth == 0 {
                if character == "\n" { lines.append(line); line = "" } else { line.append(character) }
            }
        }
        lines.append(line)
        return lines
    }

    /// The property a body line declares, if it is stored. The line holds only the body's own text,
    /// so a computed property's, an observer's or a closure's body shows as `{}`.
    private static func storedName(_ line: String) -> String? {
        var words = line.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) || first.hasSuffix(")") && first.contains("(") {
            if first == "static" || first == "class" { return nil }
            words.removeFirst()
        }
        guard words.count >= 2, words[0] == "let" || words[0] == "var" else { return nil }
        let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        // `var x: T { … }`, a body with nothing assigned before it, is computed; `var x = 1 { didSet … }` is not.
        if let body = line.firstIndex(of: "{"), !line[..<body].contains("=") { return nil }
        return name
    }

    private static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "package", "open",
                                                 "final", "lazy", "weak", "unowned", "nonisolated", "override",
                                                 "mutating", "nonmutating", "dynamic", "static", "class"]

    /// The source with comments and string literals' contents blanked, so a brace or a `var` in them
    /// counts for nothing; line breaks are kept.
    static func withoutCommentsAndStrings(_ source: String) -> String {
        var out = ""
        var chars = Array(source)[...]
        var inString = false
        while let c = chars.first {
            let next = chars.dropFirst().first
            if inString {
                if c == "\\" { chars = chars.dropFirst(2); continue }
                if c == "\"" { inString = false; out.append(c) } else if c == "\n" { out.append(c) }
                chars = chars.dropFirst()
            } else if c == "/", next == "/" {
                while let d = chars.first, d != "\n" { chars = chars.dropFirst() }
            } else if c == "/", next == "*" {
                chars = chars.dropFirst(2)
                while let d = chars.first, !(d == "*" && chars.dropFirst().first == "/") {
                    if d == "\n" { out.append(d) }
                    chars = chars.dropFirst()
                }
                chars = chars.dropFirst(2)
            } else {
                if c == "\"" { inString = true }
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }
}

/// Reads the mutating funcs a type declares directly in its own body and in its extensions' bodies
/// (not in nested types'), leaving out `private` and `fileprivate` ones: the entry points other
/// code can call.
enum MutatingFuncs {
    static func nonPrivate(of type: String, in source: String) -> [String] {
        let code = StoredProperties.withoutCommentsAndStrings(source)
        var names: [String] = []
        for keyword in ["struct", "enum", "class", "actor", "extension"] {
            var from = code.startIndex
            while let hit = code.range(of: "\(keyword) \(type)", range: from..<code.endIndex) {
                from = hit.upperBound
                // The whole name: `struct Part`, not `struct PartX`, `extension Part.Nested` nor `substruct Part`.
                if let after = code[hit.upperBound...].first, after.isLetter || after.isNumber || after == "_" || after == "." { continue }
                if hit.lowerBound > code.startIndex, let before = code[..<hit.lowerBound].last, before.isLetter || before.isNumber || before == "_" { continue }
                guard let open = code[hit.upperBound...].firstIndex(of: "{") else { continue }
                names += StoredProperties.ownLines(after: open, in: code).compactMap(mutatingName)
            }
        }
        return names
    }

    /// The func a line declares when it is mutating and neither private nor fileprivate.
    private static func mutatingName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let funcAt = words.firstIndex(of: "func"), funcAt + 1 < words.count else { return nil }
        let modifiers = words[..<funcAt]
        guard modifiers.contains("mutating"),
              !modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) else { return nil }
        return String(words[funcAt + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}

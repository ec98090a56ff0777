import Foundation
import Testing

/// The limits that keep the clock's three central types small (docs/ARCHITECTURE.md, "The shape rules"): a new concern
/// is a new part, never another field of `ClockModel`, `SettingsOverlay` or `EventLoop`, and the
/// window reads no part of the model's insides. They are read from the sources, so a feature that
/// quietly adds a field fails here, in CI, before review.
///
/// Each ceiling is where the type stands now, lowered as parts move out (issue 50); `goal` is the
/// design's limit, which the ceiling reaches and then stays at.
@Suite("Shape limits")
struct ShapeLimitTests {
    /// A central type and the most state it may hold, counted as a reader counts it (`StateCount`).
    struct Limit: CustomTestStringConvertible, Sendable {
        let type: String
        let most: Int
        var testDescription: String { type }
    }

    /// The limits of docs/ARCHITECTURE.md ("The shape rules"): a new concern is a new part.
    static let limits = [Limit(type: "ClockModel", most: 16), Limit(type: "SettingsOverlay", most: 15), Limit(type: "EventLoop", most: 15)]

    /// Every Swift source under Sources/, read once.
    static let sources: [String: String] = {
        let root = InstallLayoutTests.repository.appendingPathComponent("Sources")
        var out: [String: String] = [:]
        let walk = FileManager.default.enumerator(atPath: root.path)
        while let path = walk?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            out[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        return out
    }()

    @Test("ClockModel, SettingsOverlay and EventLoop hold no more state than their limits, a behaviourless group counted as its fields",
          arguments: limits)
    func state(limit: Limit) throws {
        let count = StateCount(sources: Array(Self.sources.values))
        let held = try #require(count.count(limit.type), "no struct or class \(limit.type) under Sources/")
        #expect(held.total <= limit.most,
                "\(limit.type) holds \(held.total) pieces of state, over \(limit.most): make the new concern a part of its own (its Input, handle and private state). Counted: \(held.detail.joined(separator: ", "))")
    }

    /// The counter, on a planted holder: a group with no `handle` whose fields others can assign
    /// is its fields; a part (with `handle`) is one; a value whose fields are `let` is one.
    @Test("a behaviourless group counts as its fields, wherever its type is written (annotation or initializer)")
    func plantedGroup() throws {
        let source = """
        struct Holder {
            var group: Group
            var inferred = Group(x: 1, y: 2)
            private var part = Part()
            let value: Value
            let plain: Int
            var computed: Int { plain }
        }
        struct Group { var x: Int; var y: Int }
        struct Part { private var s = 0 }
        extension Part { mutating func handle(_ input: Int) -> [Int] { [] } }
        struct Value { let a: Int; let b: Int }
        """
        let held = try #require(StateCount(sources: [source]).count("Holder"))
        #expect(held.total == 7, "group 2 + inferred 2 + part 1 + value 1 + plain 1; counted \(held.detail)")
        let sealed = source.replacingOccurrences(of: "struct Group { var x: Int; var y: Int }",
                                                 with: "struct Group { private(set) var x: Int; private(set) var y: Int }")
        let grouped = try #require(StateCount(sources: [sealed]).count("Holder"))
        #expect(grouped.total == 5, "a group whose fields only it can set is one piece of state; counted \(grouped.detail)")
    }

    /// The parts of the models: the window's and the alarm service's models and the overlay, and
    /// every type with a `handle` of its own that they or their parts hold.
    static var partNames: [String] {
        StateCount(sources: Self.sources.filter { $0.key.hasPrefix("TimeCircuitsCore/") }.map(\.value))
            .parts(heldBy: ["ClockModel", "AlarmServiceModel", "SettingsOverlay"])
    }

    /// What a part holds is its own: another part reads what it shows, and changes it only by an
    /// input. A `public var` or `public internal(set)` lets the shell or a neighbour write it.
    @Test("no part of the model, nor SettingsOverlay, has a public var or a public internal(set)")
    func noOpenState() {
        let count = StateCount(sources: Array(Self.sources.values))
        let open = Self.partNames.flatMap { name in count.openState(of: name).map { "\(name).\($0)" } }
        #expect(Self.partNames.count > 8, "the parts were found: \(Self.partNames)")
        #expect(open.isEmpty, "writable from outside the part: \(open)")
    }

    @Test("the open-state reader finds a planted public var and public internal(set), not private(set) nor computed ones")
    func plantedOpenState() {
        let source = """
        struct Part {
            public var leaked = 0
            public internal(set) var half = 1
            public private(set) var fine = 2
            public var derived: Int { fine }
            private var own = 3
            mutating func handle(_ input: Int) -> [Int] { [] }
        }
        """
        let count = StateCount(sources: [source + "\nstruct Model { var part: Part }"])
        #expect(count.parts == ["Part"])
        #expect(count.parts(heldBy: ["Model"]) == ["Model", "Part"])
        #expect(count.openState(of: "Part") == ["leaked", "half"])
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
        Part(type: "Timers", files: ["Sources/TimeCircuitsCore/Timer/Timers.swift"]),
        Part(type: "StopwatchFace", files: ["Sources/TimeCircuitsCore/Stopwatch/StopwatchFace.swift"]),
        Part(type: "AlarmClock", files: ["Sources/TimeCircuitsCore/Alarms/AlarmClock.swift", "Sources/TimeCircuitsCore/Alarms/AlarmAction.swift"]),
        Part(type: "ReminderNotices", files: ["Sources/TimeCircuitsCore/Reminders/ReminderNotices.swift"]),
        Part(type: "ClockFace", files: ["Sources/TimeCircuitsCore/ClockFace/ClockFace.swift"]),
        Part(type: "MQTTSession", files: ["Sources/TimeCircuitsCore/MQTT/MQTTSession.swift"]),
        Part(type: "ClockSounds", files: ["Sources/TimeCircuitsCore/Sound/ClockSounds.swift"]),
        Part(type: "WindowState", files: ["Sources/TimeCircuitsCore/Clock/WindowState.swift"]),
        Part(type: "ChosenSettings", files: ["Sources/TimeCircuitsCore/Clock/ChosenSettings.swift"]),
        Part(type: "Announcements", files: ["Sources/TimeCircuitsCore/Clock/Announcements.swift"]),
        Part(type: "PropTrips", files: ["Sources/TimeCircuitsCore/Clock/PropTrips.swift"]),
        Part(type: "FollowedAlarmService", files: ["Sources/TimeCircuitsCore/AlarmService/FollowedAlarmService.swift"]),
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
    @Test("the model calls SettingsOverlay only through handle, and sets none of its state")
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
        let stored = try #require(StoredProperties.names(of: "struct SettingsOverlay",
                                                        in: try String(contentsOf: folder.appendingPathComponent("SettingsOverlay.swift"), encoding: .utf8)))
        var calls: [String] = []
        let sources = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)
        while let path = sources?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !own.contains((path as NSString).lastPathComponent) else { continue }
            let code = StoredProperties.withoutCommentsAndStrings(try String(contentsOf: root.appendingPathComponent("Sources/" + path), encoding: .utf8))
            calls += entries.filter { code.contains("overlay.\($0)(") }.map { "\(path): overlay.\($0)(" }
            // Its stored properties are internal, so that its page files can set them: nothing else does.
            calls += stored.filter { code.range(of: "overlay\\.\($0)(\\.[A-Za-z]+)* *[-+]?= ", options: .regularExpression) != nil }
                .map { "\(path): overlay.\($0) =" }
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
    static func storedName(_ line: String) -> String? {
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

/// A type's state counted as a reader counts it (docs/ARCHITECTURE.md, "The shape rules"). Each
/// stored property is one piece of state, unless its type is a group: a struct with no `handle`
/// of its own whose stored `var`s code outside it can assign (not `private`, `fileprivate` or
/// `private(set)`). A group is not a part, only fields kept under one name, so it counts as the
/// fields it holds (one level down: a field holding a whole value, such as the settings file's
/// record, is one field). A part (a `handle` in its body or an extension) counts as
/// one, and so does a value whose fields are all `let` or set only by itself. The property's type
/// is read from its annotation (`var x: T`) or its initializer (`var x = T(…)`).
struct StateCount {
    /// Each type's declaration kind and body, for every declaration and extension of it.
    private var bodies: [String: [(kind: String, body: String)]] = [:]

    init(sources: [String]) {
        for source in sources {
            let code = StoredProperties.withoutCommentsAndStrings(source)
            let declaration = try! Regex(#"(?m)^[ \t]*(?:(?:public|package|internal|fileprivate|private|final|indirect) )*(struct|class|enum|extension|actor) ([A-Za-z_][A-Za-z0-9_]*)\b[^\n{]*\{"#)
            for match in code.matches(of: declaration) {
                guard let kind = match.output[1].substring, let name = match.output[2].substring else { continue }
                let open = code.index(before: match.range.upperBound)
                let body = StoredProperties.ownLines(after: open, in: code).joined(separator: "\n")
                bodies[String(name), default: []].append((String(kind), body))
            }
        }
    }

    /// The types with a `handle` of their own.
    var parts: [String] { bodies.keys.filter(behaves).sorted() }

    /// `roots`, and the types with a `handle` of their own that they hold, or that those hold.
    func parts(heldBy roots: [String]) -> [String] {
        var found = Set(roots)
        var next = roots
        while let name = next.popLast() {
            for (_, type, _) in stored(name) {
                guard let type, behaves(type), found.insert(type).inserted else { continue }
                next.append(type)
            }
        }
        return found.sorted()
    }

    /// What `name` holds: the total and how each property was counted; nil when no struct or class
    /// of that name was read.
    func count(_ name: String) -> (total: Int, detail: [String])? {
        guard bodies[name]?.contains(where: { $0.kind == "struct" || $0.kind == "class" }) == true else { return nil }
        var total = 0
        var detail: [String] = []
        for (property, type, _) in stored(name) {
            if let type, type != name, isGroup(type) {
                let fields = stored(type).count
                total += fields
                detail.append("\(property): \(type) = \(fields) (a group: no handle, fields assignable from outside)")
            } else {
                total += 1
                detail.append(property)
            }
        }
        return (total, detail)
    }

    /// The stored `public var`s and `public internal(set)`s of `name`: state others can write.
    func openState(of name: String) -> [String] {
        stored(name).filter { _, _, line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let at = words.firstIndex(of: "var"), words[..<at].contains("public") else { return false }
            return !words[..<at].contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") } || words[..<at].contains("internal(set)")
        }.map(\.name)
    }

    private func behaves(_ name: String) -> Bool {
        bodies[name, default: []].contains { $0.body.contains("func handle(") }
    }

    private func isGroup(_ name: String) -> Bool {
        guard bodies[name]?.contains(where: { $0.kind == "struct" }) == true, !behaves(name) else { return false }
        let fields = stored(name)
        return !fields.isEmpty && fields.contains { _, _, line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let at = words.firstIndex(of: "var") else { return false }
            return !words[..<at].contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        }
    }

    /// The stored properties the struct or class `name` declares, with their types where written.
    private func stored(_ name: String) -> [(name: String, type: String?, line: String)] {
        bodies[name, default: []].filter { $0.kind == "struct" || $0.kind == "class" }.flatMap { _, body in
            // `struct Group { var x: Int; var y: Int }` declares two on one line.
            body.split(separator: "\n").flatMap { $0.split(separator: ";") }.compactMap { line -> (String, String?, String)? in
                let line = String(line)
                guard let property = StoredProperties.storedName(line) else { return nil }
                return (property, Self.type(of: property, in: line), line)
            }
        }
    }

    /// `T` of `name: T` or of `name = T(` / `name = T.`, when it is a plain type name.
    private static func type(of property: String, in line: String) -> String? {
        let pattern = try! Regex("\\b\(property)\\s*(?::\\s*([A-Z][A-Za-z0-9_]*)|=\\s*([A-Z][A-Za-z0-9_]*)\\s*[(.])")
        guard let match = line.firstMatch(of: pattern) else { return nil }
        return (match.output[1].substring ?? match.output[2].substring).map(String.init)
    }
}

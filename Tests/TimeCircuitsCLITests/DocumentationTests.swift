import Foundation
import Testing

/// The documentation's own checks: every relative link between the pages (README.md,
/// CONTRIBUTING.md, docs/) leads to a file that is there, and an anchor to a heading that is there;
/// the code's layout in docs/ARCHITECTURE.md ("Where each concern lives") lists exactly the
/// folders under Sources/, Sources/TimeCircuitsCore/ and Sources/TimeCircuitsServices/; and no
/// source cites a design file from outside the repository. Each check is a pure function over
/// strings, shown to fail on a planted mistake before it is run on the tree.
@Suite("Documentation")
struct DocumentationTests {
    static let repository = InstallLayoutTests.repository

    /// The design brief that once lived outside the repository; spelled in two pieces so that this
    /// file does not cite it.
    static let outsideDesign = "DESIGN" + ".md"

    /// The heading of docs/ARCHITECTURE.md whose code block is the layout.
    static let layoutHeading = "Where each concern lives"

    /// The folders whose every subfolder the layout must list, and only those.
    static let listedInFull = ["Sources/", "Sources/TimeCircuitsCore/", "Sources/TimeCircuitsServices/"]

    // MARK: The checks, on planted text

    @Test("a link to a missing page, a missing heading or above the repository is reported; good links are not")
    func plantedBrokenLinks() {
        let pages = [
            "docs/guide/a.md": """
                # Page A

                ## Two words
                ## Two words
                ## `ctl` and São Paulo: the rest

                [fine](b.md) [fine too](b.md#b-heading) [here](#two-words) [the second](#two-words-1)
                [code heading](#ctl-and-são-paulo-the-rest) ![picture](../../assets/p.png) [web](https://example.com/x.md)
                [gone](missing.md) [no such heading](b.md#nowhere) [not here](#elsewhere) [too far](../../../x.md)
                Inline `[not a link](missing-in-code.md)` is code.

                ```text
                [not a link either](missing-in-fence.md)
                ```
                """,
            "docs/guide/b.md": "# B heading\n",
        ]
        let files: Set<String> = ["docs/guide/a.md", "docs/guide/b.md", "assets/p.png"]
        let broken = Self.brokenLinks(in: pages["docs/guide/a.md"]!, at: "docs/guide/a.md",
                                      exists: { files.contains($0) }, read: { pages[$0] })
        #expect(broken.map(\.target) == ["missing.md", "b.md#nowhere", "#elsewhere", "../../../x.md"], "\(broken)")
        #expect(Self.brokenLinks(in: pages["docs/guide/b.md"]!, at: "docs/guide/b.md", exists: { files.contains($0) }, read: { pages[$0] }).isEmpty)
    }

    @Test("headings' anchors are GitHub's: lower case, punctuation dropped, spaces as hyphens, repeats numbered")
    func anchors() {
        #expect(Self.slug("Control from outside: D-Bus and `ctl`") == "control-from-outside-d-bus-and-ctl")
        #expect(Self.slug("The clock's methods, properties and signals") == "the-clocks-methods-properties-and-signals")
        #expect(Self.slug("Depart at: a countdown to a date") == "depart-at-a-countdown-to-a-date")
        #expect(Self.slug("[Linked](x.md) heading_with_underscores") == "linked-heading_with_underscores")
        #expect(Self.anchors(in: "# A\n## A\n```\n# not a heading\n```\n### A\n#hashtag\n") == ["a", "a-1", "a-2"])
    }

    @Test("a layout that names a folder not there, or leaves one out, is reported")
    func plantedLayout() throws {
        let doc = """
            # Architecture

            ## Where each concern lives

            The tree:

            ```text
            Sources/Core/                 the core:
              Clock/                      the model,
                                          Continued/ is not a folder line
              Gone/                       a folder since removed
            Sources/Shell/                the window
            Tests/                        the tests
            ```

            ## Next
            """
        let listed = try #require(Self.layout(in: doc, under: "Where each concern lives"))
        #expect(listed == ["Sources/Core/", "Sources/Core/Clock/", "Sources/Core/Gone/", "Sources/Shell/", "Tests/"])
        let tree = ["Sources/": ["Core/", "Shell/", "Extra/"], "Sources/Core/": ["Clock/", "Time/"]]
        let dirs: Set<String> = ["Sources/", "Sources/Core/", "Sources/Core/Clock/", "Sources/Core/Time/", "Sources/Shell/",
                                 "Sources/Extra/", "Tests/"]
        let problems = Self.layoutProblems(listed: listed, children: tree, exists: { dirs.contains($0) })
        #expect(problems == [
            "the layout names Sources/Core/Gone/, which is not there",
            "Sources/Extra/ is there, but the layout leaves it out",
            "Sources/Core/Time/ is there, but the layout leaves it out",
        ], "\(problems)")
        #expect(Self.layoutProblems(listed: listed.filter { $0 != "Sources/Core/Gone/" } + ["Sources/Extra/", "Sources/Core/Time/"],
                                    children: tree, exists: { dirs.contains($0) }).isEmpty)
        #expect(Self.layout(in: "# No layout here\n", under: "Where each concern lives") == nil)
    }

    @Test("a source that cites the outside design file is found")
    func plantedCitation() {
        let files = ["Sources/A.swift": "/// In the shape \(Self.outsideDesign) asks of its parts", "Sources/B.swift": "/// docs/ARCHITECTURE.md"]
        #expect(Self.citing(Self.outsideDesign, in: files) == ["Sources/A.swift"])
    }

    // MARK: The checks, on the tree

    /// README.md, CONTRIBUTING.md and every Markdown page under docs/, by path from the repository.
    static func pages() throws -> [String: String] {
        var paths = ["README.md", "CONTRIBUTING.md"]
        let docs = repository.appendingPathComponent("docs")
        let walk = FileManager.default.enumerator(atPath: docs.path)
        while let path = walk?.nextObject() as? String {
            if path.hasSuffix(".md") { paths.append("docs/" + path) }
        }
        var pages: [String: String] = [:]
        for path in paths { pages[path] = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8) }
        return pages
    }

    @Test("every relative link in README.md, CONTRIBUTING.md and docs/ leads to a file, and every anchor to a heading")
    func linksInTheTree() throws {
        let pages = try Self.pages()
        #expect(pages.count > 10, "the pages found: \(pages.keys.sorted())")
        let exists = { (path: String) in FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(path).path) }
        let read = { (path: String) in pages[path] ?? (try? String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)) }
        var broken: [String] = []
        for (path, text) in pages.sorted(by: { $0.key < $1.key }) {
            broken += Self.brokenLinks(in: text, at: path, exists: exists, read: read).map { "\(path): \($0.target) (\($0.why))" }
        }
        #expect(broken.isEmpty, "links that lead nowhere: \(broken)")
    }

    @Test("docs/ARCHITECTURE.md lists exactly the folders under Sources/, Sources/TimeCircuitsCore/ and Sources/TimeCircuitsServices/")
    func layoutOfTheTree() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let listed = try #require(Self.layout(in: text, under: Self.layoutHeading), "no code block under \(Self.layoutHeading)")
        let files = FileManager.default
        func isFolder(_ path: String) -> Bool {
            var folder: ObjCBool = false
            return files.fileExists(atPath: Self.repository.appendingPathComponent(path).path, isDirectory: &folder) && folder.boolValue
        }
        var children: [String: [String]] = [:]
        for parent in Self.listedInFull {
            children[parent] = try files.contentsOfDirectory(atPath: Self.repository.appendingPathComponent(parent).path)
                .filter { isFolder(parent + $0) }.map { $0 + "/" }
        }
        let problems = Self.layoutProblems(listed: listed, children: children, exists: isFolder)
        #expect(problems.isEmpty, "docs/ARCHITECTURE.md, \"\(Self.layoutHeading)\": \(problems)")
    }

    @Test("no file under Sources/ or Tests/ cites the design file from outside the repository: the design is docs/ARCHITECTURE.md")
    func noOutsideDesign() throws {
        var files: [String: String] = [:]
        for folder in ["Sources", "Tests"] {
            let walk = FileManager.default.enumerator(atPath: Self.repository.appendingPathComponent(folder).path)
            while let path = walk?.nextObject() as? String {
                guard [".swift", ".c", ".h", ".modulemap", ".md"].contains(where: { path.hasSuffix($0) }) else { continue }
                files["\(folder)/\(path)"] = try? String(contentsOf: Self.repository.appendingPathComponent("\(folder)/\(path)"), encoding: .utf8)
            }
        }
        #expect(files.count > 100, "the sources found: \(files.count)")
        let citing = Self.citing(Self.outsideDesign, in: files)
        #expect(citing.isEmpty, "these cite \(Self.outsideDesign), which is not in the repository; cite docs/ARCHITECTURE.md: \(citing)")
    }
}

// MARK: - Reading Markdown

extension DocumentationTests {
    /// A link that leads nowhere: its target as written, and why.
    struct BrokenLink: Equatable, CustomStringConvertible {
        var target: String
        var why: String
        var description: String { "\(target) (\(why))" }
    }

    /// The relative links of the page at `page` (a path from the repository) that lead nowhere.
    /// `exists` says whether a path from the repository is a file or folder there; `read` gives a
    /// Markdown page's text, for its headings.
    static func brokenLinks(in text: String, at page: String, exists: (String) -> Bool, read: (String) -> String?) -> [BrokenLink] {
        var broken: [BrokenLink] = []
        for target in links(in: text) where !target.contains("://") && !target.hasPrefix("mailto:") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0].removingPercentEncoding ?? parts[0]
            let anchor = parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : nil
            let resolved: String
            if path.isEmpty {
                resolved = page
            } else {
                guard let r = resolve(path, from: page) else {
                    broken.append(BrokenLink(target: target, why: "above the repository"))
                    continue
                }
                resolved = r
                guard exists(resolved) else {
                    broken.append(BrokenLink(target: target, why: "no file \(resolved)"))
                    continue
                }
            }
            if let anchor, resolved.hasSuffix(".md") {
                let headings = read(resolved).map(anchors(in:)) ?? []
                if !headings.contains(anchor) { broken.append(BrokenLink(target: target, why: "no heading #\(anchor) in \(resolved)")) }
            }
        }
        return broken
    }

    /// `target` read from the page at `page`, as a path from the repository; nil when it climbs
    /// above it. A target starting with `/` is read from the repository's top, as GitHub does.
    static func resolve(_ target: String, from page: String) -> String? {
        var parts = target.hasPrefix("/") ? [] : page.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The text's lines outside fenced code blocks, in order; a fenced line is left empty.
    static func prose(_ text: String) -> [String] {
        var fence: String?
        return text.components(separatedBy: "\n").map { line in
            let trimmed = line.drop { $0 == " " }
            let marker = trimmed.hasPrefix("```") ? "```" : trimmed.hasPrefix("~~~") ? "~~~" : nil
            if let open = fence {
                if marker == open { fence = nil }
                return ""
            }
            if let marker, line.count - trimmed.count <= 3 {
                fence = marker
                return ""
            }
            return line
        }
    }

    /// `text` without its code spans (`` `like this` ``): what is in them is not Markdown.
    static func withoutCodeSpans(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            guard chars[i] == "`" else { out.append(chars[i]); i += 1; continue }
            var run = 0
            while i + run < chars.count, chars[i + run] == "`" { run += 1 }
            // The span ends at the next run of exactly as many backticks.
            var j = i + run
            var end: Int?
            while j < chars.count {
                if chars[j] == "`" {
                    var other = 0
                    while j + other < chars.count, chars[j + other] == "`" { other += 1 }
                    if other == run { end = j + other; break }
                    j += other
                } else {
                    j += 1
                }
            }
            if let end { i = end } else { out.append(contentsOf: chars[i..<(i + run)]); i += run }
        }
        return out
    }

    /// Every link's target, `[text](target)`, `![alt](target)` and `[ref]: target`, outside code,
    /// paragraph by paragraph (a link's text may wrap; its target may not).
    static func links(in text: String) -> [String] {
        var targets: [String] = []
        var paragraph: [String] = []
        func scan() {
            let chars = Array(withoutCodeSpans(paragraph.joined(separator: "\n")))
            paragraph = []
            var i = 0
            while i < chars.count {
                defer { i += 1 }
                guard chars[i] == "[" else { continue }
                var depth = 0, close: Int?
                for j in i..<chars.count {
                    if chars[j] == "[" { depth += 1 } else if chars[j] == "]" { depth -= 1; if depth == 0 { close = j; break } }
                }
                guard let close, close + 1 < chars.count else { continue }
                if chars[close + 1] == "(" {
                    var nesting = 0, end: Int?
                    for k in (close + 1)..<chars.count {
                        if chars[k] == "\n" { break }
                        if chars[k] == "(" { nesting += 1 } else if chars[k] == ")" { nesting -= 1; if nesting == 0 { end = k; break } }
                    }
                    guard let end else { continue }
                    let inside = String(chars[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
                    var target = inside.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                    if target.hasPrefix("<"), target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
                    targets.append(target)
                } else if chars[close + 1] == ":", i == 0 || chars[i - 1] == "\n" {
                    let rest = String(chars[(close + 2)...].prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
                    if let target = rest.split(separator: " ").first { targets.append(String(target)) }
                }
            }
        }
        for line in prose(text) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { scan() } else { paragraph.append(line) }
        }
        scan()
        return targets
    }

    /// The ATX headings' text (`## Text`), outside code, in order.
    static func headings(in text: String) -> [String] {
        prose(text).compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count <= 3 else { return nil }
            let hashes = trimmed.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes) else { return nil }
            let rest = trimmed.dropFirst(hashes)
            guard rest.isEmpty || rest.first == " " else { return nil }
            var heading = rest.trimmingCharacters(in: .whitespaces)
            // A closing run of hashes is not part of the heading.
            while heading.hasSuffix("#") { heading.removeLast() }
            return heading.trimmingCharacters(in: .whitespaces)
        }
    }

    /// A heading's anchor as GitHub makes it: the text as shown (links as their text, no code
    /// marks), lower case, every character but letters, digits, `-`, `_` and spaces dropped, and
    /// each space a hyphen.
    static func slug(_ heading: String) -> String {
        var shown = ""
        let chars = Array(heading)
        var i = 0
        while i < chars.count {
            // [text](target) shows as its text.
            if chars[i] == "]", i + 1 < chars.count, chars[i + 1] == "(", let end = chars[(i + 1)...].firstIndex(of: ")") {
                i = end + 1
                continue
            }
            if chars[i] != "[" && chars[i] != "`" && chars[i] != "*" { shown.append(chars[i]) }
            i += 1
        }
        return String(shown.lowercased().compactMap { c -> Character? in
            if c == " " { return "-" }
            return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
        })
    }

    /// Every heading's anchor in `text`; a repeated one is numbered, `-1`, `-2`, as GitHub does.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for heading in headings(in: text) {
            let slug = slug(heading)
            if let n = seen[slug] {
                anchors.insert("\(slug)-\(n)")
                seen[slug] = n + 1
            } else {
                anchors.insert(slug)
                seen[slug] = 1
            }
        }
        return anchors
    }

    // MARK: The layout

    /// The folders the code block under the heading `heading` lists, as paths from the repository
    /// ending in `/`: a line starting at the margin with a word ending in `/` is a folder of the
    /// repository, a line indented by two spaces whose first word ends in `/` is a folder inside
    /// the last of those, and other lines continue a description. Nil when there is no such
    /// heading or no code block under it before the next heading.
    static func layout(in text: String, under heading: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        let fenced = prose(text)
        guard let at = fenced.indices.first(where: { headings(in: fenced[$0]) == [heading] }) else { return nil }
        var start: Int?
        for i in (at + 1)..<lines.count {
            if !headings(in: fenced[i]).isEmpty { return nil }
            if lines[i].hasPrefix("```") { start = i + 1; break }
        }
        guard let start else { return nil }
        var folders: [String] = []
        var parent: String?
        for line in lines[start...] {
            if line.hasPrefix("```") { return folders }
            let indent = line.prefix { $0 == " " }.count
            guard indent == 0 || indent == 2, let word = line.split(separator: " ").first, word.hasSuffix("/") else { continue }
            if indent == 0 {
                parent = String(word)
                folders.append(String(word))
            } else if let parent {
                folders.append(parent + word)
            }
        }
        return nil
    }

    /// What is wrong with a layout that lists `listed`: a folder it names that is not there, and,
    /// for each folder of `children` (its subfolders, each ending in `/`), a subfolder it leaves out.
    static func layoutProblems(listed: [String], children: [String: [String]], exists: (String) -> Bool) -> [String] {
        var problems: [String] = []
        var said: Set<String> = []
        for folder in listed where !exists(folder) && said.insert(folder).inserted {
            problems.append("the layout names \(folder), which is not there")
        }
        for folder in listed where listed.filter({ $0 == folder }).count > 1 && said.insert(folder).inserted {
            problems.append("the layout lists \(folder) more than once")
        }
        for (parent, subfolders) in children.sorted(by: { $0.key < $1.key }) {
            let named = Set(listed.compactMap { path -> String? in
                guard path.hasPrefix(parent) else { return nil }
                let rest = path.dropFirst(parent.count)
                return rest.filter({ $0 == "/" }).count == 1 ? String(rest) : nil
            })
            for sub in subfolders.sorted() where !named.contains(sub) {
                problems.append("\(parent)\(sub) is there, but the layout leaves it out")
            }
        }
        return problems
    }

    /// The paths of `files` (path to text) whose text contains `name`, sorted.
    static func citing(_ name: String, in files: [String: String]) -> [String] {
        files.filter { $0.value.contains(name) }.keys.sorted()
    }
}

import Foundation
import Testing

/// `make test-debian13` runs this suite again in a Debian 13 root made from the package list in
/// scripts/test-in-debian13, not from the Makefile's TEST_PKGS that `make test` installs here. A
/// tool the tests start that is in one list and not the other fails only there, minutes into a
/// CI run (xclip did, stop 68); this holds the lists together in a second.
@Suite("Debian 13 root")
struct Debian13RootTests {
    static let repository = InstallLayoutTests.repository

    /// The words of a make variable's value, its continuation lines joined.
    static func makeVariable(_ name: String, in text: String) -> [String] {
        let joined = text.replacingOccurrences(of: "\\\n", with: " ")
        guard let line = joined.split(separator: "\n").first(where: { $0.hasPrefix(name + " ") || $0.hasPrefix(name + "=") }),
              let equals = line.firstIndex(of: "=") else { return [] }
        return line[line.index(after: equals)...].split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test("every package the tests run here (TEST_PKGS, less headers and pkg-config) is in the Debian 13 root's list")
    func rootHoldsTestPackages() throws {
        let makefile = try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)
        let script = try String(contentsOf: Self.repository.appendingPathComponent("scripts/test-in-debian13"), encoding: .utf8)
        var needed = Self.makeVariable("TEST_PKGS", in: makefile)
        if let at = needed.firstIndex(of: "$(RUN_PKGS)") { needed.replaceSubrange(at...at, with: Self.makeVariable("RUN_PKGS", in: makefile)) }
        // Headers and pkg-config only build, which is done outside the root; the root has the
        // libraries they are for (libx11-6 for libx11-dev), which the tests load.
        needed.removeAll { $0.hasSuffix("-dev") || $0 == "pkg-config" }
        #expect(needed.count > 30, "TEST_PKGS read from the Makefile: \(needed)")
        let start = try #require(script.range(of: "packages=\""))
        let end = try #require(script.range(of: "\"", range: start.upperBound..<script.endIndex))
        let root = Set(script[start.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace).map(String.init))
        let missing = needed.filter { !root.contains($0) }
        #expect(missing.isEmpty, "not in scripts/test-in-debian13's packages: \(missing.joined(separator: " "))")
    }
}

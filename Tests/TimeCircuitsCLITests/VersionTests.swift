import Foundation
import Testing

/// The version is set in one place, the file VERSION. The binary carries a generated copy
/// (Sources/timecircuits/Version.swift, which `make` refreshes) and the packaging reads the file
/// through the Makefile, so a release cannot ship a binary and a package that name different
/// versions.
@Suite("Version")
struct VersionTests {
    static let repository = InstallLayoutTests.repository

    static func versionFile() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("VERSION holds one MAJOR.MINOR.PATCH version, usable as a Debian version")
    func format() throws {
        let version = try Self.versionFile()
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) },
                "VERSION is \"\(version)\"")
    }

    @Test("`timecircuits --version` prints what VERSION says (run make to refresh Version.swift)")
    func binaryAgrees() throws {
        let r = try CommandLineTests.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == (try Self.versionFile()))
    }

    @Test("the Makefile, which names the .deb and writes its control file, reads the same version")
    func makefileAgrees() throws {
        let r = try InstallLayoutTests.run(["make", "-s", "-C", Self.repository.path, "version"])
        #expect(r.status == 0)
        #expect(r.output.trimmingCharacters(in: .whitespacesAndNewlines) == (try Self.versionFile()))
    }
}

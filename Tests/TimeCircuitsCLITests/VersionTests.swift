import Foundation
import Testing

/// The version is set in one place, the file VERSION. The binary carries a generated copy
/// (Sources/timecircuits/Version.swift, which `make` refreshes), the Makefile reads the file, and
/// debian/changelog's newest entry, which the package's version comes from, must say the same, so
/// a release cannot ship a binary and a package that name different versions.
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

    @Test("debian/changelog's newest entry, which versions the package, is VERSION (dpkg-parsechangelog reads it)")
    func debianChangelogAgrees() throws {
        let changelog = Self.repository.appendingPathComponent("debian/changelog").path
        let r = try InstallLayoutTests.run(["dpkg-parsechangelog", "-l", changelog, "-S", "Version"])
        #expect(r.status == 0, "dpkg-parsechangelog failed (dpkg-dev)")
        #expect(r.output.trimmingCharacters(in: .whitespacesAndNewlines) == (try Self.versionFile()),
                "add a debian/changelog entry (dch -v VERSION) when VERSION changes")
    }

    @Test("the Makefile, which names the .deb, reads the same version")
    func makefileAgrees() throws {
        let r = try InstallLayoutTests.run(["make", "-s", "-C", Self.repository.path, "version"])
        #expect(r.status == 0)
        #expect(r.output.trimmingCharacters(in: .whitespacesAndNewlines) == (try Self.versionFile()))
    }
}

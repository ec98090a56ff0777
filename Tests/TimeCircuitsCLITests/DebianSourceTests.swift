import Foundation
import Testing

/// The Debian source package (debian/) builds offline from the copies in vendor/. These check
/// what a build in a clean root (make deb-debian13) would find out only after its long compile:
/// that each copy is the tree Package.resolved pins, and that debian/copyright names it.
@Suite("Debian source")
struct DebianSourceTests {
    static let repository = InstallLayoutTests.repository

    static func vendored() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("vendor").path).sorted()
    }

    @Test("every vendored package is, file for file, the revision Package.resolved pins (scripts/vendor-packages --check)")
    func vendoredIsPinned() throws {
        #expect(try Self.vendored() == ["swift-argument-parser"])
        let r = try InstallLayoutTests.run([Self.repository.appendingPathComponent("scripts/vendor-packages").path, "--check"],
                                           mergingErrors: true)
        #expect(r.status == 0, "\(r.output)")
    }

    /// A machine-wide gitignore may name Package.resolved (this one's did), and then a commit can
    /// drop it with nothing in `git status` to say so; the Debian build copies it.
    @Test("Package.resolved is in git, where every clone builds against the same versions")
    func resolvedIsTracked() throws {
        let r = try InstallLayoutTests.run(["/usr/bin/git", "-c", "safe.directory=*", "-C", Self.repository.path,
                                            "ls-files", "--error-unmatch", "Package.resolved"], mergingErrors: true)
        #expect(r.status == 0, "\(r.output)")
    }

    @Test("debian/copyright is machine-readable (DEP-5) and gives every vendored package its own Files stanza and licence")
    func copyrightNamesVendored() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("debian/copyright"), encoding: .utf8)
        #expect(text.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"))
        let stanzas = text.components(separatedBy: "\n\n")
        for name in try Self.vendored() {
            let stanza = stanzas.first { $0.hasPrefix("Files: vendor/\(name)/*\n") }
            #expect(stanza != nil, "no Files: vendor/\(name)/* stanza")
            let licence = stanza?.split(separator: "\n").first { $0.hasPrefix("License: ") }.map { $0.dropFirst("License: ".count) }
            #expect(licence.map { licence in stanzas.contains { $0.hasPrefix("License: \(licence)\n") } } == true,
                    "vendor/\(name)'s licence has no text of its own in debian/copyright")
        }
        let ours = try String(contentsOf: Self.repository.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(ours.hasPrefix("MIT License") && text.contains("Files: *\nCopyright: 2026 The Time Circuits authors\nLicense: Expat\n"))
    }
}

import Foundation
import Testing

/// The clock links FoundationEssentials, never Foundation's internationalization half: that
/// half brings ICU, whose data was 37 MB of a 61 MB binary and half the clock's memory
/// (issue 30). `make static` checks the shipped binary's symbols the same way.
@Suite("Footprint")
struct FootprintTests {
    /// Libraries that come back with a single `import Foundation` anywhere in the clock.
    static let internationalization = ["libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU",
                                       "libicu"]

    @Test("the built clock links FoundationEssentials and neither Foundation, FoundationInternationalization nor ICU")
    func noICULinked() throws {
        let ldd = try CommandLineTests.spawn("/usr/bin/ldd", [CommandLineTests.binary], environment: [:])
        #expect(ldd.status == 0, "\(ldd.stderr)")
        for library in Self.internationalization {
            #expect(!ldd.stdout.contains(library), "\(library) is linked:\n\(ldd.stdout)")
        }
        #expect(ldd.stdout.contains("libFoundationEssentials"), "the development build links it dynamically")
    }

    @Test("no source of the clock imports Foundation (FoundationEssentials instead); tests may")
    func sourcesImportFoundationEssentials() throws {
        let sources = InstallLayoutTests.repository.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import ") }
            #expect(!imports.contains { $0.split(separator: " ").last == "Foundation" }, "\(file) imports Foundation")
        }
    }
}

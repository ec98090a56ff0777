import Foundation
import Testing

/// `timecircuits icon`: a PNG of the asked size, and bad input refused in one line with no file.
@Suite("Icon command")
struct IconCommandTests {
    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ path: String) -> (Int, Int)? {
        guard let d = FileManager.default.contents(atPath: path), d.count > 24,
              d.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ at: Int) -> Int { d[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test("writes a PNG of each size and variant", arguments: [("16", "standard"), ("48", "dark"), ("512", "tinted")])
    func writes(size: String, variant: String) throws {
        let out = CommandLineTests.tempPath("icon.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try CommandLineTests.run(["icon", "--size", size, "--variant", variant, "-o", out])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let side = Int(size)!
        #expect(Self.pngSize(out).map { [$0.0, $0.1] } == [side, side])
    }

    @Test("bad sizes and variants: status 64, one line, no file", arguments: [
        ["--size", "0"], ["--size", "2000"], ["--size", "big"], ["--variant", "neon"],
    ])
    func refuses(args: [String]) throws {
        let out = CommandLineTests.tempPath("icon.png")
        let r = try CommandLineTests.run(["icon"] + args + ["-o", out])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("timecircuits: ") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

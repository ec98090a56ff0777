import Foundation
import Glibc
import Testing
import TimeCircuitsStorage

/// The MQTT password's file, as ssh takes a key: its owner's alone, or refused in one line that
/// names it and the fix.
@Suite("The MQTT password file")
struct MQTTPasswordFileTests {
    @Test("read when only its owner may; refused with the file and chmod 600 when the group or others may; missing said")
    func permissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tc-pw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mqtt password")
        try "1.21 gigawatts\nsecond line\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o600)
        #expect(try MQTTPasswordFile.read(file.path).get() == "1.21 gigawatts")
        chmod(file.path, 0o400)
        #expect(try MQTTPasswordFile.read(file.path).get() == "1.21 gigawatts")
        for mode: mode_t in [0o640, 0o604, 0o644, 0o660] {
            chmod(file.path, mode)
            guard case .failure(let error) = MQTTPasswordFile.read(file.path) else {
                Issue.record("mode \(String(mode, radix: 8)) was read")
                continue
            }
            #expect(error.message.contains(file.path) && error.message.contains("chmod 600 '\(file.path)'"), "\(error.message)")
            #expect(!error.message.contains("gigawatts") && !error.message.contains("\n"))
        }
        guard case .failure(let missing) = MQTTPasswordFile.read(folder.appendingPathComponent("nothing").path) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(missing.message.contains("cannot be read"))
    }
}

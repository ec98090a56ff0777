import Foundation
import Glibc
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// Protects the cleanup of temporary files left by saves that died: the next save to the same
/// file removes them, but never one a save in progress still holds, nor another file's.
@Suite("AtomicFileWriter")
struct AtomicFileWriterTests {
    /// A fresh folder, removed afterwards.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tc-afw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// What the injected writer saw. The writer runs synchronously inside `write`, so the test
    /// reads the value only after the writer is done with it.
    final class Observation: @unchecked Sendable {
        var value: Bool?
    }

    func names(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    @Test func aSaveRemovesTheTemporaryFilesOfDeadSaves() throws {
        try withFolder { folder in
            let target = folder.appendingPathComponent("settings.conf")
            let dead = ["A", "B", "C"].map { AtomicFileWriter.temporaryPrefix + "settings.conf-" + $0 }
            let otherTarget = AtomicFileWriter.temporaryPrefix + "settings.conf.bad-D"
            for name in dead + [otherTarget] {
                try Data("half a sa".utf8).write(to: folder.appendingPathComponent(name))
            }
            try AtomicFileWriter.standard.write(Data("cities = tokyo\n".utf8), to: target)
            #expect(try names(in: folder) == ["settings.conf", otherTarget])
            #expect(FileManager.default.contents(atPath: target.path) == Data("cities = tokyo\n".utf8))
        }
    }

    @Test func aSaveLeavesTheTemporaryFileOfASaveInProgress() throws {
        try withFolder { folder in
            let target = folder.appendingPathComponent("settings.conf")
            let live = folder.appendingPathComponent(AtomicFileWriter.temporaryPrefix + "settings.conf-LIVE")
            try Data("being writ".utf8).write(to: live)
            // Held as a save in progress holds it (flock conflicts between open files, even in
            // one process, so this stands in for another clock).
            let descriptor = open(live.path, O_RDONLY | O_CLOEXEC)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            try #require(flock(descriptor, LOCK_EX) == 0)

            try AtomicFileWriter.standard.write(Data("cities = paris\n".utf8), to: target)
            #expect(try names(in: folder) == ["settings.conf", live.lastPathComponent])
        }
    }

    @Test func aSaveHoldsItsTemporaryFileLockedUntilItIsInPlace() throws {
        try withFolder { folder in
            let target = folder.appendingPathComponent("settings.conf")
            let lockedWhileWriting = Observation()
            let probing = AtomicFileWriter { handle, data in
                // Another open of the temporary file cannot take the lock the save holds.
                let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    .first { $0.hasPrefix(AtomicFileWriter.temporaryPrefix) })
                let other = open(folder.appendingPathComponent(name).path, O_RDONLY | O_CLOEXEC)
                defer { close(other) }
                lockedWhileWriting.value = flock(other, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
                try handle.write(contentsOf: data)
            }
            try probing.write(Data("cities = lima\n".utf8), to: target)
            #expect(lockedWhileWriting.value == true)
            #expect(try names(in: folder) == ["settings.conf"])
        }
    }
}

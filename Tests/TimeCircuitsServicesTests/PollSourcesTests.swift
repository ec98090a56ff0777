import Glibc
import Testing
@testable import TimeCircuitsServices

/// The loops' sleep by named sources (`PollSources`), on real pipes: what fired is told by name,
/// and a descriptor is read again before every sleep.
@Suite("Poll sources by name")
struct PollSourcesTests {
    enum Name: Hashable { case first, second, later }

    /// A pipe's two ends, closed when the body returns.
    func withPipe(_ body: (_ read: Int32, _ write: Int32) throws -> Void) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        try body(ends[0], ends[1])
    }

    static func write(_ fd: Int32) { _ = [UInt8(1)].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, 1) } }

    @Test("the source with something to read is the one that fired; the others did not")
    func firedByName() throws {
        try withPipe { readFirst, writeFirst in
            try withPipe { readSecond, _ in
                let sources = PollSources<Name>()
                sources.watch(.first, readable: readFirst)
                sources.watch(.second, readable: readSecond)
                Self.write(writeFirst)
                #expect(sources.wait(milliseconds: 0) == .ready)
                #expect(sources.fired(.first))
                #expect(sources.revents(.first) & Int16(POLLIN) != 0)
                #expect(!sources.fired(.second))
                #expect(!sources.fired(.later), "a name never watched never fires")
            }
        }
    }

    @Test("nothing ready: the sleep times out and nothing fired, not even what fired the sleep before")
    func timesOut() throws {
        try withPipe { read, write in
            let sources = PollSources<Name>()
            sources.watch(.first, readable: read)
            Self.write(write)
            #expect(sources.wait(milliseconds: 0) == .ready)
            var byte: UInt8 = 0
            #expect(Glibc.read(read, &byte, 1) == 1)
            #expect(sources.wait(milliseconds: 0) == .timedOut)
            #expect(!sources.fired(.first))
        }
    }

    @Test("a descriptor is read again before each sleep: a source that comes after the watch is polled")
    func descriptorReadEachSleep() throws {
        try withPipe { read, write in
            let sources = PollSources<Name>()
            var current: Int32 = -1
            sources.watch(.later) { pollfd(fd: current, events: Int16(POLLIN), revents: 0) }
            Self.write(write)
            #expect(sources.wait(milliseconds: 0) == .timedOut, "fd -1 is skipped")
            current = read
            #expect(sources.wait(milliseconds: 0) == .ready)
            #expect(sources.fired(.later))
        }
    }
}

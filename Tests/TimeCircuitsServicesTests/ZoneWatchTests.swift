import DesktopTestSupport
import Foundation
import Glibc
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage
@testable import TimeCircuitsServices

/// This computer's zone followed on real inotify (`ZoneWatch`): a link replaced as
/// `timedatectl set-timezone` replaces `/etc/localtime` (a new link renamed over it) wakes the
/// descriptor and reads as the new zone; another file in the folder is no change.
@Suite("The zone's file, watched")
struct ZoneWatchTests {
    /// A folder holding `localtime`, a link to `zone` in the system's database.
    static func folder(linkedTo zone: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tc-zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("localtime").path,
                                                   withDestinationPath: "/usr/share/zoneinfo/\(zone)")
        return folder
    }

    /// Points `localtime` at `zone` as timedatectl does: a new link, renamed over the old.
    static func relink(_ folder: URL, to zone: String) throws {
        let fresh = folder.appendingPathComponent(".localtime-new").path
        try FileManager.default.createSymbolicLink(atPath: fresh, withDestinationPath: "/usr/share/zoneinfo/\(zone)")
        try #require(rename(fresh, folder.appendingPathComponent("localtime").path) == 0)
    }

    /// Whether `fd` turns readable within `milliseconds`.
    static func readable(_ fd: Int32, within milliseconds: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, milliseconds) == 1
    }

    @Test("TZ=:/folder/localtime relinked from Zürich to New York: the descriptor wakes and the zone read is New York's, named so")
    func relinked() throws {
        let folder = try Self.folder(linkedTo: "Europe/Zurich")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["TZ": ":" + folder.appendingPathComponent("localtime").path]
        #expect(ZoneFiles.local(environment: environment).zone.identifier == "Europe/Zurich", "the link's target names the zone")
        let watch = try #require(ZoneWatch(environment: environment))

        // Another file in the folder wakes the watch but is no change of the zone.
        try "x".write(to: folder.appendingPathComponent("other"), atomically: false, encoding: .utf8)
        #expect(Self.readable(watch.fileDescriptor, within: Int32(Patience.seconds * 1000)))
        #expect(watch.changed() == nil)

        try Self.relink(folder, to: "America/New_York")
        #expect(Self.readable(watch.fileDescriptor, within: Int32(Patience.seconds * 1000)), "no inotify event for the replaced link")
        let zone = try #require(watch.changed())
        #expect(zone.identifier == "America/New_York")
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_796_299_200)) == -5 * 3600)
        #expect(watch.changed() == nil, "nothing more to read")
    }

    @Test("the zone's file: /etc/localtime, the file TZ names, or none for a POSIX rule or an empty TZ")
    func source() {
        #expect(ZoneFiles.source(environment: [:]) == "/etc/localtime")
        #expect(ZoneFiles.source(environment: ["TZ": ":/tmp/x/localtime"]) == "/tmp/x/localtime")
        #expect(ZoneFiles.source(environment: ["TZ": "/tmp/x/localtime"]) == "/tmp/x/localtime")
        #expect(ZoneFiles.source(environment: ["TZ": "Europe/Zurich"]) == "/usr/share/zoneinfo/Europe/Zurich")
        #expect(ZoneFiles.source(environment: ["TZ": "<+0545>-5:45"]) == nil)
        #expect(ZoneFiles.source(environment: ["TZ": ""]) == nil)
        #expect(ZoneWatch(environment: ["TZ": "<+0545>-5:45"]) == nil)
    }
}

import DesktopTestSupport
import Foundation
import Glibc

/// What a running clock holds, read from outside as a user's tools would: its resident memory
/// (`/proc/PID/status`) and the X server's resources on its connections (`xrestop`, through the
/// X-Resource extension). The memory and soak tests compare two of these taken at the same
/// resting state.
struct ClockFootprint: CustomStringConvertible {
    /// Resident memory, in kilobytes.
    var residentKB: Int
    /// Of which anonymous (the heap, thread arenas and stacks) and file-backed (the program's
    /// and libraries' code and data, paged in as each part first runs).
    var anonymousKB: Int, fileKB: Int
    /// The anonymous memory by where it lives (`anonymousByKind`): heap, stack, mapped, files.
    var anonymousByKind: [String: Int] = [:]
    /// The server's counts on the clock's connections: windows, GCs, pixmaps, pictures and so on,
    /// by xrestop's names. xrestop knows the window's connection by its `_NET_WM_PID`; a newer
    /// xrestop (Debian 13's) also knows the colon steps' connection, which has no window, by its
    /// socket's PID. That one's "unknowns" are left out: a colon step waiting in the server is a
    /// SyncAwait resource of it (XResQueryClientResources names it), there or not as the blink
    /// goes, and freed as its step is drawn or taken back.
    var serverCounts: [String: Int]
    /// Bytes of pixmaps and other resources the server holds for the clock.
    var serverBytes: Int

    var description: String {
        let counts = serverCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let kinds = anonymousByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "RSS \(residentKB) KB (anonymous \(anonymousKB): \(kinds); files \(fileKB)); X server \(serverBytes) bytes (\(counts))"
    }

    /// `field` of `/proc/PID/status` (`VmRSS`, `RssAnon`, `RssFile`), in kilobytes; nil when the
    /// process has gone.
    static func status(_ field: String, of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    static func residentKB(of pid: Int32) -> Int? { status("VmRSS", of: pid) }

    /// The memory now, or nil when the process has gone.
    static func memory(of pid: Int32) -> (rss: Int, anonymous: Int, file: Int)? {
        guard let rss = residentKB(of: pid), let anonymous = status("RssAnon", of: pid), let file = status("RssFile", of: pid) else {
            return nil
        }
        return (rss, anonymous, file)
    }

    /// `pid`'s footprint on `display`, or nil when the process or xrestop cannot be read.
    ///
    /// Memory and the server's counts are read together, twice a colon period apart, until two
    /// readings agree, neither in the seconds before a minute's edge: after a relayout the colon's
    /// sprite sheets are made as each level is first shown, a new minute's lights make them anew,
    /// and in the second before the edge the next minute is rendered ahead into a picture and a
    /// pixmap of its own (`BackBuffer.prepare`; the picture is 0.7 MB at 520×335). Read at such a
    /// moment, a clock at rest once showed one pixmap more, or two fewer, than a moment later.
    /// Until stop 68 the memory was read on its own, at any moment. Within 30 s, else the last
    /// reading. (For a clock on the real wall clock, not libfaketime's: the edge is the test's
    /// minute.)
    static func of(pid: Int32, display: String) throws -> ClockFootprint? {
        typealias Reading = (memory: (rss: Int, anonymous: Int, file: Int), counts: [String: Int], bytes: Int)
        var last: Reading?
        let settled = eventually(timeout: 30, interval: Self.colonPeriod) { () -> Reading? in
            guard Self.clearOfMinuteEdge.contains(Int(Date().timeIntervalSince1970) % 60),
                  let memory = memory(of: pid), let server = serverResources(of: pid, display: display) else {
                last = nil
                return nil
            }
            let now: Reading = (memory, server.counts, server.bytes)
            defer { last = now }
            guard let before = last, before.memory.rss == now.memory.rss, before.counts == now.counts, before.bytes == now.bytes else {
                return nil
            }
            return now
        } ?? last
        guard let reading = settled else { return nil }
        return ClockFootprint(residentKB: reading.memory.rss, anonymousKB: reading.memory.anonymous, fileKB: reading.memory.file,
                              anonymousByKind: anonymousByKind(of: pid), serverCounts: reading.counts, serverBytes: reading.bytes)
    }

    /// The anonymous memory by where it lives (`/proc/PID/smaps`): the heap (`[heap]`, the main
    /// arena's small blocks), the main thread's stack, what is mapped on its own (pictures and
    /// pixel memory from 128 KB up, other threads' stacks, libraries' own maps), and the private
    /// copies of files' pages. Printed with a footprint, so that a growth says where it went.
    static func anonymousByKind(of pid: Int32) -> [String: Int] {
        // Read line by line: Foundation's whole-file read of this file, which says it is empty,
        // stopped after its first few mappings.
        guard let file = fopen("/proc/\(pid)/smaps", "r") else { return [:] }
        defer { fclose(file) }
        var buffer: UnsafeMutablePointer<CChar>?, capacity = 0
        defer { free(buffer) }
        var kinds: [String: Int] = [:], kind = "mapped"
        while getline(&buffer, &capacity, file) > 0, let buffer {
            let line = String(cString: buffer)
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard let head = words.first else { continue }
            if !head.hasSuffix(":") {
                // A mapping's header: addresses, permissions, offset, device, inode, then its name.
                let name = words.count >= 6 ? String(words[5]) : ""
                kind = name == "[heap]" ? "heap" : name == "[stack]" ? "stack" : name.isEmpty ? "mapped" : "files"
            } else if head == "Anonymous:", words.count >= 2, let kb = Int(words[1]) {
                kinds[kind, default: 0] += kb
            }
        }
        return kinds
    }

    /// A little more than a blink of the colon, whose period is a second.
    static let colonPeriod = 1.1
    /// The seconds of a minute clear of the next minute rendered ahead, with a reading's time to spare.
    static let clearOfMinuteEdge = 2...54

    /// What xrestop counts for `pid`'s connections, or nil when it cannot be read.
    private static func serverResources(of pid: Int32, display: String) -> (counts: [String: Int], bytes: Int)? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-xrestop-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        guard let tool = try? SpawnedProcess(["/bin/sh", "-c", "xrestop -b -m 1 > \(out)"], environment: ["DISPLAY": display, "PATH": "/usr/bin:/bin"]),
              tool.waitForExit() == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
        // A client's block starts "3 - Time Circuits ( PID: 1234 ):" (the number padded); the
        // fields follow, indented.
        var blocks: [[String: Int]] = []
        var ours = false
        for line in text.split(separator: "\n") {
            if !line.hasPrefix("\t") && !line.hasPrefix(" ") {
                let afterPID = line.split(separator: "PID:", maxSplits: 1).dropFirst().first ?? ""
                ours = Int32(afterPID.trimmingCharacters(in: CharacterSet(charactersIn: " ):"))) == pid
                if ours { blocks.append([:]) }
                continue
            }
            guard ours else { continue }
            let fields = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, !["res_base", "res_mask", "total bytes"].contains(fields[0]) else { continue }
            blocks[blocks.count - 1][fields[0]] = Int(fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "~"))) ?? 0
        }
        var counts: [String: Int] = [:], bytes = 0
        for var block in blocks {
            if block["windows", default: 0] == 0 {
                // The colon steps' connection: its await comes and goes (the doc comment above).
                block["unknowns"] = nil
                block["other bytes"] = nil
            }
            for (field, value) in block {
                if field.hasSuffix(" bytes") { bytes += value } else { counts[field, default: 0] += value }
            }
        }
        return (counts, bytes)
    }
}

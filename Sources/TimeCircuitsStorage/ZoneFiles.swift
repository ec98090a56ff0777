import FoundationEssentials
import TimeCircuitsCore

/// The system's time zone database (TZif files under `$TZDIR`, else /usr/share/zoneinfo) and this
/// computer's own zone, read for the core: the core parses zone rules but never opens a file.
public enum ZoneFiles {
    /// A resolver that reads zones from the system's files by `environment` (`TZDIR`).
    public static func resolver(environment: [String: String]) -> ZoneResolver {
        let folder = directory(environment: environment)
        return ZoneResolver { name in
            do throws(ZoneRules.Damage) { return .success(try rules(named: name, from: folder)) } catch { return .failure(error) }
        }
    }

    /// This computer's zone, as glibc finds it (`$TZ`, else /etc/localtime), and the one line to
    /// say when it cannot be read: the clock then runs on UTC rather than not at all.
    public static func local(environment: [String: String], localtime: String = "/etc/localtime") -> (zone: Zone, warning: String?) {
        do {
            let (rules, name) = try localRules(environment: environment, localtime: localtime)
            return (Zone(identifier: name ?? environment["TZ"].map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 } ?? "localtime",
                         rules: rules), nil)
        } catch {
            return (.utc, "this computer's time zone cannot be read: \(error.reason); the clock shows UTC as local time")
        }
    }

    /// This computer's zone as glibc finds it: `$TZ` when set (empty is UTC; `:NAME`, `NAME` or
    /// an absolute path is a zone file, anything else a POSIX rule), else `/etc/localtime`; and
    /// the zone's name where there is one (`Europe/London`, from the link `/etc/localtime` is).
    public static func localRules(environment: [String: String], localtime: String = "/etc/localtime")
        throws(ZoneRules.Damage) -> (rules: ZoneRules, name: String?) {
        let folder = directory(environment: environment)
        guard let given = environment["TZ"] else {
            guard let data = FileManager.default.contents(atPath: localtime) else {
                return (ZoneRules(fixed: 0), "UTC")  // glibc's reading of a machine without one
            }
            return (try ZoneRules(tzif: Array(data)), linkedName(localtime))
        }
        let name = given.hasPrefix(":") ? String(given.dropFirst()) : given
        if name.isEmpty { return (ZoneRules(fixed: 0), "UTC") }
        if name.hasPrefix("/") {
            guard let data = FileManager.default.contents(atPath: name) else {
                throw ZoneRules.Damage(reason: "TZ names \(QuotedInput.quoted(name)), which is not there")
            }
            return (try ZoneRules(tzif: Array(data)), linkedName(name))
        }
        if FileManager.default.fileExists(atPath: folder + "/" + name) { return (try rules(named: name, from: folder), name) }
        guard !given.hasPrefix(":"), let rule = ZoneRules(posix: name) else {
            throw ZoneRules.Damage(reason: "TZ \(QuotedInput.quoted(given)) is neither a zone in \(folder) nor a POSIX rule")
        }
        return (rule, nil)
    }

    /// The zone's name a link to a zone file gives (`Europe/London`, what follows the `zoneinfo`
    /// folder in its target); nil for a file that is no such link.
    static func linkedName(_ path: String) -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        let parts = target.split(separator: "/", omittingEmptySubsequences: false)
        return parts.firstIndex(of: "zoneinfo").map { parts[($0 + 1)...].joined(separator: "/") }
    }

    /// The file whose replacement changes this computer's zone, as `localRules` finds it: the
    /// file `$TZ` names (`:/path`, `/path`, or a zone of the database), else `/etc/localtime`,
    /// which `timedatectl set-timezone` replaces by a new link. Nil when `$TZ` is a POSIX rule or
    /// empty: no file says the zone, so none can change it.
    public static func source(environment: [String: String], localtime: String = "/etc/localtime") -> String? {
        guard let given = environment["TZ"] else { return localtime }
        let name = given.hasPrefix(":") ? String(given.dropFirst()) : given
        if name.isEmpty { return nil }
        if name.hasPrefix("/") { return name }
        let file = directory(environment: environment) + "/" + name
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    /// Where the system keeps the zone files: `$TZDIR`, else `/usr/share/zoneinfo`.
    public static func directory(environment: [String: String]) -> String {
        environment["TZDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/usr/share/zoneinfo"
    }

    /// The rules of zone `name` (`Europe/London`) from `directory`.
    public static func rules(named name: String, from directory: String) throws(ZoneRules.Damage) -> ZoneRules {
        // A name from a file or the command line must not climb out of the folder.
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            throw ZoneRules.Damage(reason: "\(QuotedInput.quoted(name)) is not a zone name")
        }
        guard let data = FileManager.default.contents(atPath: directory + "/" + name) else {
            throw ZoneRules.Damage(reason: "there is no zone file \(directory)/\(name) (is tzdata installed?)")
        }
        return try ZoneRules(tzif: Array(data))
    }
}

extension Zone {
    /// Zone `identifier` read from the system's files by this process's environment; nil when it
    /// cannot be read. For tests and one-off callers, in `TimeZone(identifier:)`'s shape.
    public init?(identifier: String) {
        guard let zone = try? ZoneFiles.resolver(environment: ProcessInfo.processInfo.environment).zone(named: identifier) else {
            return nil
        }
        self = zone
    }

    /// This computer's zone, read now from the process's environment; UTC when it cannot be read.
    /// For tests and one-off callers: the commands read it once at launch (`LaunchSettings`).
    public static var current: Zone { ZoneFiles.local(environment: ProcessInfo.processInfo.environment).zone }
}

extension ZoneResolver {
    /// The system's zone files, found by this process's environment.
    public static var system: ZoneResolver { ZoneFiles.resolver(environment: ProcessInfo.processInfo.environment) }
}

import FoundationEssentials
import Glibc
import TimeCircuitsCore

/// A window's side of the alarm service: follows whether it runs and what it reports, hands it
/// Space and Esc, and starts it as the model asks (`AlarmServiceRetry` decides when and how; its
/// answers go back to the model). Works on a connection the caller polls: replies and signals
/// arrive inside its `process()`.
public final class AlarmServiceLink {
    private let bus: BusConnection
    /// What the service last reported; nil while none runs (or before it first answered).
    public private(set) var report: AlarmServiceReport?
    /// The next alarm's instant as the service reported it.
    public private(set) var nextAlarm: Date?
    /// The labels of the alarms the service started ringing since the caller last took them.
    private var rang: [String] = []
    /// Whether the bus's first answer has been passed on: the model starts nothing before it.
    private var answered = false
    /// Whether `report` changed since the caller last took it.
    private var changed = false
    /// How the bus answered the starts asked since the caller last took them.
    private var startAnswers: [AlarmServiceRetry.Answer] = []
    /// The service this link started itself, to reap when it ends.
    private var spawned: pid_t?
    /// Reads of the properties asked and not yet answered, newest last; only the newest counts.
    private var generation = 0

    public init(bus: BusConnection) throws(BusError) {
        self.bus = bus
        try bus.subscribe(to: BusSignalMatch(sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus",
                                             member: "NameOwnerChanged")) { [weak self] signal in
            guard signal.arguments.first?.stringValue == AlarmServiceInterface.busName else { return }
            let owner = signal.arguments.count > 2 ? signal.arguments[2].stringValue ?? "" : ""
            self?.ownerChanged(present: !owner.isEmpty)
        }
        try bus.subscribe(to: BusSignalMatch(sender: AlarmServiceInterface.busName, path: AlarmServiceInterface.objectPath,
                                             interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged")) {
            [weak self] _ in self?.refresh()
        }
        try bus.subscribe(to: BusSignalMatch(sender: AlarmServiceInterface.busName, path: AlarmServiceInterface.objectPath,
                                             interface: AlarmServiceInterface.interface, member: "AlarmRinging")) { [weak self] signal in
            self?.rang.append(signal.arguments.first?.stringValue ?? "")
        }
        refresh()
    }

    /// The labels of the alarms the service started ringing since the last call: a window
    /// announces them on its own interface too, as it did when it rang them itself.
    public func takeRang() -> [String] {
        defer { rang = [] }
        return rang
    }

    /// The report when it changed since the last call, or when the bus first answered whether the
    /// service runs: `.some(nil)` when it went away or never came.
    public func takeChange() -> AlarmServiceReport?? {
        guard changed else { return .none }
        changed = false
        return .some(report)
    }

    /// Snooze or Stop, asked of the service; an error is said once on stderr by the caller's bus.
    public func ask(_ action: NoticeAction) {
        guard let member = AlarmServiceInterface.method(for: action) else { return }
        let call = BusMethodCall(destination: AlarmServiceInterface.busName, path: AlarmServiceInterface.objectPath,
                                 interface: AlarmServiceInterface.interface, member: member)
        try? bus.call(call) { _ in }
    }

    /// How the bus answered the starts by activation since the last call.
    public func takeStartAnswers() -> [AlarmServiceRetry.Answer] {
        defer { startAnswers = [] }
        return startAnswers
    }

    /// Starts the service `way`: by D-Bus activation (answered through `takeStartAnswers`), or as
    /// `executable alarm serve` (nothing to do without one).
    public func start(_ way: AlarmServiceRetry.Way, executable: String?) {
        switch way {
        case .activation:
            let call = BusMethodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                     interface: "org.freedesktop.DBus", member: "StartServiceByName",
                                     arguments: [.string(AlarmServiceInterface.busName), .uint32(0)])
            do throws(BusError) {
                try bus.call(call) { [weak self] result in
                    let answer: AlarmServiceRetry.Answer = switch result {
                    case .success: .accepted
                    case .failure(let error) where error.name == "org.freedesktop.DBus.Error.ServiceUnknown": .unknownToBus
                    case .failure: .refused
                    }
                    self?.startAnswers.append(answer)
                }
            } catch {
                startAnswers.append(.refused)
            }
        case .program:
            if let executable { spawn(executable) }
        }
    }

    /// Starts `executable alarm serve` in a session of its own, its output where the caller's goes.
    private func spawn(_ executable: String) {
        reap()
        spawned = SpawnedProgram.start([executable, "alarm", "serve"], newSession: true, quiet: false)
    }

    /// Collects the started service's exit status, so no zombie is left behind.
    private func reap() {
        guard let pid = spawned else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { spawned = nil }
    }

    private func ownerChanged(present: Bool) {
        if present {
            refresh()
        } else {
            reap()
            generation += 1
            if report != nil {
                report = nil
                nextAlarm = nil
                changed = true
            }
        }
    }

    /// Reads the service's properties again.
    private func refresh() {
        generation += 1
        let asked = generation
        let get = BusMethodCall(destination: AlarmServiceInterface.busName, path: AlarmServiceInterface.objectPath,
                                interface: "org.freedesktop.DBus.Properties", member: "GetAll",
                                arguments: [.string(AlarmServiceInterface.interface)])
        try? bus.call(get) { [weak self] result in
            guard let self, asked == generation else { return }
            if !answered {
                answered = true
                changed = true
            }
            guard case .success(let values) = result, let (report, next) = Self.report(from: values) else { return }
            if report != self.report { changed = true }
            self.report = report
            nextAlarm = next
        }
    }

    /// The report in a GetAll reply's `a{sv}`; nil when it is not one.
    public static func report(from values: [BusValue]) -> (AlarmServiceReport, Date?)? {
        guard case .array(_, let entries)? = values.first else { return nil }
        var properties: [String: BusValue] = [:]
        for case .dictEntry(.string(let key), .variant(let value)) in entries { properties[key] = value }
        guard case .string(let ringing)? = properties[AlarmServiceInterface.ringing],
              case .boolean(let snoozed)? = properties[AlarmServiceInterface.snoozed],
              case .string(let problem)? = properties[AlarmServiceInterface.wakeProblem] else { return nil }
        var next: Date?
        if case .string(let iso)? = properties[AlarmServiceInterface.nextAlarm], !iso.isEmpty { next = try? FrozenDate.parse(iso) }
        return (AlarmServiceReport(ringing: ringing.isEmpty ? nil : ringing, snoozed: snoozed, wakeProblem: problem.isEmpty ? nil : problem), next)
    }
}

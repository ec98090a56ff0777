import FoundationEssentials
import TimeCircuitsCore

/// The alarm service's object on the session bus (`AlarmServiceInterface`): Snooze and Stop, and
/// properties saying what rings, whether a snooze waits, the next alarm and whether a sleeping
/// computer can be woken for it. Windows follow its PropertiesChanged to flash while it rings.
/// Handlers run inside `BusConnection.process()`, on the service loop's thread.
public final class AlarmServiceObject {
    public let bus: BusConnection
    /// Carries out Snooze or Stop; set by the loop.
    public var answer: ((NoticeAction) -> Void)?
    /// What the properties read now; set by the loop.
    public var current: (() -> (report: AlarmServiceReport, next: Date?))?
    private var export: BusExport?

    public init(bus: BusConnection) throws(BusError) {
        self.bus = bus
        export = try bus.export(declaration(), at: AlarmServiceInterface.objectPath)
    }

    deinit { export.map(bus.withdraw) }

    private func declaration() -> BusInterface {
        let methods = [NoticeAction.snooze, .stop].compactMap { action in
            AlarmServiceInterface.method(for: action).map { name in BusMethod(name: name) { [weak self] _ in
                self?.answer?(action)
                return .success([])
            } }
        }
        func property(_ name: String, _ signature: String, _ read: @escaping (AlarmServiceReport, Date?) -> BusValue) -> BusProperty {
            BusProperty(name: name, signature: signature) { [weak self] in
                let (report, next) = self?.current?() ?? (AlarmServiceReport(), nil)
                return read(report, next)
            }
        }
        let properties = [
            property(AlarmServiceInterface.ringing, "s") { report, _ in .string(report.ringing ?? "") },
            property(AlarmServiceInterface.snoozed, "b") { report, _ in .boolean(report.snoozed) },
            property(AlarmServiceInterface.wakeProblem, "s") { report, _ in .string(report.wakeProblem ?? "") },
            property(AlarmServiceInterface.nextAlarm, "s") { _, next in .string(next.map(CivilDateTime.isoUTC) ?? "") },
        ]
        let signals = [BusSignalDeclaration(name: "AlarmRinging", parameters: [BusParameter("label", "s")])]
        return BusInterface(name: AlarmServiceInterface.interface, methods: methods, properties: properties, signals: signals)
    }

    /// Asks for the service's name, waiting for the answer: a second service finds it taken.
    public func claim() -> Result<Void, BusError> {
        var answer: Result<Void, BusError>?
        do throws(BusError) {
            try bus.requestName(AlarmServiceInterface.busName) { answer = $0 }
            _ = try bus.run(until: { answer != nil }, timeout: .seconds(10))
        } catch {
            return .failure(error)
        }
        return answer ?? .failure(BusError(message: "the session bus did not answer"))
    }

    /// The properties changed: windows read them again.
    public func announce() {
        try? bus.emitPropertiesChanged(path: AlarmServiceInterface.objectPath, interface: AlarmServiceInterface.interface,
                                       properties: [AlarmServiceInterface.ringing, AlarmServiceInterface.snoozed,
                                                    AlarmServiceInterface.wakeProblem, AlarmServiceInterface.nextAlarm])
    }

    /// An alarm started ringing.
    public func alarmRinging(label: String) {
        try? bus.emitSignal(path: AlarmServiceInterface.objectPath, interface: AlarmServiceInterface.interface,
                            member: "AlarmRinging", arguments: [.string(label)])
    }
}

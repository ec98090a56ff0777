import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// The clock's object on the session bus (`ControlInterface`): method calls become
/// `ControlCommand`s for the model, properties read its `ClockStatus`, and changes and events
/// go out as PropertiesChanged and signals.
///
/// Every call is decoded by the core as strictly as the command line reads the same words; a
/// malformed or refused call is answered with a D-Bus error and changes nothing. Handlers run
/// inside `BusConnection.process()`, on the loop's thread, so the loop hands them its model directly.
public final class ControlService {
    /// Errors the interface answers with, besides sd-bus's own for wrong argument types.
    public static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
    public static let refused = "io.github.timecircuits.Clock.Error.Refused"
    public static let starting = "io.github.timecircuits.Clock.Error.Starting"

    public let bus: BusConnection
    /// Carries out a command, or says why the clock will not; set by the loop once it runs.
    public var perform: ((ControlCommand) -> String?)?
    /// The status now; set by the loop.
    public var currentStatus: (() -> ClockStatus)?
    /// The status the property getters of the bus's current turn read, built at the first of
    /// them: a GetAll takes all its properties from one status.
    private var read: (turn: Int, status: ClockStatus)?
    private var export: BusExport?

    public init(bus: BusConnection) throws(BusError) {
        self.bus = bus
        export = try bus.export(declaration(), at: ControlInterface.objectPath)
    }

    deinit { export.map(bus.withdraw) }

    private func declaration() -> BusInterface {
        let methods = ControlInterface.methods.map { method in
            BusMethod(name: method.name, parameters: method.parameters.map { BusParameter($0.name, $0.kind.rawValue) }) {
                [weak self] values in
                self?.handle(method.name, values) ?? .failure(BusError(name: Self.starting, message: "the clock is closing"))
            }
        }
        let properties = ControlInterface.properties.map { property in
            BusProperty(name: property.name, signature: property.signature) { [weak self] in
                ControlBusValues.property(property, of: self?.statusForRead() ?? .idle)
            }
        }
        let signals = ControlInterface.signals.map { signal in
            BusSignalDeclaration(name: signal.name, parameters: signal.arguments.map { BusParameter($0.name, $0.signature) })
        }
        return BusInterface(name: ControlInterface.interface, methods: methods, properties: properties, signals: signals)
    }

    private func statusForRead() -> ClockStatus {
        if let read, read.turn == bus.turn { return read.status }
        let status = currentStatus?() ?? .idle
        read = (bus.turn, status)
        return status
    }

    private func handle(_ method: String, _ values: [BusValue]) -> Result<[BusValue], BusError> {
        let arguments = values.compactMap(ControlBusValues.argument)
        guard arguments.count == values.count else {
            return .failure(BusError(name: Self.invalidArgs, message: "\(method): arguments of a type the clock does not take"))
        }
        let command: ControlCommand
        do throws(InputError) {
            command = try ControlCommand.decode(method: method, arguments: arguments)
        } catch {
            return .failure(BusError(name: Self.invalidArgs, message: error.message))
        }
        guard let perform else { return .failure(BusError(name: Self.starting, message: "the clock is still starting")) }
        if let refusal = perform(command) { return .failure(BusError(name: Self.refused, message: refusal)) }
        return .success([])
    }

    // MARK: Names

    /// What asking for the display's name found.
    public enum Claim {
        /// This clock now owns the display's name.
        case owned
        /// Another clock owns it: the one to hand over to.
        case taken
        /// The bus did not answer in time, or refused for another reason: run, without the name.
        case failed(String)
    }

    /// Asks for the name of display `display`, waiting for the answer (a launch decides on it
    /// before opening a window), and for the shared name, without waiting (the first clock on
    /// the session keeps it).
    public func claim(display: String) -> Claim {
        var answer: Result<Void, BusError>?
        do throws(BusError) {
            try bus.requestName(ControlInterface.busName(display: display)) { answer = $0 }
            _ = try bus.run(until: { answer != nil }, timeout: .seconds(10))
        } catch {
            return .failed(error.message)
        }
        claimSharedName()
        switch answer {
        case .success?: return .owned
        case .failure(let e)? where e.name == "org.freedesktop.DBus.Error.AddressInUse": return .taken
        case .failure(let e)?: return .failed(e.message)
        case nil: return .failed("the session bus did not answer")
        }
    }

    /// The shared name, if no other clock has it; a clock without it is still reached by its
    /// display's name.
    public func claimSharedName() {
        try? bus.requestName(ControlInterface.busName) { _ in }
    }

    // MARK: Announcing

    /// Emits what the model says changed (it compares, `StatusChange`): PropertiesChanged for
    /// its properties, TimerFinished when the countdown ran out.
    public func announce(_ change: StatusChange) {
        if !change.properties.isEmpty {
            try? bus.emitPropertiesChanged(path: ControlInterface.objectPath, interface: ControlInterface.interface,
                                           properties: change.properties)
        }
        if change.timerFinished {
            emit("TimerFinished", [.uint32(UInt32(clamping: change.status.timerDuration))])
        }
    }

    /// A time travel landed.
    public func travelCompleted(mode: ClockMode) { emit("TravelCompleted", [.string(mode.rawValue)]) }

    /// An alarm started ringing: for the alarms to call (the signal is declared already).
    public func alarmRinging(label: String) { emit("AlarmRinging", [.string(label)]) }

    private func emit(_ member: String, _ arguments: [BusValue]) {
        try? bus.emitSignal(path: ControlInterface.objectPath, interface: ControlInterface.interface, member: member,
                            arguments: arguments)
    }
}

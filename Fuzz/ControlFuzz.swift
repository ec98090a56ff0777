import Foundation
import TimeCircuitsCore
import TimeCircuitsStorage

/// libFuzzer entry for the clock's D-Bus interface (`ControlCommand.decode`, every method's
/// arguments) and `timecircuits ctl`'s words (`ControlVerb.parse`), and the model carrying out
/// whatever they accept.
///
/// The input is read as a call: its first line names the method, each further line is one
/// argument, typed by its first character (`s` string, `b` boolean, `u` 32-bit unsigned, `a`
/// strings separated by commas), so the fuzzer reaches every method with right and wrong types.
/// The same text, split at spaces and newlines, is tried as ctl's words. A decoded command goes
/// out as its own call and decodes back the same, and the clock carries it out without crashing;
/// a refusal is one clear line.
@_cdecl("LLVMFuzzerTestOneInput")
public func controlFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = FuzzCheck.text(data, size)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let method = lines.isEmpty ? "" : lines.removeFirst()
    let arguments: [ControlArgument] = lines.compactMap { line in
        guard let kind = line.first else { return nil }
        let value = String(line.dropFirst())
        switch kind {
        case "s": return .string(value)
        case "b": return .boolean(value == "1")
        case "u": return UInt32(value).map(ControlArgument.uint) ?? .uint(UInt32(truncatingIfNeeded: value.utf8.count))
        case "a": return .strings(value.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        default: return .string(line)
        }
    }
    do {
        let command = try ControlCommand.decode(method: method, arguments: arguments)
        check(command, input: text)
    } catch {
        FuzzCheck.requireClearMessage(error.message, for: text, "ControlCommand.decode")
    }

    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    do {
        if case .command(let command) = try ControlVerb.parse(words) { check(command, input: text) }
    } catch {
        FuzzCheck.requireClearMessage(error.message, for: text, "ControlVerb.parse")
    }
    return 0
}

/// An accepted command: its own call decodes back to it, and the clock carries it out.
private func check(_ command: ControlCommand, input: String) {
    let (method, arguments) = command.call
    let declared = ControlInterface.methods.first { $0.name == method }
    FuzzCheck.require(declared?.parameters.map(\.kind) == arguments.map(\.kind), "\(method) sent with \(arguments)", input: input)
    let again = try? ControlCommand.decode(method: method, arguments: arguments)
    FuzzCheck.require(again == command, "\(command) went out as \(method)\(arguments) and came back as \(String(describing: again))", input: input)
    var model = ControlFuzzClock.model
    let now = Date(timeIntervalSince1970: 500_000_000)
    if let refusal = model.refusal(of: command) {
        FuzzCheck.requireClearMessage(refusal, for: input, "ClockModel.refusal")
    }
    _ = model.handle(.control(command), at: now, boot: 1000)
    _ = model.handle(.tick, at: now.addingTimeInterval(5), boot: 1005)
    _ = model.status(at: now.addingTimeInterval(5))
}

/// One launched clock, copied for each input (a value: the copy is the input's own).
private enum ControlFuzzClock {
    static let model: ClockModel = {
        let setup = ClockSetup(file: LoadedSettings(settings: .defaults(), warning: nil), state: .film,
                               overrides: LaunchOverrides(noIntro: true), localZone: Zone.utc, zones: .system,
                               keepsTimer: true)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 1)
        _ = m.handle(.mapped(true), at: Date(timeIntervalSince1970: 500_000_000), boot: 1000)
        _ = m.handle(.launch, at: Date(timeIntervalSince1970: 500_000_000), boot: 1000)
        return m
    }()
}

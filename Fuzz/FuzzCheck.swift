import TimeCircuitsCore

/// The properties every fuzz target holds its parser to, beyond "no crash, no hang" (which
/// libFuzzer itself watches: a trap is a crash, `-timeout` catches a hang).
///
/// A broken property stops the run with `fatalError`, so libFuzzer saves the input that broke it
/// as a crash artifact, exactly as for a real crash.
enum FuzzCheck {
    /// A message shown to the user about rejected input must say something, on one line (one
    /// stderr line, or one entry in the settings warning), and must not carry control characters
    /// from the input to the terminal.
    static func requireClearMessage(_ message: String, for input: String, _ what: StaticString) {
        if message.isEmpty {
            fail("\(what): empty message", input: input)
        }
        if message.contains(where: \.isNewline) {
            fail("\(what): message spans lines: \(message.debugDescription)", input: input)
        }
        if message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            fail("\(what): message carries a control character: \(message.debugDescription)", input: input)
        }
    }

    /// Fails the run when `condition` is false.
    static func require(_ condition: Bool, _ what: @autoclosure () -> String, input: String) {
        if !condition { fail(what(), input: input) }
    }

    static func fail(_ what: String, input: String) -> Never {
        fatalError("fuzz property broken: \(what)\ninput: \(input.debugDescription)")
    }

    /// The fuzzer's bytes as the parsers meet them: text decoded as UTF-8, with anything that is
    /// not UTF-8 replaced, as `String(decoding:)` and the command line do.
    static func text(_ data: UnsafeRawPointer, _ size: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    }
}

import ArgumentParser
import Glibc
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsRender

/// The `timecircuits` command: subcommands for the window and for headless use.
@main
struct TimeCircuitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timecircuits",
        abstract: TimeCircuitsCommand.words("The Back to the Future time-circuits display as a desktop clock for X11."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("Shows the time in three cities on the DeLorean's three LED rows: red on top, green in the middle, amber at the bottom.")
        ], examples: [
            "timecircuits render -o face.png --frozen-date 1985-10-26T01:21:00-07:00",
            "timecircuits now --cities tokyo,london --json",
            "timecircuits cities india"
        ]),
    version: version,
    subcommands: [WindowCommand.self, TimerCommand.self, StopwatchCommand.self, AlarmCommand.self, RemindCommand.self, RenderCommand.self, NowCommand.self, PlanCommand.self,
                  CitiesCommand.self, IconCommand.self, CtlCommand.self, PlaySoundCommand.self],
    defaultSubcommand: WindowCommand.self
)

/// Parses and runs, turning every failure into one line on stderr: people read the first line
/// of an error, so it must say what was wrong and what is accepted. Usage errors exit 64.
static func main() {
    // The catalogue first, so that --help, every error and the window speak the user's language.
    _ = words
    do {
        var command = try parseAsRoot(Self.hackArguments(Self.arguments()))
        try command.run()
    } catch let error as InputError {
        fail(error.message, status: ExitCode(64))  // EX_USAGE (sysexits.h): bad usage
    } catch let error as RenderError {
        fail(error.message, status: .failure)
    } catch {
        let code = exitCode(for: error)
        if code == .success { exit(withError: error) }  // --help, --version
        let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        // The parser words its errors in English: the common ones are said again in the user's
            // language (ArgumentErrorWording), any other as the parser wrote it.
            fail(words("%1$s (see 'timecircuits --help')", ArgumentErrorWording.translated(first, words)), status: code)
    }
}

/// The command line's words after the program's name. A preload library that runs before the
/// Swift runtime (libfaketime, which people use to try an alarm at another hour) leaves the
/// runtime no argv; the kernel's copy in /proc/self/cmdline still has them.
static func arguments() -> [String] {
    if CommandLine.arguments.count > 1 { return Array(CommandLine.arguments.dropFirst()) }
    guard let data = FileManager.default.contents(atPath: "/proc/self/cmdline") else { return [] }
    let words = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    // The kernel's copy ends with a NUL, which leaves one empty word after the last.
    return Array(words.dropFirst().dropLast(words.last?.isEmpty == true ? 1 : 0))
}

/// xscreensaver starts its hacks the X Toolkit way, `timecircuits -root` (its programs list,
/// and the hack description's command), with single-dash long options the argument parser
/// would read as clustered short flags: those few are read as their `--` forms.
static func hackArguments(_ arguments: [String]) -> [String] {
    arguments.map { ["-root", "-window-id", "-monitor", "-drift"].contains($0) ? "-" + $0 : $0 }
}

/// What the command line and the window say, in the user's language: the message catalogue,
/// bound once for the process when `main` starts (gettext keeps the binding in libc).
static let words = MessageCatalogue.open()

/// One warning line on stderr: the command goes on.
static func warn(_ warning: String) {
    StandardError.write("timecircuits: " + words("warning: %1$s", warning) + "\n")
}

static func fail(_ message: String, status: ExitCode) -> Never {
    StandardError.write("timecircuits: \(message)\n")
    Glibc.exit(status.rawValue)
}
}

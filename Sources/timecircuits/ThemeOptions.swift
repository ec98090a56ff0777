import ArgumentParser
import TimeCircuitsCore

/// The flags that choose the face's look for one run, shared by every command that shows the
/// face (`window`, `timer`, `render`, `now`). Like the other display flags they override the
/// settings file's `theme`, `colors` and `ease` and are never written to it.
struct ThemeOptions: ParsableArguments {
    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The face's look: %1$s (default: the settings file's, else prop).", "\(ThemeName.expected)"),
                               valueName: "name"))
    var theme: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("LED colours of the rows: %1$s.", "\(RowColors.expected)"), valueName: "list"))
    var colors: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(TimeCircuitsCommand.words("Segments fade between digits, or change at once (default: as the theme has it).")))
    var ease: Bool?

    /// The flags given, checked and laid over `overrides`.
    func apply(to overrides: inout LaunchOverrides) throws(InputError) {
        if let theme {
            guard let name = ThemeName.parse(theme) else {
                throw InputError(TimeCircuitsCommand.words("invalid theme %1$s: expected %2$s", QuotedInput.quoted(theme), "\(ThemeName.expected)"))
            }
            overrides.theme = name
        }
        if let colors {
            guard let rows = RowColors.parse(colors) else {
                throw InputError(TimeCircuitsCommand.words("invalid colors %1$s: expected %2$s", QuotedInput.quoted(colors), "\(RowColors.expected)"))
            }
            overrides.colors = rows
        }
        if let ease { overrides.easing = ease }
    }
}

import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsRender

/// `timecircuits icon`: the application icon as a PNG, drawn by the face's renderer.
struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        abstract: TimeCircuitsCommand.words("Write the application icon to a PNG file."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("Brushed metal, four corner rivets and three colour-gelled windows. Below %1$s px the windows show one lit bar each instead of digits, so small icons stay legible.", "\(AppIcon.digitMinimumSide)")
        ], examples: [
            "timecircuits icon -o timecircuits.png",
            "timecircuits icon --size 16 --variant dark -o small.png"
        ])
    )

    static let defaultSide = 512

    @Option(name: .shortAndLong, help: ArgumentHelp(TimeCircuitsCommand.words("The PNG file to write."), valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Width and height in pixels, 1–%1$s (default %2$s).", "\(AppIcon.maximumSide)", "\(defaultSide)"),
                               valueName: "N"))
    var size: String = String(defaultSide)

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("standard, dark or tinted (greyscale, for desktops that colour icons)."),
                               valueName: "variant"),
            completion: .list(AppIcon.Variant.allCases.map(\.rawValue)))
    var variant: String = AppIcon.Variant.standard.rawValue

    func run() throws {
        // Check everything before drawing, so bad input never leaves a file behind.
        let side = try AppIcon.parseSide(size, words: TimeCircuitsCommand.words)
        let look = try AppIcon.Variant.parse(variant, words: TimeCircuitsCommand.words)
        try AppIconPainter.image(side: side, variant: look).writePNG(to: output)
    }
}

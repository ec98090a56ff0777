import ArgumentParser
import Foundation
import TimeCircuitsCore
import TimeCircuitsRender

/// `timecircuits render`: the face as a PNG, with no X server.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write the face to a PNG file without opening a window.",
        discussion: """
            Examples:
              timecircuits render -o face.png
              timecircuits render -o delorean.png --size 2080x1340 \\
                  --frozen-date 1985-10-26T01:21:00-07:00 --cities new_york,london,hong_kong
            """
    )

    /// Default output: twice the window's natural size, crisp on a README.
    static let defaultSize = "1040x670"
    /// The same limit as a window's side: one home for it.
    static let maximumSide = WindowGeometry.maximumSide

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Image size in pixels (default \(defaultSize)).", valueName: "WxH"))
    var size: String = defaultSize

    @OptionGroup var face: FaceOptions

    @Option(help: ArgumentHelp("Colon state: lit or dim (default: as at the shown instant).",
                               valueName: "lit|dim"))
    var colon: String?

    func run() throws {
        let (width, height) = try Self.parseSize(size)
        let colonLevel: Double?
        switch colon {
        case nil: colonLevel = nil
        case "lit": colonLevel = ColonClock.fullLevel
        case "dim": colonLevel = ColonClock.dimLevel
        case let other?: throw InputError("invalid colon state \"\(other)\": expected lit or dim")
        }
        let cities = try face.selectedCities()
        let instant = try face.instant()
        let content = FaceContent(cities: cities, at: instant,
                                  colonLevel: colonLevel ?? ColonClock.level(at: instant, style: .step))
        try FaceRenderer.image(width: width, height: height, content: content).writePNG(to: output)
    }

    static func parseSize(_ text: String) throws(InputError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...maximumSide).contains(w), (1...maximumSide).contains(h)
        else {
            throw InputError("invalid size \"\(text)\": expected WIDTHxHEIGHT in pixels, each 1–\(maximumSide), e.g. 1040x670")
        }
        return (w, h)
    }
}

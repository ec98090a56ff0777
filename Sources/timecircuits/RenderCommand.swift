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
              timecircuits render -o night.png --night --24h
              timecircuits render -o intro.png --animation power-on --animation-time 1.1
              timecircuits render -o travel.png --animation time-travel --animation-time 1.6 --seed 7
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

    @OptionGroup var display: DisplayOptions

    @Option(help: ArgumentHelp("Render a frame of an animation instead of the clock: power-on or time-travel.",
                               valueName: "name"))
    var animation: String?

    @Option(name: .customLong("animation-time"),
            help: ArgumentHelp("Seconds into the animation (default 1).", valueName: "seconds"))
    var animationTime: String?

    @Option(help: ArgumentHelp("Seed of the time travel's random flicker and noise (default 1).", valueName: "n"))
    var seed: String?

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
        let preferences = try display.applied(to: DisplayPreferences())
        let lighting = preferences.lighting(at: instant)
        let level = colonLevel ?? (lighting.steadyColon ? ColonClock.fullLevel : ColonClock.level(at: instant, style: .step))
        let content = FaceContent(cities: cities, at: instant, colonLevel: level, hourCycle: preferences.hourCycle)
        guard animation != nil || (animationTime == nil && seed == nil) else {
            throw InputError("--animation-time and --seed need --animation power-on or time-travel")
        }
        if let animation {
            let frame = try Self.frame(animation, time: animationTime, seed: seed, content: content)
            try FaceRenderer.image(width: width, height: height, frame: frame, colonLevel: level, lighting: lighting)
                .writePNG(to: output)
            return
        }
        try FaceRenderer.image(width: width, height: height, content: content, lighting: lighting).writePNG(to: output)
    }

    /// The frame of `name` at `time` seconds, ending on `content` (a time travel also starts
    /// from it, as the T key does). Past the end it is the clock itself.
    static func frame(_ name: String, time: String?, seed: String?, content: FaceContent) throws(InputError) -> AnimationFrame {
        guard let kind = AnimationName(rawValue: name) else {
            throw InputError("invalid animation \(QuotedInput.quoted(name)): expected \(AnimationName.allCases.map(\.rawValue).joined(separator: " or "))")
        }
        let t: Double
        if let time {
            guard let v = Double(time), v.isFinite, v >= 0, v <= 3600 else {
                throw InputError("invalid animation time \(QuotedInput.quoted(time)): expected seconds from 0, e.g. 1.25")
            }
            t = v
        } else {
            t = 1
        }
        var seedValue: UInt64 = 1
        if let seed {
            guard let v = UInt64(seed) else {
                throw InputError("invalid seed \(QuotedInput.quoted(seed)): expected a whole number from 0")
            }
            seedValue = v
        }
        let animation: FaceAnimation = switch kind {
        case .powerOn: .powerOn
        case .timeTravel: .timeTravel(from: content.rows, seed: seedValue)
        }
        return animation.frame(at: t, target: content.rows)
            ?? AnimationFrame(rows: content.rows.map { RowLights(readout: $0.readout) }, plates: content.rows.map(\.plateName))
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

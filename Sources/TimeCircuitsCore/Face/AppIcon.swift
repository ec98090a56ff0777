import FoundationEssentials
import Glibc

/// The application icon as plain geometry: a brushed-metal tile, four corner rivets and three
/// colour-gelled windows, one per row of the face (red, green, amber), like the original app's
/// icon set.
///
/// One drawing serves every use: the hicolor PNGs under `assets/icons/`, the window's
/// `_NET_WM_ICON`, and `timecircuits icon`. Small icons are not a shrunken large one: below
/// `digitMinimumSide` each window shows one lit bar instead of digits (LED digits a few pixels
/// tall read as noise), and every edge is snapped to whole pixels so 16 px stays crisp.
public struct AppIcon: Sendable {
    /// The three looks of a macOS/iOS icon set.
    public enum Variant: String, CaseIterable, Sendable {
        /// Bright brushed aluminium.
        case standard
        /// Dark anodised metal, for dark themes and docks.
        case dark
        /// Greyscale, for desktops (and iOS 18's tinted mode) that colour the icon themselves.
        case tinted

        /// The variant named `text`, or a one-line complaint listing the names, in the language
        /// of `words`.
        public static func parse(_ text: String, words: Words = .english) throws(InputError) -> Variant {
            guard let v = Variant(rawValue: text.lowercased()) else {
                let names = allCases.map(\.rawValue).joined(separator: ", ")
                throw InputError(words("invalid icon variant %1$s: expected one of %2$s", "\"\(text)\"", names))
            }
            return v
        }
    }

    /// Sizes installed in the hicolor icon theme (one directory each).
    public static let themeSizes = [16, 22, 24, 32, 48, 64, 128, 256, 512]
    /// Sizes offered in `_NET_WM_ICON`: taskbars, docks and alt-tab pick the closest, and the
    /// small ones get the pixel-snapped drawing rather than a blurry downscale of a large one.
    public static let windowIconSizes = [16, 24, 32, 48, 64, 128]
    /// The largest icon drawn: the macOS master size.
    public static let maximumSide = 1024
    /// From this side up the windows show LED digits; below, a single lit bar each.
    public static let digitMinimumSide = 48
    /// Below this side the windows' edges are snapped to whole pixels.
    static let crispWindowSide = 128
    /// What each window reads, top to bottom: the years of the trilogy's trips (1955 in part I,
    /// 1985 home, 2015 in part II). Fixed, so the icon never goes stale.
    public static let readouts = ["1955", "1985", "2015"]

    /// The side `text` names, in pixels, or a one-line complaint in the language of `words`.
    public static func parseSide(_ text: String, words: Words = .english) throws(InputError) -> Int {
        guard let side = Int(text), (1...maximumSide).contains(side) else {
            throw InputError(words("invalid icon size %1$s: expected a whole number of pixels, 1–%2$s", "\"\(text)\"", "\(maximumSide)"))
        }
        return side
    }

    /// One colour-gelled window.
    public struct Window: Sendable, Hashable {
        /// Row slot (0 red, 1 green, 2 amber): its colours are `Palette.slots[slot]` or the
        /// variant's equivalent.
        public let slot: Int
        public let rect: Rect
        /// The LED digits, left to right: unsheared character boxes and the character each shows.
        /// Empty on small icons, where `bar` is lit instead.
        public let digits: [Digit]
        /// The single lit bar of a small icon, or nil when digits are shown.
        public let bar: Rect?
    }

    /// One 7-segment LED digit in a window.
    public struct Digit: Sendable, Hashable {
        /// The unsheared character box (its bottom edge is the baseline).
        public let box: Rect
        public let character: Character
    }

    /// Width and height of the square icon, in pixels.
    public let side: Int
    /// The rounded-square metal tile.
    public let tile: Rect
    /// The tile's outline: a square with continuous corners (as macOS icons have), as a polygon.
    public let outline: Polygon
    public let rivets: [Circle]
    public let windows: [Window]
    /// Pixels per design unit (the tile is 100 units wide): line widths and glow radii scale by it.
    public let unit: Double

    /// Design metrics, in units of a 100-unit-wide tile.
    enum Metrics {
        /// The tile's corners: how far along each edge they reach (a fraction of the side), and
        /// their superellipse exponent (2 is a circular arc; larger eases into the edge), chosen
        /// by eye against Apple's continuous-corner icon shape.
        static let cornerRatio = 0.3
        static let cornerExponent = 3.6
        static let rivetInset = 10.0
        static let rivetRadius = 3.7
        static let windowHeight = 22.0
        static let windowGap = 6.0
        /// LED digit height as a fraction of the window's height.
        static let digitHeightRatio = 0.7
        /// Space between digits as a fraction of a digit's width (the prop's generous spacing).
        static let digitSpacingRatio = 0.4
        /// Window padding left and right of the digits, as a fraction of the window's height.
        static let windowPaddingRatio = 0.28
        /// Small icons: window width (no digits to fit, but a pixel clear of the rivets).
        static let smallWindowWidth = 58.0
        /// Small icons: the rivets' least distance from the tile's edge, in pixels.
        static let smallRivetInset = 2.0
        /// Margin around the tile as a fraction of the icon's side (room for its shadow).
        static let marginRatio = 0.055
    }

    public init(side: Int) {
        self.side = side
        let sideD = Double(side)
        let small = side < Self.digitMinimumSide
        // Small icons use every pixel; large ones leave a margin for the drop shadow.
        let margin: Double = side < 24 ? 0 : (sideD * Metrics.marginRatio).rounded()
        tile = Rect(x: margin, y: margin, width: sideD - 2 * margin, height: sideD - 2 * margin)
        let u = tile.width / 100
        unit = u
        outline = Self.roundedSquare(in: tile, cornerRatio: Metrics.cornerRatio, exponent: Metrics.cornerExponent,
                                     pointsPerCorner: max(8, min(128, side / 2)))

        // Rivets: on small icons, whole-pixel centres and at least a pixel across, or they smear.
        let inset = Metrics.rivetInset * u, r = Metrics.rivetRadius * u
        var rivets: [Circle] = []
        for (fx, fy) in [(0.0, 0.0), (1, 0), (0, 1), (1, 1)] {
            var cx = fx == 0 ? tile.minX + inset : tile.maxX - inset
            var cy = fy == 0 ? tile.minY + inset : tile.maxY - inset
            var radius = r
            if small {
                // At least two pixels in from the edge, clear of the rounded corner.
                let minimum = Metrics.smallRivetInset
                cx = (fx == 0 ? max(cx, tile.minX + minimum) : min(cx, tile.maxX - minimum - 1)).rounded(.down) + 0.5
                cy = (fy == 0 ? max(cy, tile.minY + minimum) : min(cy, tile.maxY - minimum - 1)).rounded(.down) + 0.5
                radius = max(r, 0.9)
            }
            rivets.append(Circle(center: Point(cx, cy), radius: radius))
        }
        self.rivets = rivets

        let digitH = Metrics.windowHeight * Metrics.digitHeightRatio * u
        let digitW = digitH * SegmentKind.seven.aspect
        let spacing = digitW * Metrics.digitSpacingRatio
        let count = Self.readouts.map(\.count).max() ?? 0
        let run = Double(count) * digitW + Double(count - 1) * spacing + SegmentGeometry.lean(height: digitH)
        let padding = Metrics.windowPaddingRatio * Metrics.windowHeight * u
        var winW = small ? Metrics.smallWindowWidth * u : run + 2 * padding
        var winH = Metrics.windowHeight * u, gap = Metrics.windowGap * u
        if small {
            winW = max(4, (winW / 2).rounded() * 2)
            // Round down: at 16 px a 3-pixel window leaves metal above and below the stack.
            winH = max(2, winH.rounded(.down))
            gap = max(1, gap.rounded())
        }
        let total = 3 * winH + 2 * gap
        var x0 = tile.midX - winW / 2, y0 = tile.midY - total / 2
        if small { x0 = x0.rounded(.down); y0 = y0.rounded(.down) }
        // Mid sizes: window edges on whole pixels, or their dark rims blur into the metal.
        let snap = side < Self.crispWindowSide

        windows = Self.readouts.enumerated().map { slot, text in
            var rect = Rect(x: x0, y: y0 + Double(slot) * (winH + gap), width: winW, height: winH)
            if snap {
                let x1 = rect.maxX.rounded(), y1 = rect.maxY.rounded()
                rect = Rect(x: rect.minX.rounded(), y: rect.minY.rounded(), width: 0, height: 0)
                rect.width = x1 - rect.x
                rect.height = y1 - rect.y
            }
            guard !small else {
                // One lit bar with a dark rim a pixel wide where there is room for one.
                let rim: Double = winH >= 4 ? 1 : 0
                return Window(slot: slot, rect: rect, digits: [], bar: rect.insetBy(rim, rim))
            }
            let left = rect.midX - run / 2
            let top = rect.midY - digitH / 2
            let digits = text.enumerated().map { i, ch in
                Digit(box: Rect(x: left + Double(i) * (digitW + spacing), y: top, width: digitW, height: digitH), character: ch)
            }
            return Window(slot: slot, rect: rect, digits: digits, bar: nil)
        }
    }

    /// A square with rounded corners whose curvature grows gradually from the straight edges
    /// (each corner a quarter superellipse), the continuous corner of macOS and iOS icons: a
    /// circular arc meets a straight edge with a visible kink in the highlight.
    static func roundedSquare(in r: Rect, cornerRatio: Double, exponent n: Double, pointsPerCorner count: Int) -> Polygon {
        let radius = cornerRatio * min(r.width, r.height)
        func signedPow(_ v: Double) -> Double { (v < 0 ? -1 : 1) * pow(abs(v), 2 / n) }
        // Clockwise on screen (y down), starting at the top-right corner.
        let corners = [
            (Point(r.maxX - radius, r.minY + radius), -Double.pi / 2),
            (Point(r.maxX - radius, r.maxY - radius), 0),
            (Point(r.minX + radius, r.maxY - radius), Double.pi / 2),
            (Point(r.minX + radius, r.minY + radius), Double.pi),
        ]
        return Polygon(corners.flatMap { centre, start in
            (0...count).map { i in
                let t = start + Double.pi / 2 * Double(i) / Double(count)
                return Point(centre.x + radius * signedPow(cos(t)), centre.y + radius * signedPow(sin(t)))
            }
        })
    }
}

extension AppIcon {
    /// The colours of one variant: the icon's own materials, with the LED rows taken from the
    /// face's palette so the icon's red, green and amber are the clock's.
    public struct Scheme: Sendable, Hashable {
        /// LED colours per window, top to bottom.
        public let rows: [RowTint]
        /// Base colour of the brushed tile.
        public let metal: RGB
        public let rivet: RGB
        /// How strongly the tile's top catches the light (a white overlay's opacity).
        public let sheen: Double
    }

    /// The scheme of `variant`.
    public static func scheme(_ variant: Variant) -> Scheme {
        switch variant {
        case .standard:
            Scheme(rows: Palette.slots, metal: RGB(hex: 0xB4B7BB), rivet: RGB(hex: 0xA9ACB0), sheen: 0.28)
        case .dark:
            Scheme(rows: Palette.slots, metal: RGB(hex: 0x34363A), rivet: RGB(hex: 0x6B6E73), sheen: 0.14)
        case .tinted:
            // Luminance only: whoever tints the icon supplies the colour. Rows stay distinct by
            // brightness alone, as red, green and amber LEDs are not equally bright either.
            Scheme(rows: [0xE4, 0xFF, 0xF0].map { level in
                let g = Double(level) / 255
                return RowTint(tint: RGB(g, g, g), core: RGB(1, 1, 1), ghost: RGB(hex: 0x2A2A2A), window: RGB(hex: 0x080808))
            }, metal: RGB(hex: 0x3C3C3C), rivet: RGB(hex: 0x707070), sheen: 0.12)
        }
    }
}

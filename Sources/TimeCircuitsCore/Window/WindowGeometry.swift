import FoundationEssentials

/// A `--geometry` value as X programs conventionally accept it: `[=][WxH][{+-}X{+-}Y]`.
///
/// Parsed here rather than by Xlib's `XParseGeometry` so the rules (and the error message) are
/// plain Swift with tests. A negative offset counts from the right or bottom edge of the screen,
/// as in `xterm -geometry 80x24-0-0`.
public struct WindowGeometry: Sendable, Hashable {
    /// An offset along one axis: `+N` from the left/top edge, `-N` from the right/bottom edge.
    public enum Offset: Sendable, Hashable {
        case fromStart(Int)
        case fromEnd(Int)
    }

    /// Which corner of the window an offset pins, as ICCCM window gravity names it. Window
    /// managers need this in `WM_NORMAL_HINTS` to place `-0-0` against the frame's outer edge.
    public enum Gravity: Sendable, Hashable {
        case northWest, northEast, southWest, southEast
    }

    public var width: Int?
    public var height: Int?
    public var x: Offset?
    public var y: Offset?

    public init(width: Int? = nil, height: Int? = nil, x: Offset? = nil, y: Offset? = nil) {
        self.width = width; self.height = height; self.x = x; self.y = y
    }

    /// The largest side accepted: X limits windows to 32767, and no screen comes near this.
    public static let maximumSide = 16384

    /// The accepted shape, for error messages (in the language they are said in).
    public static let acceptedForm = Words.marked("WIDTHxHEIGHT, +X+Y or both, e.g. 1040x670+100+50 (negative offsets count from the right and bottom)")

    /// The geometry `text` names; its refusal is one line in the language of `words`.
    public static func parse(_ text: String, words: Words = .english) throws(InputError) -> WindowGeometry {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, trimmed != "=", let m = fields(of: trimmed) else {
            throw InputError(words("invalid geometry %1$s: expected %2$s", QuotedInput.quoted(text), words(acceptedForm)))
        }
        var g = WindowGeometry()
        if let w = m.width, let h = m.height {
            guard let wi = Int(w), let hi = Int(h), (1...maximumSide).contains(wi), (1...maximumSide).contains(hi) else {
                throw InputError(words("invalid geometry %1$s: width and height must each be 1–%2$s", QuotedInput.quoted(text), "\(maximumSide)"))
            }
            g.width = wi
            g.height = hi
        }
        if let (xs, xv, ys, yv) = m.offsets {
            guard let xi = Int(xv), let yi = Int(yv), xi <= 1 << 15, yi <= 1 << 15 else {
                throw InputError(words("invalid geometry %1$s: offsets must be at most %2$s", QuotedInput.quoted(text), "\(1 << 15)"))
            }
            g.x = xs == "+" ? .fromStart(xi) : .fromEnd(xi)
            g.y = ys == "+" ? .fromStart(yi) : .fromEnd(yi)
        }
        return g
    }

    /// The parts of `[=][WxH][{+-}X{+-}Y]`; nil when the text is not of that shape. A digit is
    /// any script's decimal digit, so `١٢٠x٨٠` is of the shape and then refused by its numbers.
    private static func fields(of text: String)
        -> (width: String?, height: String?, offsets: (Character, String, Character, String)?)? {
        var s = TextScanner(text)
        let digit: (Character) -> Bool = { $0.unicodeScalars.count == 1 && $0.unicodeScalars.first!.properties.numericType == .decimal }
        _ = s.take(oneOf: "=")
        var width: String?, height: String?
        if let w = s.digits(where: digit) {
            guard s.take(oneOf: "xX") != nil, let h = s.digits(where: digit) else { return nil }
            (width, height) = (w, h)
        }
        var offsets: (Character, String, Character, String)?
        if let xs = s.take(oneOf: "+-") {
            guard let xv = s.digits(where: digit), let ys = s.take(oneOf: "+-"), let yv = s.digits(where: digit) else { return nil }
            offsets = (xs, xv, ys, yv)
        }
        return s.atEnd ? (width, height, offsets) : nil
    }

    /// The window's top-left corner on a screen of the given size, or nil when no position was
    /// asked for (the window manager, or the server, then places it).
    public func origin(screenWidth: Int, screenHeight: Int, windowWidth: Int, windowHeight: Int) -> (x: Int, y: Int)? {
        guard let x, let y else { return nil }
        func place(_ o: Offset, screen: Int, size: Int) -> Int {
            switch o {
            case .fromStart(let n): n
            case .fromEnd(let n): screen - size - n
            }
        }
        return (place(x, screen: screenWidth, size: windowWidth), place(y, screen: screenHeight, size: windowHeight))
    }

    /// The gravity that keeps the named corner where the user put it.
    public var gravity: Gravity {
        let right = if case .fromEnd = x { true } else { false }
        let bottom = if case .fromEnd = y { true } else { false }
        switch (right, bottom) {
        case (false, false): return .northWest
        case (true, false): return .northEast
        case (false, true): return .southWest
        case (true, true): return .southEast
        }
    }
}

/// The window's size rules: its default size for the screen's dpi and the hints that keep the
/// face's shape while the user resizes.
public enum WindowSizing {
    /// The dpi at which the face opens at its natural size (X's and Xft's traditional default).
    public static let referenceDPI = 96.0
    /// Dpi values outside this range in `Xft.dpi` are typos, not screens; they are ignored.
    public static let plausibleDPI = 24.0...960.0
    /// The smallest window, as a fraction of the natural size: below it the labels stop reading.
    public static let minimumScale = 0.4

    /// The default window size: the natural 520×335 scaled by `dpi` / 96, shrunk (keeping the
    /// shape) if that would not fit on the screen.
    public static func defaultSize(dpi: Double?, screenWidth: Int? = nil, screenHeight: Int? = nil) -> (width: Int, height: Int) {
        let d = dpi.flatMap { plausibleDPI.contains($0) ? $0 : nil } ?? referenceDPI
        var scale = d / referenceDPI
        if let sw = screenWidth, let sh = screenHeight, sw > 0, sh > 0 {
            scale = min(scale, Double(sw) / FaceMetrics.naturalWidth, Double(sh) / FaceMetrics.naturalHeight)
        }
        return (Int((FaceMetrics.naturalWidth * scale).rounded()), Int((FaceMetrics.naturalHeight * scale).rounded()))
    }

    /// The numbers for `WM_NORMAL_HINTS`.
    public struct SizeHints: Sendable, Hashable {
        public var minWidth: Int
        public var minHeight: Int
        /// Min and max aspect are both this fraction (width / height), so a window manager that
        /// honours hints resizes the window only along the face's shape.
        public var aspectNumerator: Int
        public var aspectDenominator: Int
    }

    /// Minimum size and the face's aspect as a reduced fraction (520:335 = 104:67).
    public static let sizeHints: SizeHints = {
        let w = Int(FaceMetrics.naturalWidth.rounded()), h = Int(FaceMetrics.naturalHeight.rounded())
        let g = gcd(w, h)
        return SizeHints(minWidth: Int((FaceMetrics.naturalWidth * minimumScale).rounded()),
                         minHeight: Int((FaceMetrics.naturalHeight * minimumScale).rounded()),
                         aspectNumerator: w / g, aspectDenominator: h / g)
    }()

    /// `Xft.dpi` from the X resource database string (`RESOURCE_MANAGER` on the root window, as
    /// `xrdb -query` prints it), as dunst reads it; nil when unset or implausible.
    public static func xftDPI(resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingWhitespace()
            guard key == "Xft.dpi" || key == "Xft*dpi" else { continue }
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            guard let dpi = Double(value), plausibleDPI.contains(dpi) else { return nil }
            return dpi
        }
        return nil
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}

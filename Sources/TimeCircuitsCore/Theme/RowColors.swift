import FoundationEssentials

/// The LED colour of each row, top to bottom, when the user overrides the theme's: `red, green,
/// amber` is the prop's own, `red, red, red` the all-red display some replicas have.
public struct RowColors: Sendable, Hashable {
    /// Three colours, top row first.
    public var slots: [RGB]

    public init(_ slots: [RGB]) {
        precondition(slots.count == 3)
        self.slots = slots
    }

    /// Colours known by name: the prop's three and the LED colours replicas are built with.
    /// The named ones are the prop's gel colours, not CSS's, so `green` is the prop's green.
    public static let named: [(name: String, color: RGB)] = [
        ("red", Palette.red.tint), ("green", Palette.green.tint), ("amber", Palette.amber.tint),
        ("orange", RGB(hex: 0xFF6A10)), ("yellow", RGB(hex: 0xFFE020)), ("blue", RGB(hex: 0x2A7BFF)),
        ("cyan", RGB(hex: 0x20F0FF)), ("white", RGB(hex: 0xF4F4FF)), ("pink", RGB(hex: 0xFF3CA0)),
        ("purple", RGB(hex: 0xA040FF)),
    ]

    /// Reads `red, green, amber`, `#ff2a14, green, #fa0` or one colour for all three rows;
    /// nil unless it is one or three colours that `color(_:)` reads.
    public static func parse(_ text: String) -> RowColors? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        let colors = parts.compactMap(color)
        guard colors.count == parts.count else { return nil }
        switch colors.count {
        case 1: return RowColors(Array(repeating: colors[0], count: 3))
        case 3: return RowColors(colors)
        default: return nil
        }
    }

    /// One colour: a name from `named`, or `#rrggbb` / `#rgb` (the `#` may be left out).
    public static func color(_ text: String) -> RGB? {
        let t = text.trimmingWhitespace().lowercased()
        if let hit = named.first(where: { $0.name == t }) { return hit.color }
        let hex = t.hasPrefix("#") ? String(t.dropFirst()) : t
        guard hex.count == 3 || hex.count == 6, hex.allSatisfy(\.isHexDigit), var v = UInt32(hex, radix: 16) else {
            return nil
        }
        if hex.count == 3 {
            let (r, g, b) = ((v >> 8) & 0xF, (v >> 4) & 0xF, v & 0xF)
            v = (r * 17) << 16 | (g * 17) << 8 | b * 17
        }
        return RGB(hex: v)
    }

    /// What `parse` accepts, for messages.
    public static let expected = "one colour or three separated by commas (top row first), each a name ("
        + named.map(\.name).joined(separator: ", ") + ") or #rrggbb"

    /// The settings-file form: names where a colour has one, else `#rrggbb`.
    public var text: String {
        slots.map { c in RowColors.named.first { $0.color == c }?.name ?? c.hexText }.joined(separator: ", ")
    }
}

extension RGB {
    /// `#rrggbb`.
    public var hexText: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let v = byte(r) << 16 | byte(g) << 8 | byte(b)
        let digits = String(v, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

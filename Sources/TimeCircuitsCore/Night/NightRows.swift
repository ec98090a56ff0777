import FoundationEssentials

/// What each row does at night (`night-rows = dim,dim,off`, top row first): dimmed with the rest
/// of the face, or dark, as the replica switches each of its displays off on its own.
public struct NightRows: Sendable, Hashable {
    /// One row's night.
    public enum Light: String, Sendable, Hashable, CaseIterable {
        case dim
        case off
    }

    /// Top first; a row past the list is dimmed.
    public var rows: [Light]

    /// Trailing `dim`s are the default's and are dropped, so `dim,dim` and nothing are one value.
    public init(_ rows: [Light] = []) {
        var rows = rows
        while rows.last == .dim { rows.removeLast() }
        self.rows = rows
    }

    /// Every row dimmed: the face as night mode has always shown it.
    public static let dimmed = NightRows()

    public static let expected = Words.marked("up to three of dim or off, top row first, like dim,dim,off")

    /// Reads `dim,dim,off`; nil when a part is not `dim` or `off` or there are more than three.
    public static func parse(_ text: String) -> NightRows? {
        let parts = text.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
        guard (1...CityStore.capacity).contains(parts.count) else { return nil }
        let rows = parts.compactMap(Light.init(rawValue:))
        return rows.count == parts.count ? NightRows(rows) : nil
    }

    /// The settings-file form, `dim,dim,off`; `dim` for every row dimmed.
    public var text: String { rows.isEmpty ? Light.dim.rawValue : rows.map(\.rawValue).joined(separator: ",") }

    /// `shown` with the rows that are dark at night dark (their plates stay, as an empty row's).
    public func applied(to shown: [RowContent]) -> [RowContent] {
        guard rows.contains(.off) else { return shown }
        return shown.enumerated().map { i, row in
            guard i < rows.count, rows[i] == .off else { return row }
            return RowContent(plateName: row.plateName, readout: nil)
        }
    }
}

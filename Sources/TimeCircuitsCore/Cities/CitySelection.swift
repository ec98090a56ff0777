/// Turns a user's list of city ids (from `--cities` or the settings file) into the rows to show.
public enum CitySelection {
    /// The face has three rows; the prop has three.
    public static let maximumCount = 3

    /// Parses `new_york,london,hong_kong`. Ids are matched case-insensitively and `-` or spaces
    /// may stand for `_`, since people type "new-york".
    public static func parse(_ text: String, catalogue: CityCatalogue) throws(InputError) -> [City] {
        let ids = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
        if ids.allSatisfy(\.isEmpty) {
            throw InputError("no cities given: pass 1 to \(maximumCount) city ids, e.g. --cities new_york,london,hong_kong")
        }
        return try resolve(ids, catalogue: catalogue)
    }

    /// Resolves ids in order, refusing blanks, unknown ids, duplicates and more than three.
    public static func resolve(_ ids: [String], catalogue: CityCatalogue) throws(InputError) -> [City] {
        guard ids.count <= maximumCount else {
            throw InputError("too many cities (\(ids.count)): the face has \(maximumCount) rows; pass at most \(maximumCount) ids")
        }
        var cities: [City] = []
        for raw in ids {
            guard !raw.isEmpty else {
                throw InputError("empty city id in the list: separate 1 to \(maximumCount) ids with commas, e.g. new_york,london")
            }
            let id = normalised(raw)
            guard let city = catalogue.city(id: id) else {
                let near = catalogue.suggestions(for: raw)
                let hint = near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"
                throw InputError("unknown city \(QuotedInput.quoted(raw))\(hint); `timecircuits cities` lists the ids")
            }
            guard !cities.contains(city) else {
                throw InputError("city \"\(city.id)\" is listed twice: each city can fill one row")
            }
            cities.append(city)
        }
        return cities
    }

    public static func normalised(_ raw: String) -> String {
        String(raw.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 })
    }
}

/// Turns a user's list of city ids (from `--cities` or the settings file) into the rows to show.
public enum CitySelection {
    /// The face has three rows; the prop has three.
    public static let maximumCount = 3

    /// Parses `new_york,london,hong_kong`. Ids are matched case-insensitively and `-` or spaces
    /// may stand for `_`, since people type "new-york". A refusal is one line in the language of
    /// `words`.
    public static func parse(_ text: String, catalogue: CityCatalogue, words: Words = .english) throws(InputError) -> [City] {
        let ids = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
        if ids.allSatisfy(\.isEmpty) {
            throw InputError(words("no cities given: pass 1 to %1$s city ids, e.g. --cities new_york,london,hong_kong", "\(maximumCount)"))
        }
        return try resolve(ids, catalogue: catalogue, words: words)
    }

    /// Resolves ids in order, refusing blanks, unknown ids, duplicates and more than three.
    public static func resolve(_ ids: [String], catalogue: CityCatalogue, words: Words = .english) throws(InputError) -> [City] {
        guard ids.count <= maximumCount else {
            throw InputError(words("too many cities (%1$s): the face has %2$s rows; pass at most %2$s ids", "\(ids.count)", "\(maximumCount)"))
        }
        var cities: [City] = []
        for raw in ids {
            guard !raw.isEmpty else {
                throw InputError(words("empty city id in the list: separate 1 to %1$s ids with commas, e.g. new_york,london", "\(maximumCount)"))
            }
            let id = normalised(raw)
            guard let city = catalogue.city(id: id) else {
                let near = catalogue.suggestions(for: raw)
                throw InputError(near.isEmpty
                    ? words("unknown city %1$s; `timecircuits cities` lists the ids", QuotedInput.quoted(raw))
                    : words("unknown city %1$s (did you mean %2$s?); `timecircuits cities` lists the ids", QuotedInput.quoted(raw),
                            near.joined(separator: ", ")))
            }
            guard !cities.contains(city) else {
                throw InputError(words("city %1$s is listed twice: each city can fill one row", "\"\(city.id)\""))
            }
            cities.append(city)
        }
        return cities
    }

    public static func normalised(_ raw: String) -> String {
        String(raw.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 })
    }
}

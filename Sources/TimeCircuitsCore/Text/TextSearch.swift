extension StringProtocol {
    /// Whether `other` occurs in this text, compared character by character as `contains(_:)`
    /// compares. Written here because the standard library's search for a string in a string lives
    /// in _StringProcessing, whose regex engine and parser came with it: 0.9 MB of the binary, and
    /// 0.4 MB of it resident once any of it ran (issue 30). The catalogue's keys are a few words
    /// long, so the plain search is as fast.
    func includes(_ other: some StringProtocol) -> Bool {
        guard !other.isEmpty else { return true }
        var start = startIndex
        while start != endIndex {
            if self[start...].starts(with: other) { return true }
            formIndex(after: &start)
        }
        return false
    }
}

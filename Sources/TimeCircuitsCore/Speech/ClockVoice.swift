import FoundationEssentials

/// The clock's voice as the model keeps it: the time spoken on the hour (`HourlySpeech`), and how
/// the last sentence asked for fared, which the speech server alone can say (`ClockInput.spoken`)
/// and `ctl speak` is answered with.
struct ClockVoice: Sendable, Hashable {
    var hourly = HourlySpeech()
    /// Why the sentence last asked for could not be said, in one line; nil when it was, or while
    /// its answer has not come.
    private(set) var failure: String?

    /// A sentence is asked for: what the last one met is no answer for it.
    mutating func asked() { failure = nil }

    /// The speech server's answer for the sentence asked.
    mutating func spoken(failure: String?) { self.failure = failure }
}

/// A timer that is a repeating sequence of named phases, such as the pomodoro:
/// `work 25m, break 5m, x4, long break 15m`.
///
/// The phases before `xN` make one round, repeated N times; the phases after it (if any) take the
/// place of the last round's last phase, so the pomodoro's fourth break is the long one. Without
/// `xN` the phases run once.
public struct TimerCycle: Sendable, Hashable {
    /// One phase: its name, as the face writes it in capitals, and its length in seconds.
    public struct Phase: Sendable, Hashable {
        public var name: String
        public var seconds: Int

        public init(name: String, seconds: Int) {
            self.name = name
            self.seconds = seconds
        }
    }

    /// The phases of one round.
    public var round: [Phase]
    /// How many rounds.
    public var rounds: Int
    /// What ends the cycle in the last round's last phase's place (the long break).
    public var ending: [Phase]

    public init(round: [Phase], rounds: Int, ending: [Phase] = []) {
        self.round = round
        self.rounds = rounds
        self.ending = ending
    }

    /// The classic pomodoro, what `timer add pomodoro` starts.
    public static let pomodoro = TimerCycle(round: [Phase(name: "work", seconds: 25 * 60), Phase(name: "break", seconds: 5 * 60)],
                                            rounds: 4, ending: [Phase(name: "long break", seconds: 15 * 60)])

    /// The cycles known by name.
    public static let named: [String: TimerCycle] = ["pomodoro": pomodoro]

    /// The most rounds a cycle takes.
    public static let mostRounds = 99

    /// What the parser accepts, for its messages.
    public static let accepted = Words.marked("phases like work 25m, break 5m, x4, long break 15m (or pomodoro)")

    /// Every phase in the order they run.
    public var steps: [Phase] {
        var all: [Phase] = []
        for r in 1...rounds {
            var phases = round
            if r == rounds, !ending.isEmpty { phases = Array(phases.dropLast()) + ending }
            all += phases
        }
        return all
    }

    /// The round (from 1) step `index` belongs to.
    public func round(ofStep index: Int) -> Int { min(rounds, index / max(1, round.count) + 1) }

    /// Whether step `index` begins a round: its end is a round's work done, counted for the day.
    public func beginsRound(_ index: Int) -> Bool { index % max(1, round.count) == 0 }

    /// `WORK 2/4`: the phase and the round, as the face and the notices say them.
    public func label(ofStep index: Int) -> String {
        let steps = self.steps
        guard steps.indices.contains(index) else { return "" }
        let name = steps[index].name.uppercased()
        return rounds > 1 ? "\(name) \(round(ofStep: index))/\(rounds)" : name
    }

    /// `pomodoro`, or `work 25m, break 5m, x4, long break 15m`; nil with the reason when `text`
    /// is not a cycle.
    public static func parse(_ text: String, words: Words = .english) -> Result<TimerCycle, InputError> {
        let t = text.trimmingWhitespace()
        if let known = named[t.lowercased()] { return .success(known) }
        func bad() -> Result<TimerCycle, InputError> {
            .failure(InputError(words("%1$s is not a cycle; expected %2$s", QuotedInput.quoted(text), words(accepted))))
        }
        var before: [Phase] = [], after: [Phase] = []
        var rounds: Int?
        for part in t.split(separator: ",").map({ $0.trimmingWhitespace() }) {
            if part.lowercased().hasPrefix("x"), let n = Int(part.dropFirst()) {
                guard rounds == nil, (1...mostRounds).contains(n) else { return bad() }
                rounds = n
                continue
            }
            var words = part.split(separator: " ").map(String.init)
            guard words.count >= 2, case .success(let seconds) = TimerDuration.parse(words.removeLast()) else { return bad() }
            let name = words.joined(separator: " ")
            guard TimerName.problem(name) == nil else { return bad() }
            if rounds == nil { before.append(Phase(name: name, seconds: seconds)) } else { after.append(Phase(name: name, seconds: seconds)) }
        }
        guard !before.isEmpty else { return bad() }
        // Phases after the rounds with no `xN` before them cannot be: the `x` is what splits them.
        return .success(TimerCycle(round: before, rounds: rounds ?? 1, ending: after))
    }

    /// The text `parse` reads back: `work 25:00, break 5:00, x4, long break 15:00`.
    public var text: String {
        let phase = { (p: Phase) in "\(p.name) \(TimerDuration.text(p.seconds))" }
        var parts = round.map(phase)
        if rounds > 1 || !ending.isEmpty { parts.append("x\(rounds)") }
        parts += ending.map(phase)
        return parts.joined(separator: ", ")
    }
}

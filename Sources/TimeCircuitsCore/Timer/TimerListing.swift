import FoundationEssentials

/// The timers as every reader outside the face sees them: `timer list`, its `--json`, and the
/// words a notice or a screen reader uses. One entry a timer, numbered from 1 as the commands
/// take them (the first timer is 1), made from one `TimerRecord` at one instant, so that every
/// reader says the same.
public struct TimerListing: Sendable, Hashable, Codable {
    /// One timer.
    public struct Entry: Sendable, Hashable, Codable {
        /// Its number, from 1.
        public var number: Int
        /// What it is called (its name, or "4:00 timer").
        public var name: String
        /// `set`, `running`, `paused`, `finished` or `overtime` (finished and counting up).
        public var state: String
        /// Whole seconds left as the face shows them; in overtime, the seconds past the end.
        public var remaining: Int
        /// Its set length, in seconds.
        public var duration: Int
        /// When a running one ends, in ISO 8601 UTC; nil otherwise.
        public var ends: String?
        /// `WORK 2/4` for a cycle; nil for one countdown.
        public var phase: String?
        /// A cycle's rounds finished today.
        public var roundsToday: Int?
        /// Its traffic light now: green, amber or red.
        public var light: String

        public init(number: Int, name: String, state: String, remaining: Int, duration: Int, ends: String?, phase: String?,
                    roundsToday: Int?, light: String) {
            self.number = number
            self.name = name
            self.state = state
            self.remaining = remaining
            self.duration = duration
            self.ends = ends
            self.phase = phase
            self.roundsToday = roundsToday
            self.light = light
        }
    }

    public var timers: [Entry]

    /// The timers of `record` as they are now in a window or the alarm service's file: the ends
    /// already rung shown as such.
    public init(timers: [Entry]) { self.timers = timers }

    /// The timers of `record` at boot-clock `boot`, wall-clock `wall`; `day` is the local day,
    /// for the rounds.
    public init(_ record: TimerRecord, boot: Double, wall: Date, day: Int) {
        let first = NamedTimer(id: TimerRecord.firstID, name: record.name, countdown: record.timer)
        timers = ([first] + record.others).enumerated().map { i, t in
            let shown = t.countdown.shown(at: boot)
            let state: String = switch t.countdown.state {
            case .set: "set"
            case .running: "running"
            case .paused: "paused"
            case .finished: shown.seconds >= 1 ? "overtime" : "finished"
            }
            var ends: String?
            if case .running(let end) = t.countdown.state { ends = CivilDateTime.isoUTC(wall.addingTimeInterval(end - boot)) }
            return Entry(number: i + 1, name: t.title, state: state, remaining: shown.seconds, duration: t.countdown.duration, ends: ends,
                         phase: t.phaseLabel, roundsToday: t.cycle == nil ? nil : t.rounds(on: day),
                         light: t.countdown.phase(at: boot).label.lowercased())
        }
    }

    /// `1  Tea  running  3:12  WORK 2/4`: one line a timer, for `timer list`.
    public var lines: [String] {
        let width = timers.map(\.name.count).max() ?? 0
        return timers.map { t in
            let left = (t.state == "overtime" ? "+" : "") + TimerDuration.text(t.remaining)
            var cells = ["\(t.number)", t.name.padding(to: width), t.state.padding(to: 8), left]
            if let phase = t.phase { cells.append(phase + (t.roundsToday.map { "  (\($0) today)" } ?? "")) }
            return cells.joined(separator: "  ").trimmingWhitespace()
        }
    }
}

extension TimerListing.Entry {
    /// The entry as one JSON object, its keys sorted: the D-Bus `Timers` property's items, and
    /// what `timer list --json` prints for each.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The entry `json` wrote; nil for anything else.
    public init?(json: String) {
        guard let entry = try? JSONDecoder().decode(Self.self, from: Data(json.utf8)) else { return nil }
        self = entry
    }

    /// The entry with what changes as it runs left out: a count running down is read, not
    /// announced once a second (nor a running timer's end moved by +1 minute: read it).
    var steady: Self {
        var e = self
        if e.state == "running" || e.state == "overtime" {
            e.remaining = 0
            e.light = ""
            // Worked out from two clocks read a moment apart, it may tick over between reads.
            e.ends = nil
        }
        return e
    }
}

extension TimerRecord {
    /// The index in `[first] + others` of the timer `reference` names: its number from 1, or its
    /// name (as `timer list` shows it, any case); the reason, saying what is accepted, when none.
    public func index(of reference: String, words: Words = .english) -> Result<Int, InputError> {
        let all = [title] + others.map(\.title)
        let text = reference.trimmingWhitespace()
        if let n = Int(text), all.indices.contains(n - 1) { return .success(n - 1) }
        if let i = all.firstIndex(where: { $0.lowercased() == text.lowercased() }) { return .success(i) }
        let names = all.enumerated().map { "\($0.offset + 1) \(QuotedInput.quoted($0.element))" }.joined(separator: ", ")
        return .failure(InputError(words("there is no timer %1$s: expected a number or a name of %2$s (see 'timecircuits timer list')",
                                         QuotedInput.quoted(reference), names)))
    }

    /// The id of the timer at `index` of `[first] + others`.
    public func id(at index: Int) -> String { index == 0 ? Self.firstID : others[index - 1].id }

    /// `command` done to the record, as the window's `Timers` does it: the command line edits the
    /// file this way. False when it changed nothing.
    public mutating func perform(_ command: Timers.Command, boot: Double) -> Bool {
        let before = self
        func act(_ id: String, _ change: (inout NamedTimer) -> Void) {
            if id == Self.firstID {
                var first = NamedTimer(id: id, name: name, countdown: timer)
                change(&first)
                timer = first.countdown
            } else if let i = others.firstIndex(where: { $0.id == id }) {
                change(&others[i])
            }
        }
        switch command {
        case .add(let new, let start):
            guard !others.contains(where: { $0.id == new.id }) else { return false }
            var t = new
            if start { t.start(at: boot) }
            others.append(t)
        case .remove(let id): others.removeAll { $0.id == id }
        case .start(let id): act(id) { $0.start(at: boot) }
        case .pause(let id): act(id) { $0.pause(at: boot) }
        case .cancel(let id): act(id) { $0.stop() }
        case .skip(let id): act(id) { $0.skip(at: boot) }
        case .bringForward: break
        case .notice(let id, let action):
            act(id) { t in
                switch action {
                case .stop, .snooze: t.stop()
                case .addMinute: t.addMinute(at: boot)
                case .restart: t.restart(at: boot)
                }
            }
        }
        return self != before
    }

    /// A fresh id for a timer added at `wall`, unlike any in the record: base 36 of the
    /// millisecond, so two windows or commands adding at once are told apart.
    public func newID(at wall: Date) -> String {
        var n = Int((wall.timeIntervalSince1970 * 1000).rounded(.down))
        var id = String(n, radix: 36)
        while id == Self.firstID || others.contains(where: { $0.id == id }) {
            n += 1
            id = String(n, radix: 36)
        }
        return id
    }
}

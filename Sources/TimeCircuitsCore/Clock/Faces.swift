/// Which face the window shows, and the two big-digit faces: the timer's countdown runs out and
/// the stopwatch counts whichever face shows (`ClockModel+Faces`). A part of `ClockModel`.
struct Faces: Sendable {
    /// The clock, the timer or the stopwatch.
    var shown: FaceScreen
    var timer: TimerFace
    var stopwatch: StopwatchFace
}

import TimeCircuitsCore
import Glibc

/// The clock's messages to the terminal it was started from: warnings, errors, the timing trace.
/// One `write(2)` a message, so the lines of two processes sharing the terminal never interleave
/// within a line.
public enum StandardError {
    /// Writes `text` as it is (the caller ends it with a newline).
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }  // nowhere to report a broken stderr
            done += n
        }
    }
}

import CLinux
import Glibc

/// SIGINT, SIGTERM and SIGHUP as a file descriptor the event loop polls beside the X connection.
///
/// All three mean "quit": Ctrl+C in the terminal, a polite kill or a session ending, and the
/// terminal the clock was started from closing (SIGHUP), which is no reason to die mid-paint.
///
/// The signals are blocked and read from a signalfd, so no handler runs at all: a handler could
/// only reach the loop through a global, and the loop then ends cleanly (status 0) from its own
/// stack, with the window destroyed and the connection closed. SIGPIPE is ignored so that writing
/// to a server that has just died surfaces as Xlib's I/O error (one line, status 1) rather than a
/// silent death by signal.
public final class SignalWatch {
    public let fileDescriptor: Int32
    public static let watched = [SIGINT, SIGTERM, SIGHUP]

    /// Must run before any other thread starts: threads inherit the blocked mask, and a thread
    /// that did not block the signals would take the default action (death) instead.
    public init() {
        var mask = sigset_t()
        sigemptyset(&mask)
        for s in Self.watched { sigaddset(&mask, s) }
        pthread_sigmask(SIG_BLOCK, &mask, nil)
        signal(SIGPIPE, SIG_IGN)
        fileDescriptor = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
    }

    deinit { close(fileDescriptor) }

    /// Consumes a pending signal; returns its number, or nil when none was pending.
    public func take() -> Int32? {
        var info = signalfd_siginfo()
        let n = withUnsafeMutableBytes(of: &info) { read(fileDescriptor, $0.baseAddress, $0.count) }
        return n == MemoryLayout<signalfd_siginfo>.size ? Int32(info.ssi_signo) : nil
    }
}

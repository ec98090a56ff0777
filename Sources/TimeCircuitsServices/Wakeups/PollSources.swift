import Glibc

/// What a loop sleeps on, by name: each source is watched once with what to poll, all are
/// polled together until one is ready or the timeout passes, and afterwards each is asked by its
/// name whether it fired. Both loops (the window's and the alarm service's) sleep through one, so
/// neither keeps a pollfd array whose indices must match.
///
/// A source's descriptor is read again before every sleep: sd-bus asks for POLLOUT while writes
/// wait, and a socket comes and goes with its connection (the MQTT broker's, the accessibility
/// bus's); a descriptor of -1 is skipped by poll(), so a source whose socket has gone stays watched.
public final class PollSources<Name: Hashable> {
    /// How a sleep ended.
    public enum Woken: Equatable {
        /// At least one source is ready: ask `fired` or `revents`.
        case ready
        /// The timeout passed with nothing ready.
        case timedOut
        /// A signal came in (EINTR); nothing is ready.
        case interrupted
        /// poll() refused, with its errno.
        case failed(errno: Int32)
    }

    private var names: [Name] = []
    private var descriptors: [() -> pollfd] = []
    /// The pollfd array handed to poll(), in the order the sources were watched; kept between
    /// sleeps so an idle loop allocates nothing to sleep.
    private var polled: [pollfd] = []

    public init() {}

    /// Watches `name` through `descriptor`, read before each sleep. Watching a name again
    /// replaces what it polls.
    public func watch(_ name: Name, _ descriptor: @escaping () -> pollfd) {
        if let k = names.firstIndex(of: name) {
            descriptors[k] = descriptor
            return
        }
        names.append(name)
        descriptors.append(descriptor)
        polled.append(pollfd(fd: -1, events: 0, revents: 0))
    }

    /// Watches `name`'s descriptor `fd`, which stays the same, for reading (a timer, a signalfd,
    /// an inotify watch).
    public func watch(_ name: Name, readable fd: Int32) {
        watch(name) { pollfd(fd: fd, events: Int16(POLLIN), revents: 0) }
    }

    /// Sleeps in poll() until a source is ready or `milliseconds` pass (-1: until a source is
    /// ready). What fired is read with `fired` and `revents` until the next sleep.
    public func wait(milliseconds: Int32) -> Woken {
        for k in polled.indices { polled[k] = descriptors[k]() }
        let ready = polled.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        if ready > 0 { return .ready }
        if ready == 0 { return .timedOut }
        let number = errno
        // Nothing polled is ready after a failure; left as it was, a stale revents could be read.
        for k in polled.indices { polled[k].revents = 0 }
        return number == EINTR ? .interrupted : .failed(errno: number)
    }

    /// What the last sleep found on `name`'s descriptor (POLLIN, POLLOUT, POLLHUP, …); 0 for
    /// nothing, or for a name not watched.
    public func revents(_ name: Name) -> Int16 {
        guard let k = names.firstIndex(of: name) else { return 0 }
        return polled[k].revents
    }

    /// Whether the last sleep found anything on `name`'s descriptor.
    public func fired(_ name: Name) -> Bool { revents(name) != 0 }
}

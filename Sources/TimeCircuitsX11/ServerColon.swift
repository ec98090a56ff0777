import CX11
import FoundationEssentials
import Glibc
import TimeCircuitsCore

/// The colon's coming steps (`ColonHandOff`), shown by the X server on time while the loop sleeps.
///
/// The SYNC extension lets a client's requests wait in the server until a counter reaches a
/// value; its system counter SERVERTIME counts the server's milliseconds. Each step is queued as
/// an await of its instant followed by the copies of the colon's sprites at its level, so the
/// server blinks the colon by itself. An await holds up every later request of its connection,
/// so the steps go on a second connection of their own; the loop's connection stays free.
///
/// Steps are taken back (a key, a new minute, a step of the wall clock) by releasing every await
/// at once through a counter of the clock's own, after clipping the steps' GC to nothing so that
/// the copies still queued draw nothing; then a round trip on the steps' connection makes sure
/// the server is done with them before the loop repaints or frees what they copy.
final class ServerColon {
    /// The loop's connection, which releases the steps: theirs waits behind them.
    private let display: DisplayConnection
    /// The steps' own connection.
    let connection: OpaquePointer
    /// The GC every step copies with, the steps' connection's own.
    let gc: GC
    private let serverTime: XSyncCounter
    /// Set to a hand-off's number to release its awaits: the clock's own counter.
    private let release: XSyncCounter
    /// The number of the steps handed off last; each hand-off waits on its own.
    private var handOff: Int32 = 0
    /// The last step handed off and not yet taken back.
    private var lastStep: Date?
    private let clocks: any TimeSource

    /// Nil when the server has no SYNC extension or SERVERTIME counter (then the loop keeps its
    /// own ticks), or a second connection cannot be opened.
    init?(display: DisplayConnection, clocks: any TimeSource) {
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XSyncQueryExtension(display.pointer, &event, &error) != 0,
              XSyncInitialize(display.pointer, &major, &minor) != 0,
              let connection = XOpenDisplay(display.name) else { return nil }
        guard XSyncInitialize(connection, &major, &minor) != 0, let counter = Self.serverTimeCounter(connection) else {
            XCloseDisplay(connection)
            return nil
        }
        self.display = display
        self.clocks = clocks
        self.connection = connection
        serverTime = counter
        release = XSyncCreateCounter(display.pointer, XSyncValue(hi: 0, lo: 0))
        gc = XCreateGC(connection, display.root, 0, nil)
        // Copies from pixmaps never have obscured sources: no NoExpose events for nobody to read.
        XSetGraphicsExposures(connection, gc, 0)
        display.sync()
        XSync(connection, 0)
    }

    deinit {
        takeBack()
        XSyncDestroyCounter(display.pointer, release)
        // Closing the connection frees the GC on the server, not Xlib's own copy of it.
        XFreeGC(connection, gc)
        XCloseDisplay(connection)
    }

    private static func serverTimeCounter(_ connection: OpaquePointer) -> XSyncCounter? {
        var count: Int32 = 0
        guard let list = XSyncListSystemCounters(connection, &count) else { return nil }
        defer { XSyncFreeSystemCounterList(list) }
        return (0..<Int(count)).first { String(cString: list[$0].name) == "SERVERTIME" }.map { list[$0].counter }
    }

    /// Queues `steps`, each drawn by `show(level)` on `connection` with `gc`.
    func hand(_ steps: [ColonStep], show: (Double) -> Void) {
        guard let last = steps.last else { return }
        takeBack()
        let toServer = serverOffset()
        handOff &+= 1
        XSetClipMask(connection, gc, 0)  // A hand-off taken back left it clipped to nothing.
        for step in steps {
            let due = Int64((step.instant.timeIntervalSince1970 * 1000 + toServer).rounded())
            var conditions = [condition(serverTime, at: due), condition(release, at: Int64(handOff))]
            XSyncAwait(connection, &conditions, Int32(conditions.count))
            show(step.level)
        }
        XFlush(connection)
        lastStep = last.instant
    }

    /// Ends the steps handed off: those still to come draw nothing, and the server is done with
    /// every request of theirs when this returns.
    func takeBack() {
        guard lastStep != nil else { return }
        lastStep = nil
        XSetClipRectangles(display.pointer, gc, 0, 0, nil, 0, Unsorted)
        XSyncSetCounter(display.pointer, release, XSyncValue(hi: 0, lo: UInt32(bitPattern: handOff)))
        XFlush(display.pointer)
        // Discarding: the steps' connection reads no events, and whatever the server sent it
        // would otherwise stay in Xlib's queue for good (issue 44: a CounterNotify for each await
        // released, 208 bytes each: about 50 KB per panel opening, never given back).
        XSync(connection, 1)
    }

    /// Whether steps are handed off and not yet taken back.
    var holdsSteps: Bool { lastStep != nil }

    /// What to add to a wall-clock instant in milliseconds for the server's time of it.
    ///
    /// SERVERTIME is the server's CLOCK_MONOTONIC in milliseconds; on this machine it is ours too,
    /// which gives the offset exactly. A server elsewhere, or a clock faked for this process only,
    /// reads otherwise: then the counter is asked, and the offset is good to the round trip.
    private func serverOffset() -> Double {
        var before = timespec(), after = timespec()
        let wall = clocks.now().timeIntervalSince1970 * 1000
        clock_gettime(CLOCK_MONOTONIC, &before)
        var value = XSyncValue()
        XSyncQueryCounter(connection, serverTime, &value)
        clock_gettime(CLOCK_MONOTONIC, &after)
        let server = Double(Int64(value.hi) << 32 | Int64(value.lo))
        let ours = (Self.milliseconds(before) + Self.milliseconds(after)) / 2
        if abs(server - ours) < 5 { return Self.milliseconds(before) - wall }
        return server + 0.5 - (ours - Self.milliseconds(before)) - wall
    }

    private static func milliseconds(_ t: timespec) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6 }

    private func condition(_ counter: XSyncCounter, at value: Int64) -> XSyncWaitCondition {
        var c = XSyncWaitCondition()
        c.trigger.counter = counter
        c.trigger.value_type = XSyncAbsolute
        c.trigger.wait_value = XSyncValue(hi: Int32(truncatingIfNeeded: value >> 32), lo: UInt32(truncatingIfNeeded: value))
        c.trigger.test_type = XSyncPositiveComparison
        // An await sends a CounterNotify when the counter passes its value by at least the
        // threshold; zero (the default) means one for every step. Nobody reads them: the highest
        // threshold asks for none.
        c.event_threshold = XSyncValue(hi: Int32.max, lo: UInt32.max)
        return c
    }
}

import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsRender

/// The face of the size a drag rests on, background and lights, painted on a thread of its own
/// while the loop still shows sketches (issue 52); it also keeps the launch's background.
///
/// The relayout comes `FrameSchedule.relayoutDelay` after the last size. By then the face of that
/// size is painted, or being painted, here, with the lights the sketches showed, and the relayout
/// takes it as the first relayout takes the background painted at launch: what is left for it is
/// the lights that changed since (none, unless a minute turned or an animation moved) and the
/// upload. One thread at most, started by a drag's first size: it paints the newest size asked
/// for, and ends when none is. A size asked for while another is painted ends that painting at
/// its next part, so the size a drag rests on is started as it comes, not after the one before.
final class ResizeBackground: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The newest background asked for and not yet started.
    private var wanted: PaintedBackground.Key?
    /// The lights it was asked with, painted over it when it is done.
    private var wantedLights: AnimationFrame?
    /// The one being painted.
    private var painting: PaintedBackground.Key?
    /// The last one painted, until it is taken or another is asked for.
    private var painted: PaintedBackground?
    /// The memory of one given up for a newer size, for that size to be painted in (`PixelMemory`):
    /// kept only while a drag goes on.
    private var spare: PixelMemory?
    /// Moves on at each `take` or `drop`: a background started before is let go when done.
    private var round = 0
    private var running = false
    private let trace: TimingTrace?

    init(trace: TimingTrace?) {
        self.trace = trace
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    /// Asks for the background of `key`, the size the window now has, lit with `lights` (what the
    /// window shows meanwhile: the relayout paints only what changed since): painted at once when
    /// the thread is free, else as soon as the one under way gives up.
    func want(_ key: PaintedBackground.Key, lights: AnimationFrame?) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard painting != key, painted?.key != key else {
            wanted = nil
            return
        }
        wanted = key
        wantedLights = lights
        // A size's background is 38 MB at 4K: one kept at a time.
        painted = nil
        guard !running else { return }
        running = true
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { context in
            Unmanaged<ResizeBackground>.fromOpaque(context!).takeRetainedValue().work()
            return nil
        }, context)
        if made == 0 {
            pthread_detach(thread)
        } else {
            // No thread: the relayout paints its own, as it did before.
            Unmanaged<ResizeBackground>.fromOpaque(context).release()
            running = false
            wanted = nil
        }
    }

    /// Keeps `background`, painted elsewhere (the launch's), for `take` as if painted here.
    func keep(_ background: PaintedBackground?) {
        pthread_mutex_lock(mutex)
        painted = background
        pthread_mutex_unlock(mutex)
    }

    /// The background of `key` when it was asked for: the one painted, or the one being painted
    /// once it is done. Nil for any other, and nothing asked for before is painted after.
    func take(_ key: PaintedBackground.Key) -> PaintedBackground? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while painting == key || (wanted == key && running) { pthread_cond_wait(changed, mutex) }
        let found = painted?.key == key ? painted : nil
        forget()
        return found
    }

    /// Nothing asked for before is wanted any more (the face settled without a relayout of it).
    func drop() {
        pthread_mutex_lock(mutex)
        forget()
        pthread_mutex_unlock(mutex)
    }

    private func forget() {
        wanted = nil
        painted = nil
        spare = nil
        round += 1
    }

    /// Whether the background of `key`, started in `round`, is no longer wanted: another size
    /// was asked for since, or the relayout took or dropped what was asked. Asked from the
    /// painting's threads, between its parts.
    private func passedOver(_ key: PaintedBackground.Key, round: Int) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return round != self.round || (wanted != nil && wanted != key)
    }

    private func work() {
        pthread_mutex_lock(mutex)
        while let key = wanted {
            wanted = nil
            let round = self.round, lights = wantedLights
            var old = spare
            spare = nil
            painting = key
            pthread_mutex_unlock(mutex)
            let started = Date()
            // A drag's sizes differ little: the memory of the size before serves, one much larger is
            // let go. Made with room for the sizes after, which cost nothing until they are painted.
            let bytes = key.width * key.height * 4, room = ServerPicture.reuseSlack
            let memory = old.flatMap { $0.bytes >= bytes && Double($0.bytes) <= Double(bytes) * room * room ? $0 : nil }
                ?? PixelMemory(bytes: Int(Double(bytes) * room))
            old = nil
            var background = PaintedBackground(key, lights: lights, memory: memory, abandon: { self.passedOver(key, round: round) })
            trace?.backgroundAhead(width: key.width, height: key.height, ms: Date().timeIntervalSince(started) * 1000,
                                   abandoned: background == nil)
            pthread_mutex_lock(mutex)
            if background == nil, round == self.round { spare = memory }
            if round == self.round { swap(&painted, &background) }
            painting = nil
            pthread_cond_broadcast(changed)
            // One let go (taken by nothing, or the one before) is freed outside the lock.
            pthread_mutex_unlock(mutex)
            background = nil
            pthread_mutex_lock(mutex)
        }
        running = false
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }
}

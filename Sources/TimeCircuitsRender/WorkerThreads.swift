import Glibc
import Synchronization

/// The threads `Parallel` shares painting out to: one fewer than the cores, started at the first
/// share, each asleep on a condition variable between shares, so an idle clock has no thread that
/// wakes. libdispatch's pool did the sharing before, but once used it keeps a monitor timer firing
/// every second for the life of the process: a third of an idle clock's wake-ups (issue 30).
final class WorkerThreads: @unchecked Sendable {
    /// Guards everything below; heap-allocated, as pthread objects must not move.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Workers wait here for a share.
    private let shareReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The caller waits here for the last part.
    private let shareDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var body: ((Int) -> Void)?
    private var count = 0
    private var next = 0
    private var finished = 0
    /// One share at a time: tests render from many threads of one process.
    private let callers = Mutex(())

    /// `threads` workers beside the calling thread.
    init(threads: Int) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(shareReady, nil)
        pthread_cond_init(shareDone, nil)
        for _ in 0..<threads {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let made = pthread_create(&thread, nil, { context in
                Unmanaged<WorkerThreads>.fromOpaque(context!).takeRetainedValue().work()
            }, context)
            if made == 0 { pthread_detach(thread) } else { Unmanaged<WorkerThreads>.fromOpaque(context).release() }
        }
    }

    /// Runs `part` for each index in `0..<count`, on the workers and the calling thread, and
    /// returns when every part has returned.
    func forEach(_ count: Int, _ part: (Int) -> Void) {
        callers.withLock { _ in
            withoutActuallyEscaping(part) { part in
                pthread_mutex_lock(mutex)
                body = part
                self.count = count
                next = 0
                finished = 0
                pthread_cond_broadcast(shareReady)
                while next < count {
                    let i = next
                    next += 1
                    pthread_mutex_unlock(mutex)
                    part(i)
                    pthread_mutex_lock(mutex)
                    finished += 1
                }
                while finished < count { pthread_cond_wait(shareDone, mutex) }
                // Gone before `part` stops being valid: no worker can see it after this.
                body = nil
                pthread_mutex_unlock(mutex)
            }
        }
    }

    /// A worker's life: take a part while a share has parts left, sleep otherwise. The part is
    /// called here, not through a helper shared with `forEach`: handing the closure on as an
    /// argument makes a copy that can outlive the share, which the runtime stops the process for
    /// (`WorkerThreadsTests` sees it).
    private func work() -> Never {
        pthread_mutex_lock(mutex)
        while true {
            guard let part = body, next < count else {
                pthread_cond_wait(shareReady, mutex)
                continue
            }
            let i = next
            next += 1
            pthread_mutex_unlock(mutex)
            part(i)
            pthread_mutex_lock(mutex)
            finished += 1
            if finished == count { pthread_cond_signal(shareDone) }
        }
    }
}

/// A function run once on a thread of its own, joined when its result is needed: the label font
/// loaded while the window is set up, without libdispatch (see `WorkerThreads`).
public final class BackgroundTask: @unchecked Sendable {
    private var thread = pthread_t()
    private let started: Bool
    private let body: @Sendable () -> Void

    /// Starts `body` now; if no thread can be made, `wait()` runs it instead.
    public init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        if made != 0 { Unmanaged<Box>.fromOpaque(context).release() }
        started = made == 0
        self.thread = thread
    }

    /// Returns when the body has run (once; later calls return at once).
    public func wait() {
        guard !waited else { return }
        waited = true
        if started { pthread_join(thread, nil) } else { body() }
    }

    private var waited = false

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}

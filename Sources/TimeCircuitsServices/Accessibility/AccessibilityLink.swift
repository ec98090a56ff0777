import Glibc
import TimeCircuitsCore

/// The window's way to assistive technology: it follows `org.a11y.Status` on the session bus,
/// and only while a screen reader or another assistive technology runs does it connect to the
/// accessibility bus and serve the tree (`AccessibilityBridge`). Without one it holds a signal
/// subscription and nothing else: no connection, no tree, no wake-up.
public final class AccessibilityLink {
    private let status: AccessibilityStatus
    private let session: BusConnection
    private let environment: [String: String]
    private var bridge: AccessibilityBridge?
    /// The accessibility bus's address, once the launcher has given it while switched on.
    private var address: String?
    /// What actions done by assistive technology asked of the model, in order.
    private var asked: [ClockInput] = []
    /// Bumped at each switch on or off, so an address answer that arrives after a switch off is
    /// dropped.
    private var generation = 0
    private var warned = false

    /// Follows the status on `session`; nil where the session bus refuses even that.
    public init?(session: BusConnection, environment: [String: String]) {
        guard let status = try? AccessibilityStatus(session: session) else { return nil }
        self.status = status
        self.session = session
        self.environment = environment
        status.changed = { [unowned self] on in on ? connect() : disconnect() }
    }

    /// Whether assistive technology is reading: the loop makes trees only then.
    public var reading: Bool { status.enabled && address != nil }

    /// Whether the bridge waits for its first tree: the loop makes one now rather than at the
    /// next change.
    public var needsTree: Bool { reading && bridge == nil }

    /// Serves `tree` (made from the model's view), telling clients what changed since the last;
    /// the first tree after a switch-on connects.
    public func show(_ tree: AccessibleNode, origin: (x: Int, y: Int)) {
        if bridge == nil, let address { open(address, tree) }
        bridge?.origin = origin
        bridge?.show(tree)
    }

    /// The window's top-left corner is now at `origin` on the screen: extents asked for from now
    /// on are there.
    public func moved(to origin: (x: Int, y: Int)) { bridge?.origin = origin }

    /// The inputs actions asked for since the last call.
    public func takeInputs() -> [ClockInput] {
        defer { asked = [] }
        return asked
    }

    /// The accessibility bus's descriptor and events for poll(); fd -1 while not connected.
    public var pollDescriptor: pollfd {
        pollfd(fd: bridge?.bus.fileDescriptor ?? -1, events: bridge?.bus.pollEvents ?? 0, revents: 0)
    }

    /// How long sd-bus may wait on the accessibility bus before it has work of its own; -1 for never.
    public var timeoutMilliseconds: Int32 { bridge?.bus.pollTimeoutMilliseconds ?? -1 }

    /// Runs what the accessibility bus has for the bridge (clients' calls). A lost bus drops the
    /// bridge; the next switch-on connects again.
    public func process() {
        guard let bus = bridge?.bus else { return }
        do throws(BusError) { try bus.process() } catch {
            warn("the accessibility bus went away: \(error.message)")
            bridge = nil
            address = nil
        }
    }

    private func connect() {
        generation += 1
        let asked = generation
        do throws(BusError) {
            try AccessibilityStatus.busAddress(session: session, environment: environment) { [weak self] result in
                guard let self, asked == generation, status.enabled else { return }
                switch result {
                case .success(let address): self.address = address
                case .failure(let error): warn("no accessibility bus: \(error.message)")
                }
            }
        } catch {
            warn("no accessibility bus: \(error.message)")
        }
    }

    private func open(_ address: String, _ tree: AccessibleNode) {
        do throws(BusError) {
            let bridge = try AccessibilityBridge(bus: BusConnection(address: address, kind: "accessibility"), tree: tree)
            bridge.perform = { [unowned self] input in self.asked.append(input) }
            self.bridge = bridge
        } catch {
            warn("cannot serve the window to assistive technology: \(error.message)")
            self.address = nil
        }
    }

    private func disconnect() {
        generation += 1
        bridge = nil
        address = nil
    }

    /// Said once a run: a screen reader that cannot read the clock is worth a line, not a stream.
    private func warn(_ text: String) {
        guard !warned else { return }
        warned = true
        NoticeSender.warn(text)
    }
}

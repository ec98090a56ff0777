import CMosquitto
import FoundationEssentials
import Glibc
import TimeCircuitsCore

/// One connection to an MQTT broker through libmosquitto, driven by the caller's poll() loop:
/// `pollDescriptor` joins the loop, `service(revents:at:)` reads and writes what is ready, and
/// `misc(at:)` keeps the connection alive, so nothing ever blocks the clock. The one place
/// libmosquitto is called.
///
/// A client is one attempt: the link makes a new one for each connection it tries, so nothing of
/// a failed attempt (a half-open socket, a TLS state) is carried into the next.
final class MosquittoConnection {
    /// What happened on the connection, in the order it happened.
    enum Event: Equatable {
        case connected
        case failed(MQTTSession.Failure)
        case message(topic: String, payload: [UInt8])
    }

    private let handle: OpaquePointer
    private var events: [Event] = []
    /// Whether the attempt is over (failed): nothing more is read or written.
    private var over = false
    /// Whether the attempt speaks TLS: an OpenSSL failure then reads as errno EPROTO.
    private let tls: Bool
    /// When the loop must next call `misc`: a keep-alive after a minute without a packet out
    /// (`WakePolicy.brokerKeepAliveDue`).
    private(set) var miscDue: Date

    /// A client named `id`, with `will` (topic, payload) published retained by the broker when
    /// the connection is lost; nil when libmosquitto cannot be loaded.
    init?(id: String, user: String?, password: String?, will: (topic: String, payload: String)?, tls: Bool,
          certificateAuthority: String?) {
        guard tc_mosq_available() else { return nil }
        miscDue = .distantFuture
        self.tls = tls
        // `self` is handed to libmosquitto as its object once it exists; the callbacks find it there.
        guard let made = tc_mosq_new(id, nil) else { return nil }
        handle = made
        _ = tc_mosq_protocol_v311(handle)
        if let user { _ = tc_mosq_username_pw_set(handle, user, password) }
        if let will {
            let bytes = Array(will.payload.utf8)
            _ = tc_mosq_will_set(handle, will.topic, Int32(bytes.count), bytes, 1, true)
        }
        if tls {
            // Verified: against the authority named, or the system's (Debian's folder of them).
            // Refused, the attempt ends here: a password is never sent where TLS was asked for
            // and could not be had.
            let code = tc_mosq_tls_set(handle, certificateAuthority, certificateAuthority == nil ? Self.systemAuthorities : nil)
            if code != MOSQ_ERR_SUCCESS.rawValue {
                over = true
                let file = certificateAuthority ?? Self.systemAuthorities
                events.append(.failed(.setup("the certificate authority in \(file) cannot be used (\(String(cString: tc_mosq_strerror(code))))")))
            }
        }
        tc_mosq_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
        tc_mosq_connect_callback_set(handle) { _, object, code in
            guard let object else { return }
            let client = Unmanaged<MosquittoConnection>.fromOpaque(object).takeUnretainedValue()
            client.events.append(code == 0 ? .connected : .failed(.refused(String(cString: tc_mosq_connack_string(code)))))
        }
        tc_mosq_message_callback_set(handle) { _, object, message in
            guard let object, let message, let topic = message.pointee.topic else { return }
            let client = Unmanaged<MosquittoConnection>.fromOpaque(object).takeUnretainedValue()
            let count = Int(message.pointee.payloadlen)
            let payload = count > 0 && message.pointee.payload != nil
                ? Array(UnsafeRawBufferPointer(start: message.pointee.payload, count: count)) : []
            client.events.append(.message(topic: String(cString: topic), payload: payload))
        }
    }

    deinit { tc_mosq_destroy(handle) }

    /// Where Debian keeps the system's certificate authorities.
    static let systemAuthorities = "/etc/ssl/certs"

    /// Starts connecting to `host`:`port` without waiting: the socket connects as the loop polls
    /// it. Returns at once; a failure that is known at once comes back from the next `take`.
    func connect(host: String, port: Int, at now: Date) {
        guard !over else { return }
        let code = tc_mosq_connect_async(handle, host, Int32(port), WakePolicy.brokerKeepAliveSeconds)
        miscDue = WakePolicy.brokerKeepAliveDue(lastSent: now)
        if code != MOSQ_ERR_SUCCESS.rawValue { fail(code) }
    }

    /// The socket, with what to wait for: readable always, writable while packets wait to go.
    var pollDescriptor: pollfd {
        let fd = over ? -1 : tc_mosq_socket(handle)
        let events = Int16(POLLIN) | (tc_mosq_want_write(handle) ? Int16(POLLOUT) : 0)
        return pollfd(fd: fd, events: fd < 0 ? 0 : events, revents: 0)
    }

    /// Reads and writes what `revents` says is ready.
    func service(revents: Int16, at now: Date) {
        guard !over else { return }
        if revents & Int16(POLLIN | POLLERR | POLLHUP) != 0 {
            let code = tc_mosq_loop_read(handle)
            if code != MOSQ_ERR_SUCCESS.rawValue { return fail(code) }
        }
        if !over, revents & Int16(POLLOUT) != 0 || tc_mosq_want_write(handle) {
            let code = tc_mosq_loop_write(handle)
            if code != MOSQ_ERR_SUCCESS.rawValue { return fail(code) }
            miscDue = WakePolicy.brokerKeepAliveDue(lastSent: now)
        }
    }

    /// The keep-alive: a PINGREQ when a minute passed with nothing sent, and the end of a
    /// connection whose broker stopped answering.
    func misc(at now: Date) {
        guard !over else { return }
        let code = tc_mosq_loop_misc(handle)
        if code != MOSQ_ERR_SUCCESS.rawValue && code != MOSQ_ERR_NO_CONN.rawValue { return fail(code) }
        miscDue = WakePolicy.brokerKeepAliveDue(lastSent: now)
        service(revents: 0, at: now)
    }

    func subscribe(_ topic: String) {
        guard !over else { return }
        let code = tc_mosq_subscribe(handle, topic, 0)
        if code != MOSQ_ERR_SUCCESS.rawValue { fail(code) }
    }

    /// Sends `payload` on `topic` (at most once: an event that arrives late is worse than none),
    /// retained when asked (Home Assistant's configs and states).
    func publish(topic: String, payload: String, retain: Bool, at now: Date) {
        guard !over else { return }
        let bytes = Array(payload.utf8)
        let code = tc_mosq_publish(handle, topic, Int32(bytes.count), bytes, retain ? 1 : 0, retain)
        if code != MOSQ_ERR_SUCCESS.rawValue { return fail(code) }
        miscDue = WakePolicy.brokerKeepAliveDue(lastSent: now)
    }

    /// What happened since the last call.
    func take() -> [Event] {
        defer { events = [] }
        return events
    }

    /// Says goodbye to the broker (no will is sent then).
    func disconnect() {
        guard !over else { return }
        _ = tc_mosq_disconnect(handle)
        _ = tc_mosq_loop_write(handle)
        over = true
    }

    /// The attempt is over: the failure, in the link's terms.
    private func fail(_ code: Int32) {
        let number = errno
        guard !over else { return }
        over = true
        // Since libmosquitto 2.0.15 (Debian 13 has 2.0.21) the TLS handshake runs inside the
        // socket's reads, where OpenSSL's refusal of the broker's certificate comes back as
        // MOSQ_ERR_ERRNO with errno EPROTO, not as MOSQ_ERR_TLS as 2.0.11 (Debian 12) says it.
        let tlsFailed = code == MOSQ_ERR_TLS.rawValue || code == MOSQ_ERR_TLS_HANDSHAKE.rawValue
            || (tls && code == MOSQ_ERR_ERRNO.rawValue && number == EPROTO)
        if tlsFailed {
            events.append(.failed(.untrusted))
        } else if code == MOSQ_ERR_CONN_REFUSED.rawValue || code == MOSQ_ERR_AUTH.rawValue {
            events.append(.failed(.refused(String(cString: tc_mosq_strerror(code)))))
        } else if code == MOSQ_ERR_ERRNO.rawValue {
            events.append(.failed(.unreachable(String(cString: strerror(number)))))
        } else {
            events.append(.failed(.unreachable(String(cString: tc_mosq_strerror(code)))))
        }
    }
}

import CCanberra

/// libcanberra's context and property lists, wrapped once for the alarm's sound and the effects'
/// player: both name the application the same way to the sound server and its mixers. The
/// library is loaded by the first `open()` (CCanberra's shim); without it, that fails like a
/// machine without a sound server, with its own message.
enum CanberraContext {
    /// A context named as the clock and connected to the sound server; libcanberra's error code
    /// when none answers.
    static func open() -> Result<OpaquePointer, CanberraFailure> {
        var made: OpaquePointer?
        var r = tc_ca_context_create(&made)
        guard r == CA_SUCCESS, let made else { return .failure(CanberraFailure(code: r)) }
        r = withProperties([(CA_PROP_APPLICATION_NAME, "Time Circuits"), (CA_PROP_APPLICATION_ID, "timecircuits"),
                            (CA_PROP_APPLICATION_ICON_NAME, "timecircuits")]) { tc_ca_context_change_props_full(made, $0) }
        // Opening connects to the sound server now, so a machine without one is known at once.
        if r == CA_SUCCESS { r = tc_ca_context_open(made) }
        guard r == CA_SUCCESS else {
            tc_ca_context_destroy(made)
            return .failure(CanberraFailure(code: r))
        }
        return .success(made)
    }

    /// Builds a ca_proplist (the non-variadic way to pass properties) for the length of `body`.
    static func withProperties(_ properties: [(String, String)], _ body: (OpaquePointer) -> Int32) -> Int32 {
        var list: OpaquePointer?
        var r = tc_ca_proplist_create(&list)
        guard r == CA_SUCCESS, let list else { return r }
        defer { tc_ca_proplist_destroy(list) }
        for (key, value) in properties {
            r = tc_ca_proplist_sets(list, key, value)
            if r != CA_SUCCESS { return r }
        }
        return body(list)
    }
}

/// A libcanberra error code, with its message.
struct CanberraFailure: Error {
    let code: Int32
    var message: String { String(cString: tc_ca_strerror(code)) }
}

import CSpeechd
import TimeCircuitsCore
import TimeCircuitsStorage

/// The clock's voice: what the model asks to be spoken (`ClockEffect.speak`), said through
/// speech-dispatcher, the service Orca and every Linux screen reader speak through, so it comes
/// in the voice, rate and volume its user already chose. No speech engine of the clock's own.
///
/// The connection is opened the first time something is said, not at launch: a clock that never
/// speaks holds no socket and loads no library. A server that went away (restarted, or stopped
/// when idle, as speech-dispatcher does after a while with no clients) is connected to again at
/// the next sentence. Where no server can be reached the sentence is lost; that is said on stderr
/// once, not at every press, and again only after speech has worked in between.
public final class Speaker {
    private var connection: UnsafeMutablePointer<SPDConnection>?
    /// The language last set on the connection, so it is set once per connection.
    private var language: String?
    /// Whether the failure has been told on stderr since speech last worked.
    private var warned = false
    private let words: Words

    public init(words: Words) { self.words = words }

    deinit { close() }

    /// Says `text` in `language` (the message catalogue's, as gettext names it: `de`, `pt_BR`).
    /// Returns nil once the server took it, or why not, in one line in the user's language (what
    /// `ctl speak` prints); the first failure is also written on stderr.
    @discardableResult
    public func say(_ text: String, language: String) -> String? {
        // Twice at most: a connection whose server went away fails its first sentence, and a new
        // one is tried at once.
        for attempt in 0..<2 {
            let opened: UnsafeMutablePointer<SPDConnection>
            switch connect() {
            case .success(let c): opened = c
            case .failure(let why): return failed(why)
            }
            let code = Self.speechLanguage(language)
            if self.language != code, tc_spd_set_language(opened, code) == 0 { self.language = code }
            if tc_spd_say(opened, text) >= 0 {
                warned = false
                return nil
            }
            close()
            if attempt == 1 { break }
        }
        return failed(words("the speech server did not take the sentence"))
    }

    /// The connection, opened if there is none.
    private func connect() -> Result<UnsafeMutablePointer<SPDConnection>, SpeechFailure> {
        if let connection { return .success(connection) }
        var error: UnsafeMutablePointer<CChar>?
        guard let opened = tc_spd_open("timecircuits", &error) else {
            let why = error.map { String(cString: $0) } ?? "speech-dispatcher did not answer"
            tc_spd_free_error(error)
            return .failure(SpeechFailure(message: why.trimmingWhitespace()))
        }
        tc_spd_free_error(error)
        connection = opened
        language = nil
        return .success(opened)
    }

    private func close() {
        tc_spd_close(connection)
        connection = nil
        language = nil
    }

    /// The line for a failure, and the warning, once.
    private func failed(_ why: String) -> String {
        let line = words("the time cannot be spoken: no speech server (speech-dispatcher) answered: %1$s", why)
        if !warned {
            warned = true
            StandardError.write("timecircuits: \(line)\n")
        }
        return line
    }

    private func failed(_ failure: SpeechFailure) -> String { failed(failure.message) }

    /// gettext's language (`pt_BR`, `de_DE.UTF-8`, `en`) as speech-dispatcher takes it, an
    /// RFC 1766 code (`pt-BR`, `de-DE`, `en`).
    public static func speechLanguage(_ gettext: String) -> String {
        let bare = gettext.split(separator: ".").first.map(String.init) ?? gettext
        let plain = bare.split(separator: "@").first.map(String.init) ?? bare
        return plain.isEmpty ? "en" : plain.replacing("_", with: "-")
    }
}

/// Why speech-dispatcher could not be reached, as libspeechd said it.
private struct SpeechFailure: Error {
    var message: String
}

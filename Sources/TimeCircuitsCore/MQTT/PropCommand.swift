/// A command from the replica's command topic (`bttf/tcd/cmd`), in the replica's words
/// (TCD firmware README), which the props and people's Home Assistant automations send: the
/// clock does what the matching key or menu item does.
///
/// `SOUNDS_ON` and `SOUNDS_OFF` are the clock's own, for Home Assistant's sounds switch, and so
/// are `DISPLAY_FULL`, `DISPLAY_MINIMAL` and `DISPLAY_ROOM`, for its display-mode select, and
/// `TIMER_PRESET_1`…`TIMER_PRESET_9`, for its buttons that start a preset: the replica has no
/// such words.
public enum PropCommand: Sendable, Hashable {
    /// T.
    case timeTravel
    /// R.
    case returnToPresent
    /// BEEP_ON, BEEP_OFF, BEEP_30, BEEP_60.
    case beep(BeepMode)
    /// ALARM_ON and ALARM_OFF: every alarm switched on or off (the replica has one alarm).
    case alarms(Bool)
    /// NIGHTMODE_ON and NIGHTMODE_OFF.
    case night(Bool)
    /// SOUNDS_ON and SOUNDS_OFF (the clock's own words).
    case sounds(Bool)
    /// DISPLAY_FULL, DISPLAY_MINIMAL and DISPLAY_ROOM (the clock's own words).
    case displayMode(DisplayMode)
    /// TIMER_PRESET_1…TIMER_PRESET_9 (the clock's own words): a new timer of that preset slot,
    /// started, as Space on the preset's row of the TIMERS page.
    case timerPreset(slot: Int)

    /// The words, upper case, and the command each is.
    public static let words: [(word: String, command: PropCommand)] = [
        ("TIMETRAVEL", .timeTravel), ("RETURN", .returnToPresent),
        ("BEEP_ON", .beep(.on)), ("BEEP_OFF", .beep(.off)), ("BEEP_30", .beep(.thirtySeconds)), ("BEEP_60", .beep(.sixtySeconds)),
        ("ALARM_ON", .alarms(true)), ("ALARM_OFF", .alarms(false)),
        ("NIGHTMODE_ON", .night(true)), ("NIGHTMODE_OFF", .night(false)),
        ("SOUNDS_ON", .sounds(true)), ("SOUNDS_OFF", .sounds(false)),
    ] + DisplayMode.allCases.map { ($0.commandWord, .displayMode($0)) }
        + (1...TimerPresets.count).map { ("TIMER_PRESET_\($0)", .timerPreset(slot: $0)) }

    /// The word that asks for this command.
    public var word: String { Self.words.first { $0.command == self }!.word }

    /// The longest payload read as a command: the longest word with room for spaces around it.
    public static let longestPayload = 64

    /// The command `payload` asks for, case-insensitive and with surrounding blanks ignored; a
    /// payload that is none says why, in one line for the debug log.
    public static func parse(_ payload: [UInt8]) -> Result<PropCommand, PropPayloadError> {
        guard payload.count <= longestPayload else { return .failure(.tooLong(bytes: payload.count, limit: longestPayload)) }
        guard payload.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            return .failure(.notASCII)
        }
        // A line break too: `echo TIMETRAVEL | mosquitto_pub -s` sends one.
        let word = String(decoding: payload, as: UTF8.self).trimmingWhitespaceAndNewlines().uppercased()
        if let known = words.first(where: { $0.word == word }) { return .success(known.command) }
        // The replica's music player's words (MP_PLAY, MP_NEXT…): for a player the clock has not.
        if word.hasPrefix("MP_") { return .failure(.notOurs(word)) }
        return .failure(.unknown(word))
    }
}

/// Why a payload was not taken, for the one debug line.
public enum PropPayloadError: Error, Sendable, Hashable {
    case tooLong(bytes: Int, limit: Int)
    case notASCII
    /// A replica word for something the clock does not have (the music player).
    case notOurs(String)
    case unknown(String)

    /// One line, with nothing of the payload that could upset a terminal: quoted, escaped, cut
    /// short.
    public var message: String {
        switch self {
        case .tooLong(let bytes, let limit): "a payload of \(bytes) bytes, longer than \(limit)"
        case .notASCII: "a payload that is not printable ASCII"
        case .notOurs(let word): "\(QuotedInput.quoted(String(word.prefix(32)))) is for the replica's music player, which the clock has not"
        case .unknown(let word): "\(QuotedInput.quoted(String(word.prefix(32)))) is not a command"
        }
    }
}

/// A message for the DESTINATION TIME row, from the messages topic: printable ASCII, at most
/// 255 characters (the replica's limit), shown upper case as the row's segments spell it.
public enum PropMessage {
    public static let longest = 255

    public static func parse(_ payload: [UInt8]) -> Result<String, PropPayloadError> {
        guard payload.count <= longest else { return .failure(.tooLong(bytes: payload.count, limit: longest)) }
        guard payload.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            return .failure(.notASCII)
        }
        // Line breaks and tabs as spaces, byte by byte: "\r\n" is one Character, which neither
        // "\r" nor "\n" matches.
        let spaced = payload.map { $0 < 0x20 ? UInt8(ascii: " ") : $0 }
        let text = String(decoding: spaced, as: UTF8.self).split(separator: " ").joined(separator: " ").uppercased()
        return text.isEmpty ? .failure(.unknown("")) : .success(text)
    }
}

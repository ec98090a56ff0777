import FoundationEssentials

/// The replica's display modes (Time-Circuits-Display 3.2x). The raw value is its spelling in the
/// settings file, on D-Bus and in `ctl`.
public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
    /// The three rows, as ever.
    case full
    /// Only the present-time row lit, the weekday in place of the year.
    case minimal
    /// A row shows the room's temperature and humidity, read from MQTT: the top row, or the
    /// second when the top row is the present time's (`roomSlot`).
    case room

    /// The settings file's `display-mode`; the reader refuses `room` without a broker.
    public static func fromSettings(_ text: String) -> DisplayMode? {
        DisplayMode(rawValue: text.lowercased())
    }

    /// What `ctl display-mode`, D-Bus's `SetDisplayMode` and the settings file accept, for the
    /// one line that refuses anything else (marked for the catalogue).
    public static let expected = Words.marked("full, minimal or room")

    /// The mode's name on the menu's entry and the theme page's row, in English (the catalogue's key).
    public var title: String {
        switch self {
        case .full: Words.marked("Full")
        case .minimal: Words.marked("Minimal")
        case .room: Words.marked("Room condition")
        }
    }

    /// The mode after this one, as the menu's entry and the theme page's D step them; the last
    /// goes back to the first. `refused` are skipped: the room condition once it was refused for
    /// want of a broker, so a second step goes on rather than being refused again.
    public func next(skipping refused: Set<DisplayMode> = []) -> DisplayMode {
        let all = Self.allCases
        var i = all.firstIndex(of: self)!
        repeat { i = (i + 1) % all.count } while refused.contains(all[i]) && all[i] != self
        return all[i]
    }

    /// The MQTT command word that asks for this mode (`DISPLAY_MINIMAL`).
    public var commandWord: String { "DISPLAY_" + rawValue.uppercased() }
}

/// The room's temperature and humidity as the room-condition row shows them at one instant.
public struct RoomView: Sendable, Hashable {
    /// In the unit chosen; nil until a reading came.
    public var temperature: Double?
    public var unit: TemperatureUnit
    /// Relative humidity, percent; nil until a reading came (a thermometer may send none).
    public var humidity: Double?
    /// True when the newest reading is older than the age set: the numbers are the last known,
    /// not the room's now.
    public var stale: Bool

    /// `21.5 °C · 45 %`, `-- °C` before any reading; stale readings are said to be.
    public var text: String {
        let t = temperature.map { NumberText.fixed($0, places: 1) } ?? "--"
        let h = humidity.map { " · " + NumberText.fixed($0, places: 0) + " %" } ?? ""
        return (stale ? RoomView.staleWord + " " : "") + t + " " + unit.sign + h
    }

    /// The temperature as the YEAR field's four cells show it: whole degrees and the unit's
    /// letter (` 22C`, `-12C`, `104F`); nil before a reading or out of the cells' reach.
    public var segments: String? {
        guard let temperature else { return nil }
        let whole = Int(temperature.rounded())
        guard (-99...999).contains(whole) else { return nil }
        return String(whole) + (unit == .celsius ? "C" : "F")
    }

    /// The word before a reading older than the age set, on the plate and in `now`.
    public static let staleWord = "STALE"
    /// The room-condition row's plate, in the prop's language.
    public static let plate = "ROOM CONDITION"
}

/// Which of the replica's display modes shows, and the room condition it reads: a part of the
/// face in the model's shape. The MQTT link hands it what the sensor's topics say; the painter
/// reads its rows.
public struct ReplicaDisplay: Sendable {
    public enum Input: Sendable {
        /// The user chose `mode`; `broker` is whether an MQTT broker is set, without which the
        /// room condition has nothing to read.
        case choose(DisplayMode, broker: Bool)
        /// A message on the temperature or humidity topic, at wall-clock `at`.
        case message(RoomReading.Quantity, payload: String, at: Date)
        /// How old a reading may be before it shows as stale, and the unit shown.
        case configure(staleAfter: TimeInterval, unit: TemperatureUnit)
    }

    public enum Event: Sendable, Equatable {
        case chose(DisplayMode)
        /// The mode was refused, and why, in one line.
        case refused(DisplayMode, reason: String)
        /// A message carried no number; it is said once and the last reading kept.
        case unreadable(RoomReading.Quantity, payload: String)
        case read(RoomReading.Quantity)
    }

    public private(set) var mode: DisplayMode = .full
    public private(set) var staleAfter: TimeInterval = ReplicaDisplay.defaultStaleAfter
    public private(set) var unit: TemperatureUnit = .celsius
    private var temperature: RoomReading?
    private var humidity: RoomReading?

    /// A sensor that says nothing for half an hour is no longer the room's now.
    public static let defaultStaleAfter: TimeInterval = 30 * 60
    /// Why the room condition is refused without a broker.
    public static let noBrokerReason = Words.marked("the room condition needs an MQTT broker (mqtt = mqtt://host)")

    public init() {}

    public mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .choose(let new, let broker):
            if new == .room && !broker { return [.refused(.room, reason: Self.noBrokerReason)] }
            guard new != mode else { return [] }
            mode = new
            return [.chose(new)]
        case .message(let quantity, let payload, let at):
            guard let reading = RoomReading.parse(payload, as: quantity, unit: unit, at: at) else {
                return [.unreadable(quantity, payload: payload)]
            }
            switch quantity {
            case .temperature: temperature = reading
            case .humidity: humidity = reading
            }
            return [.read(quantity)]
        case .configure(let age, let newUnit):
            staleAfter = age
            unit = newUnit
            return []
        }
    }

    /// The room condition at wall-clock `wall`. Stale goes by the temperature, the row's main
    /// number, or by the humidity when no thermometer sends.
    public func room(at wall: Date) -> RoomView {
        let newest = temperature?.at ?? humidity?.at
        return RoomView(temperature: temperature.map { unit.converted($0.value, from: $0.unit) }, unit: unit,
                        humidity: humidity?.value, stale: newest.map { wall.timeIntervalSince($0) >= staleAfter } ?? false)
    }

    /// The next instant the room row changes by itself: when the newest reading goes stale.
    public func nextChange(after wall: Date) -> Date? {
        guard mode == .room, let newest = temperature?.at ?? humidity?.at else { return nil }
        let edge = newest.addingTimeInterval(staleAfter)
        return edge > wall ? edge : nil
    }

    /// `rows` as the mode shows them at `wall`; `present` is the slot of the present-time row.
    public func shown(_ rows: [RowContent], present: Int, at wall: Date) -> [RowContent] {
        switch mode {
        case .full:
            return rows
        case .minimal:
            return rows.indices.map { slot in
                guard slot == present else { return .dark }
                var row = rows[slot]
                row.yearWord = row.readout.map(Self.weekday)
                return row
            }
        case .room:
            var rows = rows
            if let slot = Self.roomSlot(rows: rows.count, present: present) {
                let room = room(at: wall)
                rows[slot] = RowContent(plateName: RoomView.plate, readout: nil, sidePlate: room.text)
                // The temperature in the YEAR field's segments while it is current; a stale one
                // leaves them dark, so the row cannot be read at a glance as the room's now.
                rows[slot].yearWord = room.stale ? nil : room.segments
            }
            return rows
        }
    }

    /// The row the room condition takes: the top row, unless that is the present time's, then the
    /// next. The replica's room-condition mode takes the destination row and keeps the present
    /// time lit; a desk clock showing one city must not lose its time to the thermometer.
    public static func roomSlot(rows: Int, present: Int) -> Int? {
        (0..<rows).first { $0 != present }
    }

    /// The readout's weekday as the year field shows it: `THU`.
    static func weekday(_ readout: Readout) -> String {
        let day = SpokenTime.weekday(year: readout.year, month: SpokenTime.month(of: readout.month), day: readout.day)
        return Self.weekdays[day]
    }

    static let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
}

import FoundationEssentials

/// What the model tells its listeners when its status changed (`ClockEffect.statusChanged`): the
/// status worked out once and compared once with the last told, here, so the D-Bus service and
/// the MQTT link carry out what it says and keep no copy of their own to compare with.
public struct StatusChange: Sendable, Hashable {
    /// The status now.
    public var status: ClockStatus
    /// The D-Bus properties whose values changed (PropertiesChanged); none for the first status
    /// told, which nobody can have read an older value of.
    public var properties: [String]
    /// The countdown ran out since the last status told: the TimerFinished signal.
    public var timerFinished: Bool
    /// Home Assistant's states that changed, in `HomeAssistantDiscovery.states` order; every one
    /// for the first status told and after the props' link came up, since a broker that was away
    /// may have lost the retained ones.
    public var homeAssistant: [HomeAssistantDiscovery.State]
    /// The timer face's presets when Home Assistant's preset buttons should follow them: when
    /// they changed, and with the states told whole; nil otherwise.
    public var presets: TimerPresets? = nil
}

/// The status as last told, and the one comparison that says what changed since: a part of the
/// model's announcements.
struct StatusAnnouncer: Sendable, Hashable {
    /// The status last told; nil before the first.
    private(set) var last: ClockStatus?
    /// Home Assistant's states last told, which the next alarm's words are part of.
    private var lastHomeAssistant: [HomeAssistantDiscovery.State] = []
    /// Whether Home Assistant hears every state at the next status told: the props' link came up.
    private var propsAfresh = false
    /// The presets last told, for Home Assistant's preset buttons.
    private var lastPresets: TimerPresets?

    /// The props' link came up: Home Assistant hears every state again.
    mutating func propsLinked() { propsAfresh = true }

    /// What changed, told, since the last status told; nil when nothing a listener sees did.
    /// `presets`, the timer face's, are told beside the status for Home Assistant's buttons.
    mutating func tell(_ status: ClockStatus, nextAlarm: String?, presets: TimerPresets? = nil) -> StatusChange? {
        let states = HomeAssistantDiscovery.states(status, nextAlarm: nextAlarm)
        let old = last
        let whole = propsAfresh || old == nil
        let homeAssistant = whole ? states : zip(states, lastHomeAssistant).filter { $0 != $1 }.map(\.0)
        let presetsTold = whole || presets != lastPresets ? presets : nil
        last = status
        lastHomeAssistant = states
        lastPresets = presets
        propsAfresh = false
        let properties = old.map { status.changedProperties(since: $0) } ?? []
        let finished = old.map { status.timerFinished(since: $0) } ?? false
        guard !properties.isEmpty || finished || !homeAssistant.isEmpty || presetsTold != nil else { return nil }
        return StatusChange(status: status, properties: properties, timerFinished: finished, homeAssistant: homeAssistant,
                            presets: presetsTold)
    }
}

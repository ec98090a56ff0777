import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsServices

/// The services the loop follows beside the X server: the alarm service that rings, and the
/// broker the replica props speak through. What they report goes to the model as inputs.
extension EventLoop {
    /// Hands the model what came from the broker, and tells it when the link came up or went
    /// down (the model then has the clock's state published for Home Assistant).
    func followProps(revents: Int16) {
        guard let props = services.props else { return }
        let now = clocks.now()
        for incoming in props.process(revents: revents, at: now) {
            switch incoming {
            case .command(let command): send(.prop(command))
            case .message(let text): send(.propMessage(text))
            case .room(let quantity, let payload): send(.roomReading(quantity, payload: payload))
            }
        }
        guard props.takeChange() else { return }
        send(.propLink(connected: props.connected, state: props.stateText))
    }

    /// Hands the model what the alarm service reports, and how the bus answered the starts the
    /// model asked for (it decides when to start the service: `AlarmServiceRetry`).
    func followAlarmService() {
        guard let link = services.alarmLink else { return }
        if let change = link.takeChange() { send(.alarmService(change)) }
        for label in link.takeRang() { send(.alarmServiceRang(label: label)) }
        for answer in link.takeStartAnswers() { send(.alarmServiceStartAnswered(answer)) }
    }
}

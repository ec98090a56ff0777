import Foundation
import TimeCircuitsCore

/// Sends the model's desktop notices. (Joined to the session bus in the next step.)
final class Notifier {
    func send(_ notice: DesktopNotice) {
        FileHandle.standardError.write(Data("timecircuits: \(notice.summary)\n".utf8))
    }
}

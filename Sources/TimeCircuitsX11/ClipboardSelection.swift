import CX11

/// The CLIPBOARD selection while the clock owns it: plan mode's Ctrl+C (`copyToClipboard`).
///
/// X has no clipboard store: the owner keeps the text and hands it to each program that asks
/// (ICCCM §2). So the window becomes the owner, answers every `SelectionRequest` itself (the
/// list of targets, the text as UTF8_STRING, as Latin-1 STRING when it can be, the time it took
/// ownership), and lets go on `SelectionClear`, when another program copies something.
final class ClipboardSelection {
    private let display: DisplayConnection
    private let window: Window
    /// The text offered; nil while another program owns the selection.
    private(set) var text: String?
    /// When the clock became the owner, as the server's clock read it: the TIMESTAMP target's
    /// answer, and the limit on requests ICCCM says an owner refuses (those from before it).
    private var ownedSince: Time = 0
    /// The server time of the last key or click: ICCCM asks an owner to claim a selection with
    /// the time of the user's action, never CurrentTime, so that late claims lose races fairly.
    var userTime: Time = 0

    init(display: DisplayConnection, window: Window) {
        self.display = display
        self.window = window
    }

    /// Takes the CLIPBOARD with `line`. False when the server gave it to another program (a
    /// claim older than the current owner's).
    @discardableResult
    func own(_ line: String) -> Bool {
        let clipboard = display.atom("CLIPBOARD")
        let time = userTime == 0 ? Time(CurrentTime) : userTime
        XSetSelectionOwner(display.pointer, clipboard, window, time)
        guard XGetSelectionOwner(display.pointer, clipboard) == window else {
            text = nil
            return false
        }
        text = line
        ownedSince = time
        XFlush(display.pointer)
        return true
    }

    /// Another program took the selection: the clock's text is no longer offered.
    func cleared(_ event: XSelectionClearEvent) {
        guard event.selection == display.atom("CLIPBOARD"), event.window == window else { return }
        text = nil
    }

    /// Answers a program asking for the selection: the text in the form asked for, written on
    /// its window, and a SelectionNotify saying where (or that it cannot be had).
    func answer(_ request: XSelectionRequestEvent) {
        // Obsolete clients name no property: the target's name is the property then (ICCCM §2.2).
        let property = request.property == 0 ? request.target : request.property
        let given = request.selection == display.atom("CLIPBOARD") && request.owner == window && text != nil
            && (request.time == Time(CurrentTime) || request.time >= ownedSince)
        let written = given ? write(request.target, to: request.requestor, property: property) : false
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display.pointer
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = written ? property : 0
        reply.xselection.time = request.time
        XSendEvent(display.pointer, request.requestor, 0, 0, &reply)
        XFlush(display.pointer)
    }

    /// Writes the selection as `target` on `requestor`'s `property`; false for a target the
    /// clock does not offer, or text STRING cannot carry.
    private func write(_ target: Atom, to requestor: Window, property: Atom) -> Bool {
        guard let text else { return false }
        let utf8 = display.atom("UTF8_STRING")
        switch target {
        case display.atom("TARGETS"):
            let offered = ["TARGETS", "TIMESTAMP", "UTF8_STRING", "TEXT", "STRING", "text/plain;charset=utf-8"].map { Int(display.atom($0)) }
            return setLongs(offered, type: Atom(XA_ATOM), on: requestor, property: property)
        case display.atom("TIMESTAMP"):
            return setLongs([Int(ownedSince)], type: Atom(XA_INTEGER), on: requestor, property: property)
        // TEXT lets the owner choose its encoding; UTF-8, as the name of the type written says.
        case utf8, display.atom("TEXT"), display.atom("text/plain;charset=utf-8"):
            return setBytes(Array(text.utf8), type: target == display.atom("text/plain;charset=utf-8") ? target : utf8,
                            on: requestor, property: property)
        case Atom(XA_STRING):
            // STRING is ISO Latin-1: a line with a city name outside it is not offered that way.
            let scalars = text.unicodeScalars
            guard scalars.allSatisfy({ $0.value <= 0xFF }) else { return false }
            return setBytes(scalars.map { UInt8($0.value) }, type: Atom(XA_STRING), on: requestor, property: property)
        default:
            return false
        }
    }

    private func setBytes(_ bytes: [UInt8], type: Atom, on requestor: Window, property: Atom) -> Bool {
        XChangeProperty(display.pointer, requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
        return true
    }

    /// Format-32 items, which Xlib takes as C longs.
    private func setLongs(_ values: [Int], type: Atom, on requestor: Window, property: Atom) -> Bool {
        values.withUnsafeBytes { raw in
            _ = XChangeProperty(display.pointer, requestor, property, type, 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
        return true
    }
}

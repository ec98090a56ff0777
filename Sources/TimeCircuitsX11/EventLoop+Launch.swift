/// What the window does once its first frame shows, or once it first needs it: the work a
/// launch need not wait for.
extension EventLoop {
    /// What a window needs but its first frame need not wait for: the icon, which is rendered
    /// at six sizes (about as much work as the first frame at 520×335). Taskbars read a late icon
    /// from its PropertyNotify.
    func finishLaunch() {
        launchUnfinished = false
        // The first frame is the server's work now (a whole window of pixels to take in and
        // copy): let it have the cores before this work competes with it.
        display.sync()
        serverColon = ServerColon(display: display, clocks: clocks)
        // A face in a host has no icon of its own and takes no keys.
        guard window.host == nil else { return }
        window.setIcon(Icon.netWMIcon())
        display.flush()
    }

    /// Names are typed only in the settings panel and the menu ("São Paulo", an alarm's label),
    /// so the input method, whose Compose table Xlib parses into half a megabyte, opens the first
    /// time one is on the screen; the clock's keys are commands, read as well without it. A key
    /// pressed before it opens is read without it.
    func openInputMethodForNames() {
        guard !keyboard.methodTried, window.host == nil, inPlace({ $0.takesText }) else { return }
        if keyboard.openInputMethod() {
            window.selectInput(pointerMotion: model.followsPointer, extra: keyboard.extraEventMask)
        }
    }
}

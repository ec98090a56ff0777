/// The window as assistive technology sees it, made from the model's view: the application, its
/// window, and in it the face's rows as a person reads them (or the timer's or stopwatch's
/// reading). Pure, so a test reads exactly what a screen reader is given.
public enum AccessibleTree {
    /// The application's name, the root of the tree.
    public static let applicationName = "Time Circuits"

    /// The tree for `view` in a window of `width`×`height` pixels named `title`.
    public static func of(_ view: ClockView, title: String, width: Int, height: Int) -> AccessibleNode {
        let window = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let face: [AccessibleNode]
        switch view.screen {
        case .clock:
            let layout = FaceLayout(width: width, height: height)
            face = view.rows.map { row in
                AccessibleNode(key: "row\(row.slot)", role: .label, name: sentence(row.spoken), states: AccessibleState.shown,
                               extents: row.slot < layout.rows.count ? layout.rows[row.slot].panel : window)
            }
        case .timer, .stopwatch:
            face = [AccessibleNode(key: "reading", role: .label, name: sentence(view.reading), states: AccessibleState.shown,
                                   extents: window)]
        }
        let frame = AccessibleNode(key: "window", role: .frame, name: title, states: AccessibleState.shown, extents: window,
                                   children: face)
        return AccessibleNode(key: "root", role: .application, name: applicationName, extents: window, children: [frame])
    }

    /// A sentence as an element's name: without its full stop, as toolkits name labels.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}

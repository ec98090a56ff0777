/// The window as assistive technology sees it, made from the model's view: the application, its
/// window, and in it the face's rows as a person reads them (or the timer's or stopwatch's
/// reading), the right-click menu and the keys card while they show. Pure, so a test reads
/// exactly what a screen reader is given.
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
        var shown = face
        if let overlay = view.overlay {
            if let menu = menu(overlay) { shown.append(menu) }
            if let card = overlay.keysCard { shown.append(keysCard(card, extents: window)) }
        }
        let frame = AccessibleNode(key: "window", role: .frame, name: title, states: AccessibleState.shown, extents: window,
                                   children: shown)
        return AccessibleNode(key: "root", role: .application, name: applicationName, extents: window, children: [frame])
    }

    /// The right-click menu: its items in the user's words, the checks where they show, the one
    /// the keyboard or pointer is on focused, each clicked by its action as a pointer would.
    static func menu(_ picture: OverlayPicture) -> AccessibleNode? {
        guard let state = picture.menu, let layout = picture.menuLayout else { return nil }
        let items = layout.items.map { entry in
            let item = entry.item
            let checkable = checkableItems.contains(item) || item.toggle != nil || item.filmVariant != nil
            var states = AccessibleState.shown.union([.focusable, .selectable])
            if checkable { states.insert(.checkable) }
            if checkable, picture.isChecked(item) { states.insert(.checked) }
            if state.highlighted == item { states.formUnion([.focused, .selected]) }
            let centre = Point(entry.frame.x + entry.frame.width / 2, entry.frame.y + entry.frame.height / 2)
            let click = ClockInput.pointer(.button(1, pressed: true, at: centre, root: centre))
            return AccessibleNode(key: "menu_" + item.rawValue, role: checkable ? .checkMenuItem : .menuItem,
                                  name: picture.title(of: item), description: item.shortcut, states: states, extents: entry.frame,
                                  actions: [AccessibleAction(name: "click", localizedName: picture.words("Choose"), input: click)])
        }
        return AccessibleNode(key: "menu", role: .menu, name: picture.menuNote ?? "", states: AccessibleState.shown, extents: layout.frame,
                              children: items)
    }

    /// The menu's entries that show a check mark when on, besides the window behaviours and the
    /// films' variants (`SettingsOverlay.isChecked`).
    static let checkableItems: Set<ContextMenuItem> = [.movieMode, .timer, .stopwatch, .nightMode, .twentyFourHour, .animations,
                                                      .sounds, .exhibition, .startAtLogin]

    /// The keys card: its title, and a line a key, "Ctrl+T: Timer".
    static func keysCard(_ card: KeysCard, extents: Rect) -> AccessibleNode {
        let lines = card.lines.enumerated().map { i, line in
            AccessibleNode(key: "keys_\(i)", role: .label, name: "\(line.keys): \(line.action)", states: AccessibleState.shown,
                           extents: extents)
        } + [AccessibleNode(key: "keys_footer", role: .label, name: card.footer, states: AccessibleState.shown, extents: extents)]
        return AccessibleNode(key: "keys", role: .panel, name: card.title, states: AccessibleState.shown, extents: extents,
                              children: lines)
    }

    /// A sentence as an element's name: without its full stop, as toolkits name labels.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}

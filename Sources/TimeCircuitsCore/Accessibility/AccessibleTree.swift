/// The window as assistive technology sees it, made from the model's view: the application, its
/// window, and in it the face's rows as a person reads them (or the timer's or stopwatch's
/// reading), the settings panel, the right-click menu and the keys card while they show, and the
/// news as a notification. Pure, so a test reads
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
            face = (view.room.map { room in
                [AccessibleNode(key: "room", role: .label, name: sentence(RoomView.plate.capitalized + ": " + room), states: AccessibleState.shown,
                                extents: view.roomSlot < layout.rows.count ? layout.rows[view.roomSlot].panel : window)]
            } ?? []) + view.rows.map { row in
                AccessibleNode(key: "row\(row.slot)", role: .label, name: sentence(row.spoken), states: AccessibleState.shown,
                               extents: row.slot < layout.rows.count ? layout.rows[row.slot].panel : window)
            }
        case .timer, .stopwatch:
            face = [AccessibleNode(key: "reading", role: .label, name: sentence(view.reading), states: AccessibleState.shown,
                                   extents: window)] + (view.screen == .timer ? timers(view, extents: window) : [])
        }
        // With nothing over it, the face has the keyboard, as a toolkit's window always has a
        // focused widget: its first row (or reading) is focused while the window is active, so
        // activating the window reads the time. A window with nothing focused in it is one Orca
        // 48 treats as not yet told: at the next key it takes whatever is focused by then as
        // already said, so the city Ctrl+comma focused went unspoken.
        let faceHasKeyboard = view.panel == nil && view.overlay?.menu == nil && view.overlay?.keysCard == nil
        var shown = face
        if var first = shown.first {
            first.states.insert(.focusable)
            if faceHasKeyboard && view.active { first.states.insert(.focused) }
            shown[0] = first
        }
        if let overlay = view.overlay {
            // The keyboard is on the menu while it shows, over the panel.
            if let panel = view.panel { shown.append(self.panel(panel, overlay, focused: overlay.menu == nil)) }
            if let menu = menu(overlay) { shown.append(menu) }
            if let card = overlay.keysCard { shown.append(keysCard(card, extents: window)) }
        }
        if let plan = view.plan, let said = planSaid(plan) {
            // What plan mode's last key said (a time refused, the first of two, the line
            // copied): spoken when it shows, as news is.
            shown.append(AccessibleNode(key: "plan\(said.hashValue & 0xFFFF)", role: .notification, name: said,
                                        states: AccessibleState.shown, extents: window))
        }
        if let news = view.news {
            // A notification is what a screen reader speaks when it shows, whatever has focus;
            // its key changes with each piece of news, so each shows anew.
            shown.append(AccessibleNode(key: "news\(news.serial)", role: .notification, name: news.text,
                                        states: AccessibleState.shown, extents: window))
        }
        let frame = AccessibleNode(key: "window", role: .frame, name: title,
                                   states: view.active ? AccessibleState.shown.union([.active]) : AccessibleState.shown, extents: window,
                                   children: shown)
        return AccessibleNode(key: "root", role: .application, name: applicationName, extents: window, children: [frame])
    }

    /// Plan mode's words for a screen reader: what its last key said; nil when it said nothing
    /// (the keys typed are echoed by the reader itself).
    static func planSaid(_ plan: PlanView) -> String? { plan.note?.text }

    /// The right-click menu: its items in the user's words, the checks where they show, the one
    /// the keyboard or pointer is on focused, each clicked by its action as a pointer would.
    static func menu(_ picture: OverlayPicture) -> AccessibleNode? {
        guard let state = picture.menu, let layout = picture.menuLayout else { return nil }
        let items = layout.items.map { entry in
            let item = entry.item
            let checkable = item.isCheckable
            var states = AccessibleState.shown.union([.focusable, .selectable])
            if checkable { states.insert(.checkable) }
            if checkable, picture.isChecked(item) { states.insert(.checked) }
            if state.highlighted == item { states.formUnion([.focused, .selected]) }
            return AccessibleNode(key: "menu_" + item.rawValue, role: checkable ? .checkMenuItem : .menuItem,
                                  name: picture.title(of: item), description: item.shortcut, states: states, extents: entry.frame,
                                  actions: [.click(at: entry.frame.center, localizedName: picture.words("Choose"))])
        }
        return AccessibleNode(key: "menu", role: .menu, name: picture.menuNoteShown ?? "", states: AccessibleState.shown, extents: layout.frame,
                              children: items)
    }

    /// The settings panel: its page tabs, the page's lists, fields, switches and buttons, the
    /// element the keyboard is on focused (unless the menu over it has the keyboard).
    static func panel(_ panel: PanelView, _ picture: OverlayPicture, focused: Bool) -> AccessibleNode {
        let focus = focused ? panel.focused : nil
        func node(_ element: PanelElement) -> AccessibleNode {
            var states = AccessibleState.shown
            let role: AccessibleRole
            var text: AccessibleText?
            switch element.kind {
            case .tabs: role = .pageTabList
            case .tab(let shown):
                role = .pageTab
                states.formUnion([.focusable, .selectable])
                if shown { states.insert(.selected) }
            case .list: role = .list
            case .item(let selected):
                role = .listItem
                states.formUnion([.focusable, .selectable])
                if selected { states.insert(.selected) }
            case .field(let typed):
                role = .entry
                states.formUnion([.focusable, .editable, .singleLine])
                text = AccessibleText(text: typed, caret: typed.unicodeScalars.count)
            case .toggle(let on):
                role = .checkBox
                states.formUnion([.focusable, .checkable])
                if on { states.insert(.checked) }
            case .button:
                role = .pushButton
                states.insert(.focusable)
            case .note: role = .label
            }
            if element.key == focus { states.insert(.focused) }
            let actions = element.click.map { [AccessibleAction.click(at: $0, localizedName: picture.words("Choose"))] } ?? []
            return AccessibleNode(key: "panel_" + element.key, role: role, name: spoken(element.name), description: spoken(element.detail),
                                  states: states, extents: element.frame, actions: actions, text: text,
                                  children: element.children.map(node))
        }
        return AccessibleNode(key: "panel", role: .panel, name: picture.tabTitle(panel.page), states: AccessibleState.shown,
                              extents: picture.layout.panel, children: panel.elements.map(node))
    }

    /// The timers beside one another, as the strip shows them: a list, the timer shown large
    /// selected, each item brought forward or removed by its actions (the first, the face's own,
    /// cannot be removed). Nothing with one timer alone: the reading says it all.
    static func timers(_ view: ClockView, extents: Rect) -> [AccessibleNode] {
        guard view.status.timers.count > 1 else { return [] }
        let items = view.status.timers.map { t in
            var states = AccessibleState.shown.union([.focusable, .selectable])
            if t.number == view.timerForward { states.insert(.selected) }
            let left = (t.state == "overtime" ? "+" : "") + TimerDuration.text(t.remaining)
            var actions = [AccessibleAction(name: "show", localizedName: "Show", inputs: [.control(.namedTimer(.show, "\(t.number)"))])]
            if t.number > 1 {
                actions.append(AccessibleAction(name: "remove", localizedName: "Remove", inputs: [.control(.namedTimer(.remove, "\(t.number)"))]))
            }
            return AccessibleNode(key: "timer\(t.number)", role: .listItem, name: t.name,
                                  description: ([t.state, left] + (t.phase.map { [$0] } ?? [])).joined(separator: ", "),
                                  states: states, extents: extents, actions: actions)
        }
        return [AccessibleNode(key: "timers", role: .list, name: "Timers", states: AccessibleState.shown, extents: extents, children: items)]
    }

    /// The keys card: its title, and a line a key, "Ctrl+T: Timer".
    static func keysCard(_ card: KeysCard, extents: Rect) -> AccessibleNode {
        let lines = card.lines.enumerated().map { i, line in
            AccessibleNode(key: "keys_\(i)", role: .label, name: "\(line.keys): \(line.action)", states: AccessibleState.shown,
                           extents: extents)
        } + [AccessibleNode(key: "keys_footer", role: .label, name: card.footer, states: AccessibleState.shown, extents: extents)]
        return AccessibleNode(key: "keys", role: .panel, name: card.title, states: AccessibleState.shown, extents: extents,
                              children: lines)
    }

    /// The panel's words as a screen reader should say them: the plates' middle dots, which it
    /// reads out as "middle dot", become the pauses they stand for.
    static func spoken(_ text: String) -> String {
        text.replacing(" · ", with: ", ")
    }

    /// A sentence as an element's name: without its full stop, as toolkits name labels.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}

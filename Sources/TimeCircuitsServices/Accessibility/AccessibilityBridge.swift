import TimeCircuitsCore

/// The window's accessible tree served on AT-SPI's accessibility bus, the way toolkits serve
/// theirs, so Orca, magnifiers and test drivers (pyatspi, dogtail) read the clock. It speaks
/// at-spi2-core's D-Bus interfaces straight through sd-bus, without GTK or ATK, as the
/// at-spi2-core maintainers advise: `Application` on the root, `Accessible` and `Component` on
/// every element, `Action` where one can be done, the `Cache` clients fill themselves from, and
/// `Socket.Embed` with the registry, whose answer is the root's parent on the desktop.
///
/// `show(_:)` is handed each new tree (`AccessibleTree`, made from the model's view) and tells
/// clients what changed with AT-SPI's events: a name (`PropertyChange:accessible-name`), a state
/// (`StateChanged:focused`…), children come and gone (`ChildrenChanged`, and the cache's
/// `AddAccessible`/`RemoveAccessible`). An element's object path ends in its key, so a client's
/// reference keeps meaning the same element from one tree to the next.
public final class AccessibilityBridge {
    public static let rootPath = "/org/a11y/atspi/accessible/root"
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    static let cachePath = "/org/a11y/atspi/cache"
    static let nullPath = "/org/a11y/atspi/null"
    static let registry = "org.a11y.atspi.Registry"
    static let eventObject = "org.a11y.atspi.Event.Object"

    public let bus: BusConnection
    /// Carries out an element's action: the input the model takes for it. Set by the loop.
    public var perform: ((ClockInput) -> Void)?
    /// Where the window's top-left corner is on the screen, for screen coordinates.
    public var origin = (x: 0, y: 0)
    /// The registry's desktop, the root's parent, once Embed has answered.
    private var desktop: BusValue = AccessibilityBridge.reference("", nullPath)
    private var nodes: [String: Placed] = [:]
    private var exports: [String: [BusExport]] = [:]
    private var cacheExport: BusExport?
    private let name: String

    /// An element where the tree has it: its parent's key and its index there.
    struct Placed {
        var node: AccessibleNode
        var parent: String?
        var index: Int
    }

    /// Serves `tree` on `bus` (the accessibility bus, not the session bus) and asks the registry
    /// to embed it.
    public init(bus: BusConnection, tree: AccessibleNode) throws(BusError) {
        self.bus = bus
        guard let unique = bus.uniqueName else { throw BusError(message: "the accessibility bus gave no unique name") }
        name = unique
        cacheExport = try bus.export(cacheInterface(), at: Self.cachePath)
        try place(tree)
        let embed = BusMethodCall(destination: Self.registry, path: Self.rootPath, interface: "org.a11y.atspi.Socket",
                                  member: "Embed", arguments: [Self.reference(name, Self.rootPath)])
        try bus.call(embed) { [weak self] result in
            if case .success(let values) = result, let parent = values.first { self?.desktop = parent }
        }
    }

    deinit {
        for list in exports.values { list.forEach(bus.withdraw) }
        cacheExport.map(bus.withdraw)
    }

    /// Serves `tree` in place of the last one, telling clients each change.
    public func show(_ tree: AccessibleNode) {
        let old = nodes
        var new: [String: Placed] = [:]
        Self.index(tree, parent: nil, at: 0, into: &new)
        for key in old.keys where new[key] == nil {
            exports.removeValue(forKey: key)?.forEach(bus.withdraw)
            try? bus.emitSignal(path: Self.cachePath, interface: "org.a11y.atspi.Cache", member: "RemoveAccessible",
                                arguments: [reference(key)])
        }
        nodes = new
        for (key, placed) in new where old[key] == nil {
            try? export(key, placed.node)
            try? bus.emitSignal(path: Self.cachePath, interface: "org.a11y.atspi.Cache", member: "AddAccessible",
                                arguments: [cacheItem(key)])
            if let parent = placed.parent, old[parent] != nil {
                event(parent, "ChildrenChanged", "add", Int32(placed.index), .variant(reference(key)))
            }
            if placed.node.role == .notification { announce(key, placed.node) }
            // A panel or menu that opens comes with the keyboard on one of its elements.
            if placed.node.states.contains(.focused) {
                event(key, "StateChanged", AccessibleState.focused.eventName, 1, .variant(.int32(0)))
            }
        }
        for (key, placed) in new.sorted(by: { $0.key < $1.key }) {
            guard let before = old[key]?.node else { continue }
            let node = placed.node
            let gone = before.children.enumerated().filter { c in !node.children.contains { $0.key == c.element.key } }
            for (i, child) in gone { event(key, "ChildrenChanged", "remove", Int32(i), .variant(reference(child.key))) }
            if before.name != node.name { event(key, "PropertyChange", "accessible-name", 0, .variant(.string(node.name))) }
            if before.description != node.description {
                event(key, "PropertyChange", "accessible-description", 0, .variant(.string(node.description)))
            }
            for state in AccessibleState.allCases where before.states.contains(state) != node.states.contains(state) {
                event(key, "StateChanged", state.eventName, node.states.contains(state) ? 1 : 0, .variant(.int32(0)))
            }
            // Orca answers Window:Activate by reading the window that came to the front and its
            // focused element.
            if node.role == .frame, node.states.contains(.active), !before.states.contains(.active) { activated(key) }
            if before.extents != node.extents { event(key, "BoundsChanged", "", 0, .variant(extents(node, coordinates: 0))) }
        }
    }

    /// A notification come: Orca up to 46 speaks a notification when it starts showing; newer
    /// clients hear at-spi2-core's Announcement (2.46 and later), which is meant for this.
    private func announce(_ key: String, _ node: AccessibleNode) {
        event(key, "StateChanged", AccessibleState.showing.eventName, 1, .variant(.int32(0)))
        // ATSPI_LIVE_POLITE: said after what is being said, not over it.
        event(key, "Announcement", "", 1, .variant(.string(node.name)))
    }

    /// The window became the active one: AT-SPI's Window:Activate.
    private func activated(_ key: String) {
        guard let window = nodes[key]?.node else { return }
        try? bus.emitSignal(path: path(key), interface: "org.a11y.atspi.Event.Window", member: "Activate",
                            arguments: [.string(""), .int32(0), .int32(0), .variant(.string(window.name)), Self.noProperties])
    }

    // MARK: The tree

    static let rootKey = "root"

    private func place(_ tree: AccessibleNode) throws(BusError) {
        Self.index(tree, parent: nil, at: 0, into: &nodes)
        for (key, placed) in nodes { try export(key, placed.node) }
    }

    private static func index(_ node: AccessibleNode, parent: String?, at index: Int, into nodes: inout [String: Placed]) {
        nodes[node.key] = Placed(node: node, parent: parent, index: index)
        for (i, child) in node.children.enumerated() { Self.index(child, parent: node.key, at: i, into: &nodes) }
    }

    private func path(_ key: String) -> String { key == Self.rootKey ? Self.rootPath : Self.pathPrefix + key }
    private func reference(_ key: String) -> BusValue { Self.reference(name, path(key)) }
    static func reference(_ bus: String, _ path: String) -> BusValue { .structure([.string(bus), .objectPath(path)]) }
    static let noProperties = BusValue.array(elementSignature: "{sv}", [])

    private func event(_ key: String, _ member: String, _ detail: String, _ detail1: Int32, _ value: BusValue) {
        try? bus.emitSignal(path: path(key), interface: Self.eventObject, member: member,
                            arguments: [.string(detail), .int32(detail1), .int32(0), value, Self.noProperties])
    }

    private func interfaces(_ node: AccessibleNode) -> [String] {
        var list = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if node.role == .application { list.append("org.a11y.atspi.Application") }
        if !node.actions.isEmpty { list.append("org.a11y.atspi.Action") }
        if node.text != nil { list.append("org.a11y.atspi.Text") }
        if Self.selects(node) { list.append("org.a11y.atspi.Selection") }
        return list
    }

    private func parentReference(_ key: String) -> BusValue {
        guard let parent = nodes[key]?.parent else { return desktop }
        return reference(parent)
    }

    private func cacheItem(_ key: String) -> BusValue {
        guard let placed = nodes[key] else { return .structure([]) }
        let node = placed.node
        return .structure([reference(key), reference(Self.rootKey), parentReference(key), .int32(Int32(placed.index)),
                           .int32(Int32(node.children.count)), .strings(interfaces(node)), .string(node.name),
                           .uint32(node.role.rawValue), .string(node.description), states(node)])
    }

    private func states(_ node: AccessibleNode) -> BusValue {
        .array(elementSignature: "u", AccessibleState.words(node.states).map { .uint32($0) })
    }

    /// The element's extents in AT-SPI's coordinates: 0 the screen's, 1 the window's, 2 its parent's.
    private func extents(_ node: AccessibleNode, coordinates: UInt32) -> BusValue {
        let r = node.extents
        var x = Int32(r.x.rounded()), y = Int32(r.y.rounded())
        switch coordinates {
        case 0: x += Int32(origin.x); y += Int32(origin.y)
        case 2:
            if let parent = nodes[node.key]?.parent.flatMap({ nodes[$0]?.node }) {
                x -= Int32(parent.extents.x.rounded()); y -= Int32(parent.extents.y.rounded())
            }
        default: break
        }
        return .structure([.int32(x), .int32(y), .int32(Int32(r.width.rounded())), .int32(Int32(r.height.rounded()))])
    }

    // MARK: The interfaces

    private func export(_ key: String, _ node: AccessibleNode) throws(BusError) {
        var list = [try bus.export(accessibleInterface(key), at: path(key)), try bus.export(componentInterface(key), at: path(key))]
        if node.role == .application { list.append(try bus.export(applicationInterface(), at: path(key))) }
        if !node.actions.isEmpty { list.append(try bus.export(actionInterface(key), at: path(key))) }
        if node.text != nil { list.append(try bus.export(textInterface(key), at: path(key))) }
        if Self.selects(node) { list.append(try bus.export(selectionInterface(key), at: path(key))) }
        exports[key] = list
    }

    /// The element named `key` now, or an error for one gone since the client looked.
    private func node(_ key: String) -> Result<AccessibleNode, BusError> {
        nodes[key].map { .success($0.node) }
            ?? .failure(BusError(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no element \(key) any more"))
    }

    private func method(_ name: String, _ parameters: [BusParameter] = [], _ results: [BusParameter],
                        _ key: String, _ answer: @escaping (AccessibilityBridge, AccessibleNode, [BusValue]) -> [BusValue]) -> BusMethod {
        BusMethod(name: name, parameters: parameters, results: results) { [weak self] values in
            guard let self else { return .failure(BusError(message: "the clock is closing")) }
            return node(key).map { answer(self, $0, values) }
        }
    }

    private func property(_ name: String, _ signature: String, _ key: String,
                          _ value: @escaping (AccessibilityBridge, AccessibleNode) -> BusValue) -> BusProperty {
        BusProperty(name: name, signature: signature) { [weak self] in
            guard let self, case .success(let node) = node(key) else { return .string("") }
            return value(self, node)
        }
    }

    private func accessibleInterface(_ key: String) -> BusInterface {
        let reference = [BusParameter("accessible", "(so)")]
        return BusInterface(name: "org.a11y.atspi.Accessible", methods: [
            method("GetChildAtIndex", [BusParameter("index", "i")], reference, key) { bridge, node, values in
                guard case .int32(let i)? = values.first, node.children.indices.contains(Int(i)) else {
                    return [Self.reference("", Self.nullPath)]
                }
                return [bridge.reference(node.children[Int(i)].key)]
            },
            method("GetChildren", [], [BusParameter("children", "a(so)")], key) { bridge, node, _ in
                [.array(elementSignature: "(so)", node.children.map { bridge.reference($0.key) })]
            },
            method("GetIndexInParent", [], [BusParameter("value", "i")], key) { bridge, node, _ in
                [.int32(bridge.nodes[node.key]?.parent == nil ? -1 : Int32(bridge.nodes[node.key]?.index ?? -1))]
            },
            method("GetRelationSet", [], [BusParameter("relations", "a(ua(so))")], key) { _, _, _ in [.array(elementSignature: "(ua(so))", [])] },
            method("GetRole", [], [BusParameter("value", "u")], key) { _, node, _ in [.uint32(node.role.rawValue)] },
            method("GetRoleName", [], [BusParameter("value", "s")], key) { _, node, _ in [.string(node.role.name)] },
            method("GetLocalizedRoleName", [], [BusParameter("value", "s")], key) { _, node, _ in [.string(node.role.name)] },
            method("GetState", [], [BusParameter("states", "au")], key) { bridge, node, _ in [bridge.states(node)] },
            method("GetAttributes", [], [BusParameter("attributes", "a{ss}")], key) { _, _, _ in [.array(elementSignature: "{ss}", [])] },
            method("GetApplication", [], reference, key) { bridge, _, _ in [bridge.reference(Self.rootKey)] },
            method("GetInterfaces", [], [BusParameter("interfaces", "as")], key) { bridge, node, _ in [.strings(bridge.interfaces(node))] },
        ], properties: [
            property("Name", "s", key) { _, node in .string(node.name) },
            property("Description", "s", key) { _, node in .string(node.description) },
            property("Parent", "(so)", key) { bridge, node in bridge.parentReference(node.key) },
            property("ChildCount", "i", key) { _, node in .int32(Int32(node.children.count)) },
            property("Locale", "s", key) { _, _ in .string("") },
            property("AccessibleId", "s", key) { _, node in .string(node.key) },
        ])
    }

    private func componentInterface(_ key: String) -> BusInterface {
        let point = [BusParameter("x", "i"), BusParameter("y", "i"), BusParameter("coord_type", "u")]
        return BusInterface(name: "org.a11y.atspi.Component", methods: [
            method("Contains", point, [BusParameter("value", "b")], key) { bridge, node, values in
                [.boolean(bridge.contains(node, values))]
            },
            method("GetAccessibleAtPoint", point, [BusParameter("accessible", "(so)")], key) { bridge, node, values in
                let hit = node.all.dropFirst().last { bridge.contains($0, values) }
                return [hit.map { bridge.reference($0.key) } ?? Self.reference("", Self.nullPath)]
            },
            method("GetExtents", [BusParameter("coord_type", "u")], [BusParameter("extents", "(iiii)")], key) { bridge, node, values in
                [bridge.extents(node, coordinates: values.first?.uint32Value ?? 0)]
            },
            method("GetPosition", [BusParameter("coord_type", "u")], [BusParameter("x", "i"), BusParameter("y", "i")], key) {
                bridge, node, values in
                guard case .structure(let box) = bridge.extents(node, coordinates: values.first?.uint32Value ?? 0) else { return [] }
                return Array(box.prefix(2))
            },
            method("GetSize", [], [BusParameter("width", "i"), BusParameter("height", "i")], key) { _, node, _ in
                [.int32(Int32(node.extents.width.rounded())), .int32(Int32(node.extents.height.rounded()))]
            },
            // ATSPI_LAYER_WINDOW for the window, ATSPI_LAYER_WIDGET for what is in it.
            method("GetLayer", [], [BusParameter("value", "u")], key) { _, node, _ in [.uint32(node.role == .frame ? 7 : 3)] },
            method("GetMDIZOrder", [], [BusParameter("order", "n")], key) { _, _, _ in [.int16(0)] },
            method("GrabFocus", [], [BusParameter("value", "b")], key) { _, _, _ in [.boolean(false)] },
            method("GetAlpha", [], [BusParameter("alpha", "d")], key) { _, _, _ in [.double(1)] },
        ])
    }

    private func contains(_ node: AccessibleNode, _ values: [BusValue]) -> Bool {
        guard values.count == 3, case .int32(let x) = values[0], case .int32(let y) = values[1],
              case .structure(let box) = extents(node, coordinates: values[2].uint32Value ?? 0),
              case .int32(let left) = box[0], case .int32(let top) = box[1], case .int32(let w) = box[2], case .int32(let h) = box[3]
        else { return false }
        return x >= left && x < left + w && y >= top && y < top + h
    }

    /// Whether `node` holds children one of which is selected (the panel's tab list, a list, the
    /// menu): it answers AT-SPI's Selection, which dogtail's `selected` and Orca ask.
    static func selects(_ node: AccessibleNode) -> Bool { [.pageTabList, .list, .menu].contains(node.role) }

    /// Selection: which children are selected (their `selected` state), and a child selected by
    /// its own first action, as a click on it would (a tab shows its page, a timer comes forward).
    private func selectionInterface(_ key: String) -> BusInterface {
        func selected(_ node: AccessibleNode) -> [AccessibleNode] { node.children.filter { $0.states.contains(.selected) } }
        func child(_ values: [BusValue], _ node: AccessibleNode) -> AccessibleNode? {
            guard case .int32(let i)? = values.first, node.children.indices.contains(Int(i)) else { return nil }
            return node.children[Int(i)]
        }
        let index = [BusParameter("childIndex", "i")], answer = [BusParameter("value", "b")]
        return BusInterface(name: "org.a11y.atspi.Selection", methods: [
            method("GetSelectedChild", [BusParameter("selectedChildIndex", "i")], [BusParameter("child", "(so)")], key) { bridge, node, values in
                guard case .int32(let i)? = values.first, selected(node).indices.contains(Int(i)) else { return [Self.reference("", Self.nullPath)] }
                return [bridge.reference(selected(node)[Int(i)].key)]
            },
            method("SelectChild", index, answer, key) { bridge, node, values in
                guard let c = child(values, node), let act = c.actions.first else { return [.boolean(false)] }
                act.inputs.forEach { bridge.perform?($0) }
                return [.boolean(true)]
            },
            method("DeselectSelectedChild", [BusParameter("selectedChildIndex", "i")], answer, key) { _, _, _ in [.boolean(false)] },
            method("IsChildSelected", index, answer, key) { _, node, values in [.boolean(child(values, node)?.states.contains(.selected) ?? false)] },
            // One is always selected: a tab list shows a page, the face one timer.
            method("SelectAll", [], answer, key) { _, _, _ in [.boolean(false)] },
            method("ClearSelection", [], answer, key) { _, _, _ in [.boolean(false)] },
            method("DeselectChild", index, answer, key) { _, _, _ in [.boolean(false)] },
        ], properties: [
            property("NSelectedChildren", "i", key) { _, node in .int32(Int32(selected(node).count)) },
        ])
    }

    private func actionInterface(_ key: String) -> BusInterface {
        func action(_ values: [BusValue], _ node: AccessibleNode) -> AccessibleAction? {
            guard case .int32(let i)? = values.first, node.actions.indices.contains(Int(i)) else { return nil }
            return node.actions[Int(i)]
        }
        let index = [BusParameter("index", "i")]
        return BusInterface(name: "org.a11y.atspi.Action", methods: [
            method("GetName", index, [BusParameter("value", "s")], key) { _, node, values in [.string(action(values, node)?.name ?? "")] },
            method("GetLocalizedName", index, [BusParameter("value", "s")], key) { _, node, values in
                [.string(action(values, node)?.localizedName ?? "")]
            },
            method("GetDescription", index, [BusParameter("value", "s")], key) { _, node, values in
                [.string(action(values, node)?.localizedName ?? "")]
            },
            method("GetKeyBinding", index, [BusParameter("value", "s")], key) { _, _, _ in [.string("")] },
            method("GetActions", [], [BusParameter("actions", "a(sss)")], key) { _, node, _ in
                [.array(elementSignature: "(sss)", node.actions.map { .structure([.string($0.localizedName), .string($0.localizedName), .string("")]) })]
            },
            method("DoAction", index, [BusParameter("value", "b")], key) { bridge, node, values in
                guard let done = action(values, node) else { return [.boolean(false)] }
                done.inputs.forEach { bridge.perform?($0) }
                return [.boolean(true)]
            },
        ], properties: [
            property("NActions", "i", key) { _, node in .int32(Int32(node.actions.count)) },
        ])
    }

    /// An entry's text, as screen readers read it: the whole of it, a character, and the caret,
    /// at its end where typing goes. Offsets count characters as AT-SPI does (Unicode scalars).
    private func textInterface(_ key: String) -> BusInterface {
        func scalars(_ node: AccessibleNode) -> [Unicode.Scalar] { Array((node.text?.text ?? "").unicodeScalars) }
        func slice(_ node: AccessibleNode, _ start: Int32, _ end: Int32) -> String {
            let all = scalars(node)
            let from = min(max(Int(start), 0), all.count)
            let to = end < 0 ? all.count : min(max(Int(end), from), all.count)
            var text = ""
            text.unicodeScalars.append(contentsOf: all[from..<to])
            return text
        }
        // The text at an offset: the character for ATSPI_TEXT_GRANULARITY_CHAR (0), else the whole
        // line, which is all an entry holds.
        func around(_ node: AccessibleNode, _ values: [BusValue]) -> [BusValue] {
            guard case .int32(let offset)? = values.first else { return [.string(""), .int32(0), .int32(0)] }
            let count = Int32(scalars(node).count)
            if values.last?.uint32Value == 0, offset >= 0, offset < count {
                return [.string(slice(node, offset, offset + 1)), .int32(offset), .int32(offset + 1)]
            }
            return [.string(slice(node, 0, -1)), .int32(0), .int32(count)]
        }
        let span = [BusParameter("text", "s"), BusParameter("start", "i"), BusParameter("end", "i")]
        let noAttributes = BusValue.array(elementSignature: "{ss}", [])
        return BusInterface(name: "org.a11y.atspi.Text", methods: [
            method("GetText", [BusParameter("startOffset", "i"), BusParameter("endOffset", "i")], [BusParameter("text", "s")], key) {
                _, node, values in
                guard case .int32(let start)? = values.first, case .int32(let end)? = values.last else { return [.string("")] }
                return [.string(slice(node, start, end))]
            },
            method("GetTextAtOffset", [BusParameter("offset", "i"), BusParameter("type", "u")], span, key) { _, node, values in
                around(node, values)
            },
            method("GetStringAtOffset", [BusParameter("offset", "i"), BusParameter("granularity", "u")], span, key) { _, node, values in
                around(node, values)
            },
            method("GetCharacterAtOffset", [BusParameter("offset", "i")], [BusParameter("character", "i")], key) { _, node, values in
                guard case .int32(let offset)? = values.first, offset >= 0, Int(offset) < scalars(node).count else { return [.int32(0)] }
                return [.int32(Int32(bitPattern: scalars(node)[Int(offset)].value))]
            },
            method("GetNSelections", [], [BusParameter("value", "i")], key) { _, _, _ in [.int32(0)] },
            method("GetSelection", [BusParameter("selectionNum", "i")], [BusParameter("start", "i"), BusParameter("end", "i")], key) {
                _, node, _ in
                let caret = Int32(node.text?.caret ?? 0)
                return [.int32(caret), .int32(caret)]
            },
            method("GetAttributes", [BusParameter("offset", "i")],
                   [BusParameter("attributes", "a{ss}"), BusParameter("start", "i"), BusParameter("end", "i")], key) { _, node, _ in
                [noAttributes, .int32(0), .int32(Int32(scalars(node).count))]
            },
            method("GetAttributeRun", [BusParameter("offset", "i"), BusParameter("includeDefaults", "b")],
                   [BusParameter("attributes", "a{ss}"), BusParameter("start", "i"), BusParameter("end", "i")], key) { _, node, _ in
                [noAttributes, .int32(0), .int32(Int32(scalars(node).count))]
            },
            method("GetDefaultAttributes", [], [BusParameter("attributes", "a{ss}")], key) { _, _, _ in [noAttributes] },
            method("GetDefaultAttributeSet", [], [BusParameter("attributes", "a{ss}")], key) { _, _, _ in [noAttributes] },
            method("GetCharacterExtents", [BusParameter("offset", "i"), BusParameter("coordType", "u")],
                   [BusParameter("x", "i"), BusParameter("y", "i"), BusParameter("width", "i"), BusParameter("height", "i")], key) {
                bridge, node, values in
                guard case .structure(let box) = bridge.extents(node, coordinates: values.last?.uint32Value ?? 0) else { return [] }
                return box
            },
        ], properties: [
            property("CharacterCount", "i", key) { _, node in .int32(Int32(scalars(node).count)) },
            property("CaretOffset", "i", key) { _, node in .int32(Int32(node.text?.caret ?? 0)) },
        ])
    }

    private func applicationInterface() -> BusInterface {
        BusInterface(name: "org.a11y.atspi.Application", methods: [
            BusMethod(name: "GetLocale", parameters: [BusParameter("lctype", "u")], results: [BusParameter("value", "s")]) { _ in .success([.string("")]) },
            // The same bus: clients need no connection of their own to the clock.
            BusMethod(name: "GetApplicationBusAddress", results: [BusParameter("value", "s")]) { _ in .success([.string("")]) },
        ], properties: [
            BusProperty(name: "ToolkitName", signature: "s", emitsChange: false) { .string(AccessibleTree.applicationName) },
            BusProperty(name: "Version", signature: "s", emitsChange: false) { .string("") },
            BusProperty(name: "AtspiVersion", signature: "s", emitsChange: false) { .string("2.1") },
            BusProperty(name: "Id", signature: "i", emitsChange: false) { .int32(0) },
        ])
    }

    private func cacheInterface() -> BusInterface {
        let item = "((so)(so)(so)iiassusau)"
        return BusInterface(name: "org.a11y.atspi.Cache", methods: [
            BusMethod(name: "GetItems", results: [BusParameter("nodes", "a" + item)]) { [weak self] _ in
                guard let self else { return .failure(BusError(message: "the clock is closing")) }
                return .success([.array(elementSignature: item, nodes.keys.sorted().map(cacheItem))])
            },
        ], signals: [
            BusSignalDeclaration(name: "AddAccessible", parameters: [BusParameter("nodeAdded", item)]),
            BusSignalDeclaration(name: "RemoveAccessible", parameters: [BusParameter("nodeRemoved", "(so)")]),
        ])
    }
}

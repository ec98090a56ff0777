/// One writer's change to a file: the value as this writer last read or wrote it, and as it wants
/// it now. A save applies only what differs between the two to the file as it is on disk
/// (`KeyValueMerge`), so what others changed meanwhile stays.
public struct FileChange<Value: Sendable & Hashable>: Sendable, Hashable {
    public var base: Value
    public var mine: Value
    public init(base: Value, mine: Value) {
        self.base = base
        self.mine = mine
    }
}

extension FileChange {
    /// This change and `next` as one, when `next` starts where this one ends: a save of the
    /// result writes what the two would have written one after the other. A key changed and
    /// changed back is then no change, so another writer's value for it stays. Nil when `next`
    /// starts from elsewhere (the file was read again between them): the two are saved apart.
    public func followed(by next: FileChange) -> FileChange? {
        next.base == mine ? FileChange(base: base, mine: next.mine) : nil
    }
}

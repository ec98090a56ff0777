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

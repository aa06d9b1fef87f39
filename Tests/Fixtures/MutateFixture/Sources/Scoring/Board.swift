/// A scoreboard that keeps a log of its moves. No test reads the log, nor adds zero.
public struct Board {
    public private(set) var points = 0
    public private(set) var log: [String] = []

    public init() {}

    /// Adds points; a negative amount is refused.
    public mutating func add(_ amount: Int) {
        if amount < 0 {
            return
        }
        points = points + amount
        record("add \(amount)")
    }

    mutating func record(_ line: String) {
        log.append(line)
    }
}

/// A sorted, non-overlapping set of inclusive Unicode scalar ranges, searched by binary search.
///
/// Stored flat as `[lo0, hi0, lo1, hi1, …]` so the tables stay compact and cache friendly.
struct UnicodeRangeTable: Sendable {
    private let bounds: [UInt32]

    /// `flat` holds pairs of inclusive bounds in ascending order.
    init(_ flat: [UInt32]) {
        precondition(flat.count % 2 == 0, "range table needs lo/hi pairs")
        bounds = flat
    }

    /// Whether `value` lies in one of the ranges.
    func contains(_ value: UInt32) -> Bool {
        var lo = 0, hi = bounds.count / 2 - 1
        guard hi >= 0, value >= bounds[0], value <= bounds[bounds.count - 1] else { return false }
        while lo <= hi {
            let mid = (lo &+ hi) >> 1
            if value < bounds[2 * mid] { hi = mid - 1 }
            else if value > bounds[2 * mid + 1] { lo = mid + 1 }
            else { return true }
        }
        return false
    }

    /// Whether the table is sorted and its ranges are disjoint (checked by tests).
    var isWellFormed: Bool {
        var previous: UInt32? = nil
        for i in stride(from: 0, to: bounds.count, by: 2) {
            guard bounds[i] <= bounds[i + 1] else { return false }
            if let p = previous, bounds[i] <= p { return false }
            previous = bounds[i + 1]
        }
        return true
    }
}

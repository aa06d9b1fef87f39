import Domain

/// A model value shown optimistically: a change shows at once, the backend's answer replaces
/// it, and a refusal puts back exactly what was shown. One change at a time.
///
/// What a blog's like (``BlogViewModel``) and a user's follow (``UserRowViewModel``) share. A
/// value, so it adds no object per row (the earlier value is boxed only while a change waits):
/// the view model keeps it as observed state and sends the request itself.
struct OptimisticValue<Value: Equatable> {
    /// The value as shown now.
    var value: Value
    /// What was shown before the change that waits for the backend; `nil` when none waits.
    /// Boxed: a list keeps one of these per row and a change waits on a row or two at a time, so
    /// an inline second value would nearly double each row's view model (a `Blog` is about 100
    /// bytes: 1 MiB over 10,000 rows; docs/benchmarks.md, "Memory").
    private var beforeChange: Earlier?

    /// The earlier value, out of line.
    private indirect enum Earlier {
        case value(Value)
    }

    /// Starts out showing `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Whether a change waits for the backend.
    var isChanging: Bool { beforeChange != nil }

    /// Shows `optimistic` at once; returns `false` (and changes nothing) while an earlier
    /// change waits for the backend.
    mutating func begin(_ optimistic: Value) -> Bool {
        guard beforeChange == nil else { return false }
        beforeChange = .value(value)
        value = optimistic
        return true
    }

    /// The backend answered the change: shows its value, or on failure what was shown before —
    /// through `merge(current, answer)` when the value has parts another request changes (a
    /// blog's share count while its like waits): by default the answer replaces it all.
    mutating func end(with result: Result<Value, AppError>, merge: (Value, Value) -> Value = { $1 }) {
        guard case .value(let before)? = beforeChange else { return }
        beforeChange = nil
        value = merge(value, (try? result.get()) ?? before)
    }

    /// Takes a fresher copy (a reload brought it), unless a change waits for the backend.
    mutating func refresh(_ fresh: Value) {
        guard beforeChange == nil, fresh != value else { return }
        value = fresh
    }
}

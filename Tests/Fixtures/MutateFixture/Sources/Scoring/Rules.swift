// The rules of a small scoring game: the code `mvx mutate`'s end-to-end test mutates. Each
// function's comment says what its tests leave to chance (MutationTests/EndToEndTests.swift
// counts on it).

/// Whether a player of this age may join. The tests ask about 30 and 10, not 18 (unless told): `>` for `>=` survives.
public func isAdult(age: Int) -> Bool {
    age >= 18
}

/// The sum of two scores.
public func total(_ a: Int, _ b: Int) -> Int {
    a + b
}

/// Counts down from `n` to zero a step at a time, and returns the steps taken. `left + 1` never ends: a timeout.
public func steps(from n: Int) -> Int {
    var left = n
    var count = 0
    while left > 0 {
        left = left - 1
        count = count + 1
    }
    return count
}

/// Whether the game takes moves: always.
public func accepts() -> Bool {
    return true
}

/// A player's label. `-` for `+` does not compile on strings: a compile error.
public func label(_ name: String, _ suffix: String) -> String {
    name + suffix
}

/// No test calls it: its mutants have no coverage.
public func describe(_ points: Int) -> String {
    if points > 100 {
        return "high"
    }
    return "low"
}

// mvx-mutate:disable-next-line
public let maximum = 10 * 10

// mvx-mutate:disable
public func legacyTotal(_ a: Int, _ b: Int) -> Int {
    a - b
}

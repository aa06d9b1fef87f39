/// SplitMix64: a tiny, fast, seedable generator whose sequence is fixed by its
/// seed on every platform and Swift version. Used for the sample data and the
/// fail-rate draws; never for tokens.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A double in `0..<1` made from the top 53 bits of the next value.
    mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// An integer in `range`. Uses a plain modulo so that the mapping never
    /// depends on the standard library's (unspecified) sampling algorithm.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        nextUnitDouble() < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}

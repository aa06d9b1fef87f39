/// The name nearest `name` among `names` (edit distance at most a third of its length), if any.
public func nearestName(to name: String, in names: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
    let lowered = Array(name.lowercased())
    let scored = names.map { ($0, distance(lowered, Array($0.lowercased()))) }.min { $0.1 < $1.1 }
    guard let scored, scored.1 <= max(2, name.count / 3) else { return nil }
    return scored.0
}

/// Maps `items` with at most `jobs` calls of `transform` at once; the results in the items' order.
func concurrentMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) async -> Result
) async -> [Result] {
    await withTaskGroup(of: (Int, Result).self) { group in
        var results = [Result?](repeating: nil, count: items.count)
        var next = 0
        func startNext() {
            guard next < items.count else { return }
            let index = next
            let item = items[index]
            group.addTask { (index, await transform(item)) }
            next += 1
        }
        for _ in 0..<max(1, jobs) { startNext() }
        while let (index, result) = await group.next() {
            results[index] = result
            startNext()
        }
        return results.map { $0! }
    }
}

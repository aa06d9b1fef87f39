import MVCPlusKit
import MVCPlusLogic

/// What a table bound to a list's namespace shows, kept as the template keeps it: the last full
/// list, every later page appended, rows changed and removed in place.
@MainActor
final class ShownRows<Row: Sendable> {
    private(set) var rows: [Row]

    init(_ scope: ChannelScope, keys: ListKeys<Row>) {
        rows = scope.value(of: keys.rows) ?? []
        scope.subscribe(keys.rows, by: self) { [weak self] in self?.rows = $0 }
        scope.subscribe(keys.appendedRows, by: self) { [weak self] in self?.rows += $0 }
        scope.subscribe(keys.row, by: self) { [weak self] changed in
            guard let self, self.rows.indices.contains(changed.index) else { return }
            self.rows[changed.index] = changed.row
        }
        scope.subscribe(keys.removedRow, by: self) { [weak self] index in
            guard let self, self.rows.indices.contains(index) else { return }
            self.rows.remove(at: index)
        }
    }
}

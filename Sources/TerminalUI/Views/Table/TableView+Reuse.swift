/// Part of ``TableView``: cell registration and the reuse queues.
extension TableView {
    /// Registers the cell class created for `identifier` when the reuse queue is empty.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: a reused one (after ``TableViewCell/prepareForReuse()``) or a new one of
    /// the registered class. Traps when nothing is registered for `identifier`, as UIKit does.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        preconditionFailure("TableView: no cell class registered for reuse identifier '\(identifier)'")
    }

    /// A reused or new cell for `identifier`, or `nil` when the queue is empty and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else { return nil }
        createdCellCount += 1
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }
}

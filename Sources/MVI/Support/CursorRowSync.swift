/// Keeps a table's cursor and the cursor row in a store's state in step, both ways: it moves the
/// cursor when the state's row changed since it was last drawn (which only a replay does without
/// the table moving first), and reports — once — where the cursor is when the state says
/// otherwise (a move the table made by itself: a reload clamping it, a delete, row 0 selected).
///
/// So a replayed session scrolls a list exactly as the user did, and a live one never fights
/// the table.
struct CursorRowSync<Row: Equatable> {
    private var drawn: Row?
    private var reported: Row??

    /// Moves the cursor to the state's `row` with `select` when that row changed since the last
    /// draw and the table's `cursor` is not there already.
    mutating func draw(_ row: Row?, cursor: @autoclosure () -> Row?, select: (Row?) -> Void) {
        guard row != drawn else { return }
        drawn = row
        if cursor() != row { select(row) }
    }

    /// Hands `cursor` to `report` when it is not the state's `row` — once, not again on the
    /// renders before the report comes back as state.
    mutating func report(_ cursor: Row?, state row: Row?, to report: (Row?) -> Void) {
        if cursor == row {
            reported = nil
        } else if reported != .some(cursor) {
            reported = .some(cursor)
            report(cursor)
        }
    }
}

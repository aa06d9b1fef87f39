import Testing
import TerminalUI
import TerminalUITesting

/// A screen whose rows are computed from the index (no stored data), counting what the table asks for.
@MainActor
final class HugeListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    let rowCount: Int
    var cellRequests = 0
    var heightRequests = 0
    var variableHeights = false

    init(rowCount: Int, variableHeights: Bool = false) {
        self.rowCount = rowCount
        self.variableHeights = variableHeights
        super.init()
        title = "Huge"
    }

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "Item \(indexPath.row) 第\(indexPath.row)行"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        heightRequests += 1
        return variableHeights ? 1 + indexPath.row % 3 : 1
    }
}

@MainActor
@Suite struct TableViewTests {
    func makeList(rows: Int, size: Size = Size(width: 40, height: 12), buttons: Bool = false) async
        -> (AppDriver, ListViewController) {
        let list = ListViewController(title: "List", rows: (0..<rows).map { "Row \($0)" }, withButtons: buttons)
        let driver = await AppDriver(size: size, rootViewController: NavigationController(rootViewController: list))
        return (driver, list)
    }

    @Test func onlyVisibleRowsHaveCellsAndCellsAreReused() async {
        let (driver, list) = await makeList(rows: 200)
        // 12 lines: 1 title bar + 11 rows.
        #expect(list.tableView.visibleCells.count == 11)
        #expect(list.tableView.createdCellCount == 11)
        #expect(list.tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
        let firstCell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        await driver.press(.pageDown, times: 10)
        #expect(list.tableView.visibleCells.count == 11)
        #expect(list.tableView.createdCellCount <= 12, "cells are recycled, not created per row")
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(list.tableView.visibleCells.contains { $0 === firstCell }, "the first cell came back for another row")
        #expect(list.tableView.visibleCells.allSatisfy { $0.tableView === list.tableView && $0.superview === list.tableView })
    }

    @Test func aMillionRowsAreCheap() async {
        let huge = HugeListViewController(rowCount: 1_000_000)
        let driver = await AppDriver(size: Size(width: 60, height: 20), rootViewController: huge)
        #expect(driver.screenText[0].contains("Item 0 第0行"))
        await driver.press(.end)
        #expect(huge.tableView.indexPathForSelectedRow == IndexPath(row: 999_999, section: 0))
        #expect(driver.screenText[19].contains("Item 999999 第999999行"))
        await driver.press(.pageUp)
        await driver.press(.home)
        #expect(driver.screenText[0].contains("Item 0"))
        #expect(huge.tableView.createdCellCount <= 21)
        #expect(huge.cellRequests < 200, "only rows that became visible were asked for")
        #expect(huge.heightRequests < 2_000, "heights are asked lazily, not for every row")
    }

    @Test func variableHeightsScrollLazilyToTheEnd() async {
        let huge = HugeListViewController(rowCount: 1_000_000, variableHeights: true)
        let driver = await AppDriver(size: Size(width: 60, height: 20), rootViewController: huge)
        await driver.press(.end)
        #expect(huge.heightRequests < 2_000)
        let last = huge.tableView.cellForRow(at: IndexPath(row: 999_999, section: 0))
        #expect(last != nil)
        #expect(last.map { $0.frame.maxY } == 20, "the last row ends at the bottom edge")
        #expect(last?.frame.height == 1 + 999_999 % 3)
    }

    @Test func rowHeightsAreKeptUntilTheRowsChange() async {
        let huge = HugeListViewController(rowCount: 100, variableHeights: true)
        let driver = await AppDriver(size: Size(width: 60, height: 20), rootViewController: huge)
        let asked = huge.heightRequests
        #expect(asked > 0)
        // A selection move within the screen asks for no height again.
        await driver.press(.down)
        #expect(huge.heightRequests == asked)
        // A reload, `endUpdates()` and a new width ask again.
        huge.tableView.endUpdates()
        await driver.runUntilIdle()
        #expect(huge.heightRequests > asked)
        let afterUpdates = huge.heightRequests
        huge.tableView.reloadData()
        await driver.runUntilIdle()
        #expect(huge.heightRequests > afterUpdates)
        let afterReload = huge.heightRequests
        await driver.resize(to: Size(width: 50, height: 20))
        #expect(huge.heightRequests > afterReload)
    }

    /// Counts its layouts.
    final class LayoutCountingTableView: TableView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    @Test func aSelectionMoveWithinTheScreenLaysNothingOut() async {
        let table = LayoutCountingTableView()
        let list = ListViewController(sections: [(0..<5).map { "A\($0)" }, (0..<30).map { "B\($0)" }], headers: ["First", "Second"])
        list.tableView = table
        let driver = await AppDriver(size: Size(width: 40, height: 12), rootViewController: list)
        let before = table.layouts
        await driver.press(.down, times: 3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.layouts == before, "the two cells change look; the rows stay where they are")
        // Past the screen's last row the table scrolls: it lays out.
        await driver.press(.down, times: 17)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 15, section: 1))
        #expect(table.layouts > before)
        #expect(driver.screenText.contains { $0.contains("B15") })
        #expect(!driver.screenText.contains { $0.contains("Second") })
        // Back up to the section's first row: its header comes into view with it (a scroll, not in place).
        await driver.press(.up, times: 15)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        let header = driver.screenText.firstIndex { $0.contains("Second") }
        let first = driver.screenText.firstIndex { $0.contains("B0") }
        #expect(header != nil && first == header.map { $0 + 1 }, "\(driver.screenText)")
    }

    @Test func selectionMovesWithArrowsAndVimKeysAndScrolls() async {
        let (driver, list) = await makeList(rows: 30)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "the focused table selects its first row")
        await driver.press("j")
        await driver.press(.down)
        #expect(list.tableView.indexPathForSelectedRow?.row == 2)
        await driver.press("k")
        #expect(list.tableView.indexPathForSelectedRow?.row == 1)
        await driver.press(.down, times: 15)
        #expect(list.tableView.indexPathForSelectedRow?.row == 16)
        // The selected row is the last visible line.
        #expect(driver.screenText[11].contains("Row 16"))
        #expect(driver.screenText[1].contains("Row 6"))
        await driver.press(.home)
        #expect(driver.screenText[1].contains("Row 0"))
        await driver.press(.end)
        #expect(list.tableView.indexPathForSelectedRow?.row == 29)
        #expect(driver.screenText[11].contains("Row 29"))
        await driver.press(.enter)
        #expect(list.events.contains("select [0, 29]"))
    }

    @Test func selectedRowIsHighlighted() async {
        let (driver, _) = await makeList(rows: 5)
        await driver.press("j")
        let y = driver.position(of: "Row 1")!.y
        #expect(driver.cell(x: 2, y: y).style.background == Theme.selectionBackground)
        #expect(driver.cell(x: 30, y: y).style.background == Theme.selectionBackground)
        #expect(driver.cell(x: 2, y: y - 1).style.background == .default)
    }

    @Test func sectionHeadersAreSkippedBySelection() async {
        let list = ListViewController(title: "Sections", sections: [["A1", "A2"], [], ["C1"]],
                                      headers: ["Section A", "Section B", "Section C"])
        list.footers = [nil, nil, "End of C"]
        let driver = await AppDriver(size: Size(width: 40, height: 12), rootViewController: NavigationController(rootViewController: list))
        #expect(driver.screenText[1] == "Section A")
        #expect(driver.screenText[2].contains("A1"))
        #expect(driver.screenText[4] == "Section B")
        #expect(driver.screenText[5] == "Section C")
        #expect(driver.screenText[7].contains("End of C"))
        await driver.press(.down, times: 2)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 2))
        await driver.press(.up)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func multiLineRows() async {
        let (driver, list) = await makeList(rows: 10)
        list.heights = [IndexPath(row: 0, section: 0): 3]
        list.tableView.reloadData()
        await driver.runUntilIdle()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 3)
        #expect(driver.screenText[4].contains("Row 1"))
        // Three highlighted lines for the selected first row.
        for y in 1...3 { #expect(driver.cell(x: 0, y: y).style.background == Theme.selectionBackground) }
        #expect(driver.cell(x: 0, y: 4).style.background == .default)
    }

    @Test func tabAndArrowsMoveFocusBetweenTheRowsButtons() async {
        let (driver, list) = await makeList(rows: 5, size: Size(width: 50, height: 10), buttons: true)
        let table = list.tableView
        #expect(table.focusedControlIndex == nil)
        await driver.press(.tab)
        #expect(table.focusedControlIndex == 0)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! ButtonCell
        #expect(cell.likeButton.isHighlighted)
        let likeX = driver.position(of: "[ Like ]")!.x
        #expect(driver.cell(x: likeX, y: 1).style.attributes.contains(.inverse))
        await driver.press(.right)
        #expect(table.focusedControlIndex == 1)
        #expect(cell.followButton.isHighlighted && !cell.likeButton.isHighlighted)
        await driver.press(.right)
        #expect(table.focusedControlIndex == 1, "→ stops at the last button")
        await driver.press(.left)
        #expect(table.focusedControlIndex == 0)
        await driver.press(.left)
        #expect(table.focusedControlIndex == nil)
        await driver.press(.tab, times: 2)
        #expect(table.focusedControlIndex == 1)
        await driver.press(.enter)
        #expect(list.routed.last?.event is FollowEvent)
        // Changing rows resets the focus.
        await driver.press("j")
        #expect(table.focusedControlIndex == nil)
        #expect(!cell.followButton.isHighlighted)
        await driver.press(.enter)
        #expect(list.events.last == "select [0, 1]")
        // Tab past the last button leaves the buttons (back to the row itself).
        await driver.press(.tab, times: 3)
        #expect(table.focusedControlIndex == nil)
    }

    @Test func refreshOnR() async {
        let (driver, list) = await makeList(rows: 5)
        var refreshes = 0
        let refresh = RefreshControl()
        refresh.addAction { refreshes += 1 }
        list.tableView.refreshControl = refresh
        await driver.runUntilIdle()
        #expect(!driver.contains("Refreshing…"))
        await driver.press("r")
        #expect(refreshes == 1)
        #expect(refresh.isRefreshing)
        #expect(driver.screenText[1].contains("Refreshing…"))
        #expect(driver.screenText[2].contains("Row 0"), "rows move down one line while refreshing")
        await driver.press("r")
        #expect(refreshes == 1, "no second refresh while one is running")
        refresh.endRefreshing()
        await driver.runUntilIdle()
        #expect(!driver.contains("Refreshing…"))
        #expect(driver.screenText[1].contains("Row 0"))
    }

    @Test func theRefreshLineCoversARowScrolledHalfOutOfView() async {
        let (driver, list) = await makeList(rows: 10, size: Size(width: 40, height: 8))
        for row in 0..<10 { list.heights[IndexPath(row: row, section: 0)] = 3 }
        // Titles that wrap over all three lines, so a row cut at the top shows words.
        list.sections[0] = (0..<10).map { "Row \($0) " + String(repeating: "lorem ", count: 16) }
        list.tableView.reloadData()
        let refresh = RefreshControl()
        list.tableView.refreshControl = refresh
        await driver.runUntilIdle()
        await driver.press(.down, times: 3)     // the top row is now cut: only its lower lines show
        await driver.press("r")
        #expect(driver.screenText[1].contains("Refreshing…"))
        #expect(!driver.screenText[1].contains("lorem"), "nothing of a row shows through the refresh line")
    }

    @Test func oneLoaderAtATimeAndTheErrorGivesWayWhileARefreshRuns() async {
        let (driver, list) = await makeList(rows: 0)
        let refresh = RefreshControl()
        refresh.addAction { HUD.show(in: list.tableView, text: "Loading…") }
        list.tableView.refreshControl = refresh
        list.tableView.backgroundView = Label(text: "Server busy")
        await driver.runUntilIdle()
        #expect(driver.contains("Server busy"))
        await driver.press("r")
        #expect(driver.contains("Loading…"))
        #expect(!driver.contains("Refreshing…"), "the HUD is the refresh's one loader")
        #expect(!driver.contains("Server busy"), "the error being retried is not shown under the loader")
        HUD.hide(for: list.tableView)
        refresh.endRefreshing()
        await driver.runUntilIdle()
        #expect(driver.contains("Server busy"))
    }

    @Test func aResizeKeepsTheSelectionInView() async {
        let (driver, list) = await makeList(rows: 40, size: Size(width: 40, height: 24))
        await driver.press(.down, times: 20)
        #expect(driver.contains("Row 20"))
        await driver.resize(to: Size(width: 40, height: 8))
        #expect(driver.contains("Row 20"), "the selected row is still on screen after the terminal shrank")
        await driver.resize(to: Size(width: 30, height: 5))
        #expect(driver.contains("Row 20"))
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 20, section: 0))
    }

    @Test func withoutSelectionEnterIsNotTheTablesAndIsNotHinted() async {
        let (driver, list) = await makeList(rows: 3)
        #expect(list.tableView.keyHints.contains(KeyHint("Enter", .select)))
        list.tableView.allowsSelection = false
        await driver.press(.enter)
        #expect(list.events.isEmpty, "Enter selected nothing")
        #expect(list.tableView.keyHints == [KeyHint("↑↓", .move)])
    }

    @Test func loadMoreWhenTheSelectionReachesTheLastRow() async {
        let (driver, list) = await makeList(rows: 3)
        await driver.press(.down)
        #expect(!list.events.contains("end"))
        await driver.press(.down)
        #expect(list.events.filter { $0 == "end" }.count == 1)
        await driver.press(.down)
        #expect(list.events.filter { $0 == "end" }.count == 2, "pressing down at the end asks again")
        // The page arrives: rows are appended and inserted.
        list.sections[0] += ["Row 3", "Row 4"]
        list.tableView.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
        await driver.runUntilIdle()
        #expect(driver.screenText[4].contains("Row 3"))
        #expect(list.tableView.indexPathForSelectedRow?.row == 2)
        await driver.press(.end)
        #expect(list.events.filter { $0 == "end" }.count == 3)
    }

    @Test func insertAndDeleteRowsKeepTheSelection() async {
        let (driver, list) = await makeList(rows: 5)
        await driver.press(.down, times: 2)
        #expect(list.tableView.indexPathForSelectedRow?.row == 2)
        list.sections[0].insert("New", at: 0)
        list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)])
        await driver.runUntilIdle()
        #expect(driver.screenText[1].contains("New"))
        #expect(list.tableView.indexPathForSelectedRow?.row == 3, "the same row stays selected")
        list.sections[0].remove(at: 3)
        list.tableView.deleteRows(at: [IndexPath(row: 3, section: 0)])
        await driver.runUntilIdle()
        #expect(!driver.contains("Row 2"))
        #expect(list.tableView.indexPathForSelectedRow?.row == 3, "the next row takes the deleted one's place")
        #expect(driver.screenText[4].contains("Row 3"))
        list.sections[0].removeLast(2)
        list.tableView.deleteRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
        await driver.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow?.row == 2, "clamped to the new last row")
        #expect(list.tableView.visibleCells.count == 3)
    }

    @Test func emptyStateShowsTheBackgroundView() async {
        let (driver, list) = await makeList(rows: 0)
        let empty = Label(text: "Nothing yet · 暂无内容")
        empty.textAlignment = .center
        list.tableView.backgroundView = empty
        await driver.runUntilIdle()
        #expect(driver.contains("Nothing yet · 暂无内容"))
        #expect(list.tableView.indexPathForSelectedRow == nil)
        await driver.press(.down)
        await driver.press(.enter)
        #expect(list.events.isEmpty)
        list.sections[0] = ["Row 0"]
        list.tableView.reloadData()
        await driver.runUntilIdle()
        #expect(!driver.contains("Nothing yet"))
        #expect(driver.screenText[1].contains("Row 0"))
    }

    @Test func tableFooterViewAfterTheLastRow() async {
        let (driver, list) = await makeList(rows: 20)
        let footer = Label(text: "No more · 没有更多了")
        footer.frame.size.height = 1
        list.tableView.tableFooterView = footer
        await driver.runUntilIdle()
        #expect(!driver.contains("No more"))
        await driver.press(.end)
        #expect(driver.screenText[11].contains("No more · 没有更多了"), "moving to the last row reveals the footer")
        #expect(driver.screenText[10].contains("Row 19"))
    }

    @Test func reloadRowsAsksForTheCellAgain() async {
        let (driver, list) = await makeList(rows: 5)
        list.sections[0][1] = "Changed 改"
        list.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)])
        await driver.runUntilIdle()
        #expect(driver.screenText[2].contains("Changed 改"))
    }

    @Test func scrollToRowAndSelectRow() async {
        let (driver, list) = await makeList(rows: 100)
        list.tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top)
        await driver.runUntilIdle()
        #expect(driver.screenText[1].contains("Row 50"))
        list.tableView.selectRow(at: IndexPath(row: 80, section: 0), scrollPosition: .middle)
        await driver.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow?.row == 80)
        #expect(driver.screenText[6].contains("Row 80"))
    }

    @Test func oneRowScrollIsAPureShift() async {
        let huge = HugeListViewController(rowCount: 1_000)
        let driver = await AppDriver(size: Size(width: 60, height: 10), rootViewController: huge)
        await driver.press(.down, times: 9)
        let before = driver.screenText
        await driver.press(.down)
        let after = driver.screenText
        #expect(Array(before.dropFirst(1).dropLast(1)).map { String($0.prefix(40)) }
            == Array(after.dropLast(2)).map { String($0.prefix(40)) })
        #expect(driver.terminal.lastFrameBytes.count < 1_000)
    }
}

import Testing
import TerminalUI
import TerminalUITesting

/// A table that never ends its refresh, so the indicator stays up.
@MainActor
final class RefreshingList: ViewController, TableViewDataSource {
    let table = TableView()
    override func loadView() {
        table.dataSource = self
        table.refreshControl = RefreshControl()
        view = table
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.textLabel.text = "row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("The toolkit's own words")
struct ToolkitTextsTests {
    @Test("the back item and the refresh indicator use the application's texts, English by default")
    func texts() async {
        let first = ViewController()
        first.title = "First"
        let list = RefreshingList()
        list.title = "List"
        let nav = NavigationController(rootViewController: first)
        let driver = await AppDriver(size: Size(width: 40, height: 8), rootViewController: nav)
        nav.pushViewController(list)
        await driver.press(.character("r"))
        #expect(driver.screenText[0].hasPrefix(" ‹ Back") && driver.contains("Refreshing…"))
        driver.application.texts = ToolkitTexts(back: "‹ 返回", refreshing: "刷新中…")
        await driver.runUntilIdle()
        #expect(driver.screenText[0].hasPrefix(" ‹ 返回") && driver.contains("刷新中…") && !driver.contains("Refreshing"))
    }
}

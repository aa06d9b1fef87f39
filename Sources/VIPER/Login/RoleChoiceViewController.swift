import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// `Who are you?` as a passive VIPER view: shows the rows it is given, reports the chosen one.
final class RoleChoiceViewController: ViewController, RoleChoiceViewInterface {
    private let eventHandler: any RoleChoiceModuleInterface
    private let rows = RowsTable<String>(
        of: RoleCell.self, reuseIdentifier: RoleCell.reuseIdentifier, height: RoleCell.height, isPaged: false
    ) { cell, title in
        cell.title = title
    }

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any RoleChoiceModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        rows.didSelectRow = { [weak eventHandler] index in eventHandler?.selectRow(at: index) }
    }

    override func loadView() { view = rows.tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        eventHandler.viewDidLoad()
    }

    func show(title: String, rows: [String]) {
        self.title = title
        self.rows.show(rows)
    }
}

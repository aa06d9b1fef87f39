import Domain
import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// The `Upcoming` page as a passive VIPER view: a sectioned table of to-do cells. `a` / `+`,
/// `d` / Delete and pull to refresh go to the presenter; it hands back display data.
final class UpcomingViewController: ViewController, UpcomingViewInterface, TableViewDataSource, TableViewDelegate {
    private let eventHandler: any UpcomingModuleInterface
    private let tableView = TableView()
    private var sections: [UpcomingSectionDisplayData] = []

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any UpcomingModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        track(eventHandler.pendingWork)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        TodoCell.register(in: tableView)
        tableView.allowsSelection = false   // an item opens nothing: Enter is not the list's
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak eventHandler] in eventHandler?.refresh() }
        tableView.refreshControl = refresh
        // `a Add`, and `d Delete` while an item is selected.
        keyCommands = [
            .add { [weak self] in self?.eventHandler.addNewItem() },
            .delete(isEnabled: { [weak self] in self?.tableView.indexPathForSelectedRow != nil }) { [weak self] in
                guard let self, let selected = self.tableView.indexPathForSelectedRow, self.sections.indices.contains(selected.section),
                      self.sections[selected.section].rows.indices.contains(selected.row) else { return }
                self.eventHandler.deleteItem(id: self.sections[selected.section].rows[selected.row].id)
            },
        ]
        eventHandler.viewDidLoad()
    }

    // MARK: UpcomingViewInterface

    func setTitle(_ title: String) { self.title = title }

    func showUpcomingDisplayData(_ sections: [UpcomingSectionDisplayData]) {
        show(sections, background: nil)
    }

    func showNoContentMessage(_ message: String) {
        show([], background: EmptyStateView(message: message))
    }

    func showError(_ error: ListError) {
        show([], background: ErrorStateView(message: error.message, hint: error.hint))
    }

    func selectItem(id: TodoItem.ID) {
        for (section, data) in sections.enumerated() {
            if let row = data.rows.firstIndex(where: { $0.id == id }) {
                tableView.selectRow(at: IndexPath(row: row, section: section), scrollPosition: .middle)
            }
        }
    }


    private func show(_ sections: [UpcomingSectionDisplayData], background: View?) {
        tableView.refreshControl?.endRefreshing()
        self.sections = sections
        tableView.backgroundView = background
        tableView.reloadData()
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { TodoCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        cell.title = row.title
        cell.detail = row.detail
        return cell
    }
}

import Domain
import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// The `Upcoming` list as a passive ``MVPPresenters/UpcomingViewInterface``: it draws the
/// sections the ``MVPPresenters/UpcomingPresenter`` hands it and forwards `a` / `+`, `d` /
/// Delete and pull to refresh.
final class UpcomingViewController: ViewController, UpcomingViewInterface, TableListView, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    private let presenter: UpcomingPresenter

    init(presenter: UpcomingPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        track(presenter.pendingWork)
        presenter.view = self
        TodoCell.register(in: tableView)
        tableView.allowsSelection = false   // an item opens nothing: Enter is not the list's
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.presenter.didPullToRefresh() }
        tableView.refreshControl = refresh
        // `a Add`, and `d Delete` while an item is selected.
        keyCommands = [
            .add { [weak self] in self?.presenter.didPressAdd() },
            .delete(isEnabled: { [weak self] in self?.tableView.indexPathForSelectedRow != nil }) { [weak self] in
                guard let self, let selected = self.tableView.indexPathForSelectedRow else { return }
                self.presenter.didPressDelete(row: selected.row, inSection: selected.section)
            },
        ]
        presenter.viewDidLoad()
    }

    // MARK: UpcomingViewInterface (loading and errors: TableListView)

    func setTitle(_ title: String) { self.title = title }

    func selectRow(_ row: Int, inSection section: Int) {
        tableView.selectRow(at: IndexPath(row: row, section: section), scrollPosition: .middle)
    }

    func showAddTodo(_ presenter: AddTodoPresenter) {
        present(AddTodoViewController(presenter: presenter), animated: true)
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { presenter.numberOfSections }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { presenter.title(ofSection: section) }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { presenter.numberOfRows(inSection: section) }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { TodoCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        let data = presenter.row(indexPath.row, inSection: indexPath.section)
        cell.title = data.title
        cell.detail = data.detail
        return cell
    }
}

import Domain
import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// The `Upcoming` list, bound to an ``UpcomingViewModel``: its sections fill the table, its
/// empty and error outputs replace the rows, its events present the Add sheet, ask before a
/// delete and select the added item. `a` / `+`, `d` / Delete and `r` are its inputs.
final class UpcomingViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: UpcomingViewModel
    private let tableView = TableView()
    private var bindings: [ObservationToken] = []

    init(viewModel: UpcomingViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        TodoCell.register(in: tableView)
        tableView.allowsSelection = false   // an item opens nothing: Enter is not the list's
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak viewModel] in viewModel?.refreshRequested() }
        tableView.refreshControl = refresh
        // `a Add`, and `d Delete` while an item is selected.
        keyCommands = [
            .add { [weak self] in self?.viewModel.addTapped() },
            .delete(isEnabled: { [weak self] in self?.tableView.indexPathForSelectedRow != nil }) { [weak self] in
                guard let self, let selected = self.tableView.indexPathForSelectedRow, let row = self.row(at: selected) else { return }
                self.viewModel.deleteTapped(itemID: row.id)
            },
        ]
        track(viewModel.pendingWork)
        viewModel.viewDidLoad()
        let viewModel = viewModel, tableView = tableView
        bindings = tableView.bindLoading(of: viewModel) + [
            observe({ viewModel.sections }) { _ in tableView.reloadData() },
            observe({ viewModel.events.take() }) { [weak self] events in
                guard let self else { return }
                for event in events {
                    if case .selectItem(let id) = event { self.select(id) } else { self.show(event, toastIn: self.view) }
                }
            },
        ]
    }

    private func row(at indexPath: IndexPath) -> UpcomingRowViewData? {
        let sections = viewModel.sections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    private func select(_ id: TodoItem.ID) {
        for (section, data) in viewModel.sections.enumerated() {
            if let row = data.rows.firstIndex(where: { $0.id == id }) {
                tableView.selectRow(at: IndexPath(row: row, section: section), scrollPosition: .middle)
            }
        }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { viewModel.sections.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { viewModel.sections[section].title }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { viewModel.sections[section].rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { TodoCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = viewModel.sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        cell.title = row.title
        cell.detail = row.detail
        return cell
    }
}

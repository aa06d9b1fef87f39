import Domain
import PatternKit
import SceneViews
import TerminalUI

/// The `Upcoming` list: the controller between the ``TodoListModel`` model and the table. It asks the
/// model to load, add and delete, and redraws from the model's sections.
///
/// `a` / `+` open the Add sheet, `d` / Delete deletes the selected item after a confirmation.
final class UpcomingViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let list: TodoListModel
    private let strings: Localizer
    private let tableView = TableView()

    init(list: TodoListModel, strings: Localizer) {
        self.list = list
        self.strings = strings
        super.init()
        title = strings(.upcoming)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        TodoCell.register(in: tableView)
        tableView.allowsSelection = false   // an item opens nothing: Enter is not the list's
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.load() }
        tableView.refreshControl = refresh
        // `a Add`, and `d Delete` while an item is selected.
        keyCommands = [
            .add { [weak self] in self?.presentAdd() },
            .delete(isEnabled: { [weak self] in self?.tableView.indexPathForSelectedRow != nil }) { [weak self] in self?.confirmDelete() },
        ]
        load()
    }

    private func load(selecting selected: TodoItem.ID? = nil) {
        spawn { [weak self] in
            guard let result = await self?.list.load(), let self else { return }
            self.tableView.endLoading()
            switch result {
            case .success:
                self.tableView.backgroundView = self.list.groups.isEmpty ? EmptyStateView(message: self.strings(.noUpcomingItems)) : nil
                self.tableView.reloadData()
                if let selected, let position = self.list.position(of: selected) {
                    self.tableView.selectRow(at: IndexPath(row: position.row, section: position.section), scrollPosition: .middle)
                }
            case .failure(let error):
                self.tableView.showLoadError(error, strings: self.strings)
                self.tableView.reloadData()
            }
        }
    }

    private func presentAdd() {
        let add = AddTodoViewController(list: list, strings: strings)
        add.onSaved = { [weak self] item in self?.load(selecting: item.id) }
        present(add, animated: true)
    }

    private func confirmDelete() {
        guard let selected = tableView.indexPathForSelectedRow, let row = list.row(selected.row, inSection: selected.section) else { return }
        let question = Confirmation.standard(strings(.deleteTodoConfirmation), strings: strings, isDestructive: true)
        presentConfirmation(question) { [weak self] in self?.delete(row.id) }
    }

    private func delete(_ id: TodoItem.ID) {
        spawn { [weak self] in
            guard let result = await self?.list.delete(id: id), let self else { return }
            if case .failure(let error) = result { Toast.show(self.strings.message(for: error), in: self.view) }
            self.load()
        }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { list.groups.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        strings(.section(list.groups[section].section))
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { list.groups[section].rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { TodoCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = list.groups[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        cell.title = row.item.name
        cell.detail = row.detail(in: strings)
        return cell
    }
}

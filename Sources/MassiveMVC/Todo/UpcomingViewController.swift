import Domain
import PatternKit
import SceneViews
import TerminalUI

/// The `Upcoming` to-do list, the Massive-MVC way: this one controller reads the store, files the
/// items into sections with the day's ``UpcomingSchedule``, draws the rows, opens the Add sheet
/// and deletes after a confirmation.
///
/// `a` / `+` add, `d` / Delete deletes the selected item, `r` reads the list again.
final class UpcomingViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let services: Services
    private let strings: Localizer
    private let tableView = TableView()
    private var groups: [UpcomingGroup] = []

    init(services: Services, strings: Localizer) {
        self.services = services
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

    /// Reads the items the list shows today and redraws it, selecting `selecting` when given.
    private func load(selecting selected: TodoItem.ID? = nil) {
        let services = services
        let schedule = services.dates.upcomingSchedule()
        spawn { [weak self] in
            let result = await Result(catching: { try await services.todos.items(in: schedule) })
            guard let self else { return }
            self.tableView.refreshControl?.endRefreshing()
            switch result {
            case .success(let items):
                self.groups = schedule.groups(for: items)
                if self.groups.isEmpty {
                    self.tableView.backgroundView = EmptyStateView(message: self.strings(.noUpcomingItems))
                } else {
                    self.tableView.backgroundView = nil
                }
                self.tableView.reloadData()
                if let selected, let indexPath = self.indexPath(of: selected) {
                    self.tableView.selectRow(at: indexPath, scrollPosition: .middle)
                }
            case .failure(let error):
                self.groups = []
                self.tableView.backgroundView = ErrorStateView(message: self.strings.message(for: error), hint: self.strings(.retryHint))
                self.tableView.reloadData()
            }
        }
    }

    private func indexPath(of id: TodoItem.ID) -> IndexPath? {
        for (section, group) in groups.enumerated() {
            if let row = group.rows.firstIndex(where: { $0.id == id }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    // MARK: Keys

    private func presentAdd() {
        let add = AddTodoViewController(services: services, strings: strings)
        add.onSaved = { [weak self] item in self?.load(selecting: item.id) }
        present(add, animated: true)
    }

    private func confirmDelete() {
        guard let indexPath = tableView.indexPathForSelectedRow, groups.indices.contains(indexPath.section),
              groups[indexPath.section].rows.indices.contains(indexPath.row) else { return }
        let item = groups[indexPath.section].rows[indexPath.row].item
        let question = Confirmation.standard(strings(.deleteTodoConfirmation), strings: strings, isDestructive: true)
        presentConfirmation(question) { [weak self] in self?.delete(item) }
    }

    private func delete(_ item: TodoItem) {
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.todos.delete(id: item.id) })
            guard let self else { return }
            if case .failure(let error) = result {
                Toast.show(self.strings.message(for: error), in: self.view)
            }
            self.load()
        }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { groups.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        strings(.section(groups[section].section))
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { groups[section].rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { TodoCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = groups[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        cell.title = row.item.name
        cell.detail = row.detail(in: strings)
        return cell
    }
}

import Domain
import MVICore
import MVIFeatures
import PatternKit
import SceneViews
import TerminalUI

/// The `Upcoming` list, rendering ``UpcomingFeature``: the sections fill the table, the empty
/// and error states replace the rows, the Add sheet and the delete question are up while the
/// state has them. Keys become actions; one-shot state (the toast, the row to select) is
/// acknowledged once shown.
final class UpcomingViewController: ViewController, TableViewDataSource, TableViewDelegate {
    typealias Feature = UpcomingFeature

    private let store: Store<Feature.State, Feature.Action>
    private let strings: Localizer
    private let tableView = TableView()
    private var observation: StoreObservation?
    private var status: ListStatusRenderer
    private var groups: [UpcomingGroup] = []
    private weak var presentedSheet: AddTodoViewController?
    private var askedDelete: TodoItem.ID?
    private weak var presentedAlert: AlertController?

    /// The list rendering `store`.
    init(store: Store<Feature.State, Feature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        status = ListStatusRenderer(strings: strings)
        super.init()
        title = strings(.upcoming)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        let store = store
        TodoCell.register(in: tableView)
        tableView.allowsSelection = false   // an item opens nothing: Enter is not the list's
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [store] in store.send(.refresh) }
        tableView.refreshControl = refresh
        // `a Add`, and `d Delete` while an item is selected.
        keyCommands = [
            .add { [weak self] in self?.store.send(.addTapped) },
            .delete(isEnabled: { [weak self] in self?.tableView.indexPathForSelectedRow != nil }) { [weak self] in
                guard let self, let selected = self.tableView.indexPathForSelectedRow, self.groups.indices.contains(selected.section),
                      self.groups[selected.section].rows.indices.contains(selected.row) else { return }
                self.store.send(.deleteTapped(self.groups[selected.section].rows[selected.row].id))
            },
        ]
        store.onEffectStarted { [weak self] task in self?.application?.track(task) }
        store.send(.viewDidLoad)
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    private func render(_ state: Feature.State) {
        var acknowledgements: [Feature.Action] = []
        _ = status.render(isShowingHUD: false, isLoading: state.isLoading, error: state.loadError,
                          empty: state.isEmpty ? strings(.noUpcomingItems) : nil, in: tableView)
        if state.groups != groups {
            groups = state.groups
            tableView.reloadData()
        }
        if let id = state.selection, !state.isLoading {
            select(id)
            acknowledgements.append(.selectionShown)
        }
        if let error = state.toast {
            Toast.show(strings.message(for: error), in: view)
            acknowledgements.append(.toastShown)
        }
        renderSheet(state.addTodo)
        renderQuestion(state.pendingDelete)
        for action in acknowledgements { store.send(action) }
    }

    private func renderSheet(_ addTodo: AddTodoFeature.State?) {
        if let addTodo, presentedSheet == nil {
            let sheet = AddTodoViewController(
                store: store.scope(state: { $0.addTodo ?? addTodo }, action: { .addTodo($0) }), strings: strings)
            presentedSheet = sheet
            present(sheet, animated: true)
        } else if addTodo == nil, let sheet = presentedSheet {
            presentedSheet = nil
            sheet.dismiss(animated: true)
        }
    }

    private func renderQuestion(_ pendingDelete: TodoItem.ID?) {
        if let id = pendingDelete, askedDelete == nil {
            askedDelete = id
            let question = Confirmation.standard(strings(.deleteTodoConfirmation), strings: strings, isDestructive: true)
            presentedAlert = presentConfirmation(question) { [weak self] ok in
                self?.askedDelete = nil
                self?.store.send(.deleteAnswered(ok))
            }
        } else if pendingDelete == nil, askedDelete != nil {
            askedDelete = nil
            presentedAlert?.dismiss()
        }
    }

    private func select(_ id: TodoItem.ID) {
        for (section, group) in groups.enumerated() {
            if let row = group.rows.firstIndex(where: { $0.id == id }) {
                tableView.selectRow(at: IndexPath(row: row, section: section), scrollPosition: .middle)
            }
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

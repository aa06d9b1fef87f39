import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// `Who are you?`, showing a ``RoleChoiceViewModel``'s rows; Enter on a row is its input.
final class RoleChoiceViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: RoleChoiceViewModel
    private let tableView = TableView()
    private var bindings: [ObservationToken] = []

    init(viewModel: RoleChoiceViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RoleCell.self, forCellReuseIdentifier: RoleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let events = viewModel.events
        bindings = [
            bindEvents(of: events),
        ]
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { viewModel.rowTitles.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { RoleCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RoleCell.reuseIdentifier, for: indexPath) as! RoleCell
        cell.title = viewModel.rowTitles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
    }
}

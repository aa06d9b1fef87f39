import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// `Who are you?` as a passive ``MVPPresenters/RoleChoiceViewInterface``.
final class RoleChoiceViewController: ViewController, RoleChoiceViewInterface, TableViewDataSource, TableViewDelegate {
    private let presenter: RoleChoicePresenter
    private let tableView = TableView()

    init(presenter: RoleChoicePresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
        tableView.register(RoleCell.self, forCellReuseIdentifier: RoleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        presenter.viewDidLoad()
    }

    func setTitle(_ title: String) { self.title = title }

    func showLogin(_ presenter: LoginPresenter) {
        navigationController?.pushViewController(LoginViewController(presenter: presenter))
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { presenter.rowTitles.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { RoleCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RoleCell.reuseIdentifier, for: indexPath) as! RoleCell
        cell.title = presenter.rowTitles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRow(at: indexPath.row)
    }
}

import Domain
import SceneViews
import TerminalUI

/// `Who are you?`: each row pushes its role's login screen with a ``LoginController`` of its own.
final class RoleChoiceViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private static let roles: [Role] = [.teacher, .student]
    private let service: any LoginService
    private let strings: Localizer
    private let tableView = TableView()

    init(service: any LoginService, strings: Localizer) {
        self.service = service
        self.strings = strings
        super.init()
        title = strings(.whoAreYou)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RoleCell.self, forCellReuseIdentifier: RoleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.roles.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { RoleCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RoleCell.reuseIdentifier, for: indexPath) as! RoleCell
        cell.title = strings(.iAm(Self.roles[indexPath.row]))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let controller = LoginController(role: Self.roles[indexPath.row], service: service, strings: strings)
        navigationController?.pushViewController(LoginViewController(controller: controller, strings: strings))
    }
}

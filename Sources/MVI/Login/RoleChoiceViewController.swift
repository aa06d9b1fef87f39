import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// `Who are you?`, on the root store of ``RoleChoiceFeature``; a row pushes that role's form on
/// the store scoped to it.
final class RoleChoiceViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let store: Store<RoleChoiceFeature.State, RoleChoiceFeature.Action>
    private let strings: Localizer
    private let tableView = TableView()

    init(store: Store<RoleChoiceFeature.State, RoleChoiceFeature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        super.init()
        title = strings(.whoAreYou)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        tableView.register(RoleCell.self, forCellReuseIdentifier: RoleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        store.onEffectStarted { [weak self] task in self?.application?.track(task) }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { RoleChoiceFeature.roles.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { RoleCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RoleCell.reuseIdentifier, for: indexPath) as! RoleCell
        cell.title = strings(.iAm(RoleChoiceFeature.roles[indexPath.row]))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let role = RoleChoiceFeature.roles[indexPath.row]
        store.send(.roleSelected(role))
        let form = role == .teacher
            ? store.scope(state: \.teacher, action: RoleChoiceFeature.Action.teacher)
            : store.scope(state: \.student, action: RoleChoiceFeature.Action.student)
        navigationController?.pushViewController(LoginViewController(store: form, strings: strings))
    }
}

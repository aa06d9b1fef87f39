import Domain
import PatternKit
import TerminalUI

/// The first screen: every pattern with one line on what it is. Enter opens its demos.
final class CatalogViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let catalog: AppCatalog
    private let tableView = TableView()

    init(catalog: AppCatalog) {
        self.catalog = catalog
        super.init()
        title = catalog.strings.title
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        tableView.register(CatalogCell.self, forCellReuseIdentifier: CatalogCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { PatternID.allCases.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CatalogCell.reuseID, for: indexPath)
        let pattern = PatternID.allCases[indexPath.row]
        cell.textLabel.text = pattern.displayName
        cell.detailTextLabel.text = catalog.strings.summary(pattern)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let pattern = PatternID.allCases[indexPath.row]
        navigationController?.pushViewController(DemoListViewController(pattern: pattern, catalog: catalog))
    }
}

/// A pattern's demos; those it does not implement yet say "coming".
final class DemoListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let pattern: PatternID
    private let catalog: AppCatalog
    private let tableView = TableView()

    init(pattern: PatternID, catalog: AppCatalog) {
        self.pattern = pattern
        self.catalog = catalog
        super.init()
        title = catalog.strings.demosTitle(pattern)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        tableView.register(CatalogCell.self, forCellReuseIdentifier: CatalogCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { DemoID.allCases.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CatalogCell.reuseID, for: indexPath)
        let demo = DemoID.allCases[indexPath.row]
        let available = catalog.implements(pattern, demo)
        cell.textLabel.text = catalog.strings.name(demo)
        cell.detailTextLabel.text = available ? "--demo \(demo.rawValue)" : catalog.strings.coming
        cell.accessoryType = available ? .disclosureIndicator : .none
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let demo = DemoID.allCases[indexPath.row]
        guard let screen = catalog.makeViewController(pattern, demo) else { return }
        navigationController?.pushViewController(screen)
    }
}

/// Two lines: a name, and a dimmed line below it.
final class CatalogCell: TableViewCell {
    static let reuseID = "CatalogCell"

    required init(style: CellStyle = .subtitle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

import Domain
import PatternKit
import TerminalUI

/// One line of a catalog list: a name, a dimmed line below it, and what Enter opens.
struct CatalogRow {
    var title: String
    var detail: String
    var open: @MainActor () -> ViewController?
}

/// A list of two-line catalog rows; Enter pushes what the selected row opens.
class CatalogListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let tableView = TableView()
    private var rows: [CatalogRow] = []

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CatalogCell.self, forCellReuseIdentifier: CatalogCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        rows = makeRows()
    }

    /// The rows, in order (subclasses say what they list).
    func makeRows() -> [CatalogRow] { [] }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CatalogCell.reuseID, for: indexPath)
        let row = rows[indexPath.row]
        cell.textLabel.text = row.title
        cell.detailTextLabel.text = row.detail
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let screen = rows[indexPath.row].open() else { return }
        navigationController?.pushViewController(screen)
    }
}

/// The first screen: every pattern with one line on what it is. Enter opens its demos.
final class CatalogViewController: CatalogListViewController {
    private let catalog: AppCatalog

    init(catalog: AppCatalog) {
        self.catalog = catalog
        super.init()
        title = catalog.strings.title
    }

    override func makeRows() -> [CatalogRow] {
        PatternID.allCases.map { pattern in
            CatalogRow(title: pattern.displayName, detail: catalog.strings.summary(pattern)) { [catalog] in
                DemoListViewController(pattern: pattern, catalog: catalog)
            }
        } + [
            CatalogRow(title: catalog.strings.compareTitle, detail: catalog.strings.compareSummary) { [catalog] in
                CompareViewController(strings: catalog.strings)
            },
        ]
    }
}

/// A pattern's demos, each with the option that opens it directly (`--demo todo`).
final class DemoListViewController: CatalogListViewController {
    private let pattern: PatternID
    private let catalog: AppCatalog

    init(pattern: PatternID, catalog: AppCatalog) {
        self.pattern = pattern
        self.catalog = catalog
        super.init()
        title = catalog.strings.demosTitle(pattern)
    }

    override func makeRows() -> [CatalogRow] {
        DemoID.allCases.map { demo in
            CatalogRow(title: catalog.strings.name(demo), detail: "--demo \(demo.rawValue)") { [catalog, pattern] in
                catalog.makeViewController(pattern, demo)
            }
        }
    }
}

/// Two lines: a name, and a dimmed line below it.
final class CatalogCell: TableViewCell {
    static let reuseID = "CatalogCell"

    required init(style: CellStyle = .subtitle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

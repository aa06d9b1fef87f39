import PatternKit
import struct Foundation.IntegerFormatStyle
import struct Foundation.Locale
import TerminalUI

/// One pattern's code as `mvx report` measured it (the figures are generated into
/// `ComparisonRow.measured`, which a test keeps current).
struct ComparisonRow: Equatable, Sendable {
    var pattern: PatternID
    var logicLines: Int
    var uiLines: Int
    var types: Int
    var protocols: Int
    var largestType: String
    var largestTypeLines: Int

    var totalLines: Int { logicLines + uiLines }
}

/// The catalog's Compare screen: every pattern's code as a bar — UI-free logic `█`, UI `░` —
/// with its total, and a line below on its types and largest type.
final class CompareViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let tableView = TableView()
    private let rows: [ComparisonRow]
    private let strings: CatalogStrings

    init(rows: [ComparisonRow] = ComparisonRow.measured, strings: CatalogStrings) {
        self.rows = rows
        self.strings = strings
        super.init()
        title = strings.compareTitle
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ComparisonCell.self, forCellReuseIdentifier: ComparisonCell.reuseID)
        tableView.allowsSelection = false
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { 2 }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { strings.compareLegend }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ComparisonCell.reuseID, for: indexPath)
        if let cell = cell as? ComparisonCell {
            cell.show(rows[indexPath.row], largest: rows.map(\.totalLines).max() ?? 1, strings: strings)
        }
        return cell
    }
}

/// Two lines: `mvp        ████████░░░░░ 1,658`, and below, dimmed, its types and largest type.
final class ComparisonCell: TableViewCell {
    static let reuseID = "ComparisonCell"
    private var row: ComparisonRow?
    private var largest = 1

    required init(style: CellStyle = .subtitle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
    }

    func show(_ row: ComparisonRow, largest: Int, strings: CatalogStrings) {
        self.row = row
        self.largest = max(1, largest)
        detailTextLabel.text = strings.compareDetail(
            types: row.types, protocols: row.protocols, largestType: row.largestType, largestLines: row.largestTypeLines
        )
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let row else { return }
        textLabel.text = Self.bar(row, largest: largest, width: textLabel.bounds.width)
    }

    /// `1,395`: the totals grouped in thousands with commas, whatever the locale.
    private static let thousands = IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US"))

    /// The name padded to 12 columns, the bar, the total; the bar fills what the width leaves.
    static func bar(_ row: ComparisonRow, largest: Int, width: Int) -> String {
        let name = row.pattern.rawValue.padding(toLength: 12)
        let total = " " + row.totalLines.formatted(Self.thousands)
        let room = max(0, width - name.count - total.count)
        let logic = room * row.logicLines / largest, ui = max(row.uiLines > 0 ? 1 : 0, room * row.totalLines / largest - logic)
        return name + String(repeating: "█", count: logic) + String(repeating: "░", count: ui) + total
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}

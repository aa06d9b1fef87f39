import MVPPresenters
import SceneViews
import TerminalUI

/// The drafts table: a passive ``DraftListView`` and the table's data source.
final class DraftTableController: PagedTableController, DraftListView, TableViewDataSource, TableViewDelegate {
    private let presenter: DraftListPresenter

    init(presenter: DraftListPresenter, host: ViewController) {
        self.presenter = presenter
        super.init(host: host)
        tableView.register(DraftCell.self, forCellReuseIdentifier: DraftCell.reuseIdentifier)
        tableView.register(RetryCell.self, forCellReuseIdentifier: RetryCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        presenter.view = self
    }

    override func didPullToRefresh() { presenter.didPullToRefresh() }

    /// The selected draft row, if a draft row is selected.
    var selectedDraftRow: Int? {
        guard let indexPath = tableView.indexPathForSelectedRow, indexPath.section == 0 else { return nil }
        return indexPath.row
    }

    // MARK: DraftListView

    func showBlockingLoading(_ text: String) {
        guard let host else { return }
        _ = HUD.show(in: host.view, text: text)
    }

    func hideBlockingLoading() {
        guard let host else { return }
        _ = HUD.hide(for: host.view)
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? (presenter.showsRetryRow ? 1 : 0) : presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : DraftCell.height
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: RetryCell.reuseIdentifier, for: indexPath)
            cell.textLabel.text = presenter.retryRowTitle
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftCell.reuseIdentifier, for: indexPath) as! DraftCell
        presenter.configure(cell, at: indexPath.row)
        return cell
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 { presenter.didSelectRetryRow() } else { presenter.didSelectRow(at: indexPath.row) }
    }

    func tableViewDidReachEnd(_ tableView: TableView) { presenter.didReachEnd() }
}

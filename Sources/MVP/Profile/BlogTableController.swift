import MVPPresenters
import SceneViews
import TerminalUI

/// The blog table: a passive ``BlogListView`` and the table's data source, which asks
/// ``BlogListPresenter`` for every count and binds each cell to its blog's presenter.
final class BlogTableController: PagedTableController, BlogListView, TableViewDataSource, TableViewDelegate {
    private let presenter: BlogListPresenter

    init(presenter: BlogListPresenter, host: ViewController) {
        self.presenter = presenter
        super.init(host: host)
        tableView.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        tableView.register(RetryCell.self, forCellReuseIdentifier: RetryCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        presenter.view = self
    }

    override func didPullToRefresh() { presenter.didPullToRefresh() }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? (presenter.showsRetryRow ? 1 : 0) : presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : BlogCell.height
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: RetryCell.reuseIdentifier, for: indexPath)
            cell.textLabel.text = presenter.retryRowTitle
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: indexPath) as! BlogCell
        cell.presenter = presenter.cellPresenter(at: indexPath.row)
        return cell
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 { presenter.didSelectRetryRow() } else { presenter.didSelectRow(at: indexPath.row) }
    }

    func tableViewDidReachEnd(_ tableView: TableView) { presenter.didReachEnd() }
}

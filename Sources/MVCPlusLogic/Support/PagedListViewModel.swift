import Domain
import MVCPlusKit

/// A paged list's logic, shared by the blog and draft lists: which page to ask for and when
/// (the end reached, the retry row, a refresh), the footer, the retry row, the first-load error
/// and the HUD, as keys on the list's namespace. Requests go to its owner through ``onNeedsPage``.
@MainActor
public final class PagedListViewModel<Row: Sendable> {
    /// The keys it publishes and listens to.
    public let keys = ListKeys<Row>()
    /// The rows shown.
    public private(set) var rows: [Row] = []
    /// Ask for page 0 (`true`: a refresh) or the next one (`false`).
    public var onNeedsPage: (@MainActor (_ firstPage: Bool) -> Void)?
    /// Row `index` was activated.
    public var onSelect: (@MainActor (Int) -> Void)?
    private let strings: Localizer
    private let emptyText: L10n
    private var channel: ChannelScope?
    // mvx-mutate:equivalent-next-line BooleanLiteral: read only by reachedEnd, which needs rows; rows come only with pageLoaded, which sets it false
    private var isLoading = false
    // mvx-mutate:equivalent-next-line BooleanLiteral: read only by reachedEnd and removeRow, which need rows; rows come only with pageLoaded, which sets it from the page
    private var hasMore = true
    // mvx-mutate:equivalent-next-line BooleanLiteral: read only by reachedEnd, which needs rows; rows come only with pageLoaded, which sets it false
    private var showsRetryRow = false

    /// A list whose texts are in `strings`' language; an empty list says `emptyText`.
    public init(strings: Localizer, emptyText: L10n) {
        self.strings = strings
        self.emptyText = emptyText
    }

    /// Listens to the table's events.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(keys.refresh, by: self) { [weak self] in self?.refresh() }
        channel.subscribe(keys.reachedEnd, by: self) { [weak self] in self?.reachedEnd() }
        channel.subscribe(keys.retry, by: self) { [weak self] in self?.retry() }
        channel.subscribe(keys.selected, by: self) { [weak self] index in
            guard let self, self.rows.indices.contains(index) else { return }
            self.onSelect?(index)
        }
    }

    // MARK: Passive flow

    private func refresh() {
        setRetryRow(false)
        channel?.publish(keys.footer, "", from: self)
        onNeedsPage?(true)
    }

    private func reachedEnd() {
        guard hasMore, !showsRetryRow, !isLoading, !rows.isEmpty else { return }
        onNeedsPage?(false)
    }

    private func retry() {
        setRetryRow(false)
        onNeedsPage?(false)
    }

    // MARK: Active flow

    /// A page started loading (under the HUD when it is the first page and nothing is shown).
    public func loadStarted(firstPage: Bool) {
        isLoading = true
        channel?.publish(keys.isLoading, true, from: self)
        if firstPage && rows.isEmpty { channel?.publish(keys.hud, strings(.loading), from: self) }
        if !firstPage { channel?.publish(keys.footer, strings(.loading), from: self) }   // load-more's progress
    }

    /// A page loaded: `rows` is the whole list now.
    public func show(_ rows: [Row], firstPage: Bool, hasMore: Bool) {
        self.rows = rows
        pageLoaded(hasMore: hasMore)
        channel?.publish(keys.rows, rows, from: self)
        if firstPage { channel?.publish(keys.selectFirstRow, from: self) }
    }

    /// A later page loaded: `more` follows the rows shown (only they are sent to the view).
    public func showMore(_ more: [Row], hasMore: Bool) {
        rows.append(contentsOf: more)
        pageLoaded(hasMore: hasMore)
        channel?.publish(keys.appendedRows, more, from: self)
    }

    private func pageLoaded(hasMore: Bool) {
        finishLoading()
        self.hasMore = hasMore
        setRetryRow(false)
        channel?.publish(keys.error, nil, from: self)
        channel?.publish(keys.empty, rows.isEmpty ? strings(emptyText) : nil, from: self)
        channel?.publish(keys.footer, hasMore || rows.isEmpty ? "" : strings(.noMore), from: self)   // an empty list says so itself
    }

    /// A page failed: the error view (first load), a toast (a refresh), or a toast and the retry
    /// row (a later page). Nothing shown is lost.
    public func showError(_ error: AppError, firstPage: Bool) {
        finishLoading()
        if firstPage && rows.isEmpty {
            channel?.publish(keys.error, ListError(error, strings: strings), from: self)
            channel?.publish(keys.footer, "", from: self)
            return
        }
        if !firstPage {
            setRetryRow(true)
            channel?.publish(keys.footer, "", from: self)
        }
        toast(strings.message(for: error))
    }

    /// Row `index` shows `row` now.
    public func update(_ row: Row, at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows[index] = row
        channel?.publish(keys.row, IndexedRowData(index: index, row: row), from: self)
    }

    /// Row `index` is gone. When it was the last loaded one and the server has more, they are
    /// asked for instead, as a refresh: page 0 now starts at the first row not shown (pages
    /// count what the server still has). Else the list says it is empty (without `No more`).
    public func removeRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows.remove(at: index)
        channel?.publish(keys.removedRow, index, from: self)
        guard rows.isEmpty else { return }
        if hasMore {
            refresh()
        } else {
            channel?.publish(keys.empty, strings(emptyText), from: self)
            channel?.publish(keys.footer, "", from: self)
        }
    }

    /// Shows `message` in a toast.
    public func toast(_ message: String) {
        channel?.publish(keys.toast, message, from: self)
    }

    private func finishLoading() {
        isLoading = false
        channel?.publish(keys.isLoading, false, from: self)
        channel?.publish(keys.hud, nil, from: self)
    }

    private func setRetryRow(_ shown: Bool) {
        showsRetryRow = shown
        channel?.publish(keys.retryRow, shown ? strings(.loadMoreFailed) : nil, from: self)
    }
}

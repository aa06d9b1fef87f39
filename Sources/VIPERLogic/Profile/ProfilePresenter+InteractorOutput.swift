import Domain

/// The profile presenter's half that hears the interactor: it keeps what was reported and
/// tells the view what to show.
extension ProfilePresenter: ProfileInteractorOutput {
    public func interactorDidFindOwner(isSignedInUser: Bool) {
        isOwnProfile = isSignedInUser
        view?.setTitle(isSignedInUser ? strings(.me) : "")
        view?.showHeaderPlaceholder(postsText: strings(.posts(0)), friendsText: strings(.friends(0)))
        if isSignedInUser {
            view?.showOwnProfileControls(discoverTitle: strings(.discover), tabTitles: [strings(.blogs), strings(.drafts)])
        }
    }

    public func interactorDidLoad(_ user: User) {
        self.user = user
        if !isOwnProfile { view?.setTitle(user.name) }
        view?.showHeader(displayData.header(for: user))
    }

    public func interactorDidFailToLoadUser(_ error: AppError) {
        guard user == nil else { return }   // a header that loaded once keeps its user
        view?.showHeaderFailure(message: strings.message(for: error), hint: strings(.retryHint))
    }

    public func interactorWillLoad(_ list: ProfileList, page: Int) {
        guard page == 0 else {
            view?.setFooter(strings(.loading), in: list)   // load-more shows its progress under the rows
            return
        }
        let isEmpty = list == .blogs ? blogs.isEmpty : drafts.isEmpty
        if isEmpty { view?.showLoading(strings(.loading), in: list) }
        view?.setFooter("", in: list)
    }

    public func interactorDidLoadBlogs(_ outcome: PageLoadOutcome<BlogEntry>) {
        show(outcome, in: .blogs, shown: \.blogs, rows: displayData.rows)
    }

    public func interactorDidLoadDrafts(_ outcome: PageLoadOutcome<Draft>) {
        show(outcome, in: .drafts, shown: \.drafts, rows: displayData.rows)
    }

    /// Shows how a page request of `list` ended; `shown` is what the presenter keeps of the
    /// list's rows, `rows` formats items.
    private func show<Item>(
        _ outcome: PageLoadOutcome<Item>, in list: ProfileList,
        shown: ReferenceWritableKeyPath<ProfilePresenter, [Item]>, rows: ([Item]) -> ProfileRows
    ) {
        view?.hideLoading(in: list)
        switch outcome {
        case .loaded(let page, let items, let hasMore):
            if page == 0 && items.isEmpty {
                view?.showEmpty(strings(list == .blogs ? .noPostsYet : .noDrafts), in: list)
            } else {
                view?.hideError(in: list)
            }
            let footer = displayData.footer(hasMore: hasMore, isEmpty: page == 0 && items.isEmpty)
            if page == 0 {
                self[keyPath: shown] = items
                view?.showRows(rows(items), footer: footer, retryText: nil, selectFirst: true)
            } else {
                // Only the new page's rows: loading page 500 of a long list formats 20 rows, not 10,000.
                self[keyPath: shown].append(contentsOf: items)
                view?.appendRows(rows(items), footer: footer, retryText: nil)
            }
        case .firstLoadFailed(let error):
            view?.showError(ListError(error, strings: strings), in: list)
            self[keyPath: shown] = []
            view?.showRows(rows([]), footer: "", retryText: nil, selectFirst: false)
        case .reloadFailed(let error):
            view?.showToast(strings.message(for: error))
            view?.setRetryRow(nil, footer: "", in: list)
        case .loadMoreFailed(let error):
            view?.showToast(strings.message(for: error))
            view?.setRetryRow(strings(.loadMoreFailed), footer: "", in: list)
        }
    }

    public func interactorDidUpdate(_ blog: BlogEntry, at index: Int) {
        if blogs.indices.contains(index) { blogs[index] = blog }
        view?.updateBlog(displayData.row(blog), at: index)
    }

    public func interactorLikeFailed() { view?.showToast(strings(.likeFailed)) }

    public func interactorDidShare(succeeded: Bool) {
        view?.showToast(strings(succeeded ? .shared : .shareFailed))
    }

    public func interactorWillDeleteDraft() { view?.setBlockingLoading(true, text: strings(.deleting)) }

    public func interactorDidDeleteDraft(at index: Int?, reloadFollows: Bool) {
        view?.setBlockingLoading(false, text: "")
        guard let index else { return }
        if drafts.indices.contains(index) { drafts.remove(at: index) }
        view?.removeDraft(at: index)
        if drafts.isEmpty && !reloadFollows {   // the last draft went: the list says so, without `No more`
            view?.showEmpty(strings(.noDrafts), in: .drafts)
            view?.setFooter("", in: .drafts)
        }
    }

    public func interactorDidFailToDeleteDraft(_ error: AppError) {
        view?.setBlockingLoading(false, text: "")
        view?.showToast(strings(.serverBusy))
    }
}

import Domain

/// Turns the entities the profile interactor reports into the display data its view shows,
/// in the user's language: the header, blog and draft rows, the list footer.
struct ProfileDisplayDataCollector {
    /// The strings of the user's language.
    let strings: Localizer
    /// Today, for `edited 3 min ago`.
    let dates: DateProvider

    /// The header of `user`.
    func header(for user: User) -> ProfileHeaderDisplayData {
        ProfileHeaderDisplayData(
            initials: user.initials, name: user.name, postsText: strings(.posts(user.postCount)),
            friendsText: strings(.friends(user.friendCount)), summaryText: strings.blogSummary(user.summary))
    }

    /// The rows of `blogs`.
    func rows(_ blogs: [BlogEntry]) -> ProfileRows { .blogs(blogs.map(row)) }

    /// The rows of `drafts`.
    func rows(_ drafts: [Draft]) -> ProfileRows { .drafts(drafts.map(row)) }

    /// The row of one blog.
    func row(_ entry: BlogEntry) -> BlogRowDisplayData {
        let blog = entry.blog
        return BlogRowDisplayData(
            id: blog.id, title: blog.title, summary: strings.blogSummary(blog.summary),
            likeTitle: strings(.likes(blog.likeCount)), isLiked: blog.isLiked, shareTitle: strings(.shares(blog.shareCount)))
    }

    /// The row of one draft.
    func row(_ draft: Draft) -> DraftRowDisplayData {
        DraftRowDisplayData(
            title: draft.title, summary: strings.draftSummary(draft.summary),
            editedText: strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar))
    }

    /// The footer under a list that just loaded a page: `No more` after the last page, unless
    /// the list is empty (its empty state says so).
    func footer(hasMore: Bool, isEmpty: Bool) -> String { hasMore || isEmpty ? "" : strings(.noMore) }
}

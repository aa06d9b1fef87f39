import Foundation

/// One `label   value` line of a detail page.
public struct DetailField: Equatable, Sendable {
    public var label: String
    public var value: String
    public init(label: String, value: String) { self.label = label; self.value = value }
}

extension Localizer {
    /// The lines of User detail: every field of the user, labelled, in display order; on the
    /// signed-in user's own detail no `Following?` (nobody follows themselves).
    public func detailFields(of user: User, isSignedInUser: Bool) -> [DetailField] {
        let fields = [
            DetailField(label: text(.idLabel), value: String(user.id)),
            DetailField(label: text(.name), value: user.name),
            DetailField(label: text(.summaryLabel), value: user.summary),
            DetailField(label: text(.postsLabel), value: String(user.postCount)),
            DetailField(label: text(.friendsTitle), value: String(user.friendCount)),
        ]
        return isSignedInUser ? fields : fields + [DetailField(label: text(.isFollowingLabel), value: user.isFollowing ? text(.yes) : text(.no))]
    }

    /// The lines of Draft detail: its title, its summary (or the fallback), and when it was edited.
    public func detailFields(of draft: Draft, dates: DateProvider) -> [DetailField] {
        let edited = relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar)
        return [
            DetailField(label: text(.titleLabel), value: draft.title),
            DetailField(label: text(.summaryLabel), value: draftSummary(draft.summary)),
            DetailField(label: "", value: text(.edited(edited))),
        ]
    }
}

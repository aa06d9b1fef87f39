import Domain

/// Draft detail: the title, the summary, and when it was edited.
@MainActor
public struct DraftDetailViewModel {
    /// The screen title (the draft's title).
    public let title: String
    /// The fields, in order.
    public let fields: [(label: String, value: String)]

    /// Creates the detail of `draft`, with edit times relative to `dates`' now.
    public init(draft: Draft, strings: Localizer, dates: DateProvider) {
        title = draft.title
        let edited = strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar)
        fields = [
            (strings(.name), draft.title),
            (strings(.summaryLabel), strings.draftSummary(draft.summary)),
            ("", strings(.edited(edited))),
        ]
    }
}

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
        fields = strings.detailFields(of: draft, dates: dates).map { ($0.label, $0.value) }
    }
}

import Domain

/// The draft detail page: title, summary, when it was edited.
@MainActor
public final class DraftDetailPresenter {
    public weak var view: (any FieldListViewInterface)?
    private let draft: Draft
    private let strings: Localizer
    private let dates: DateProvider

    public init(draft: Draft, strings: Localizer, dates: DateProvider) {
        self.draft = draft
        self.strings = strings
        self.dates = dates
    }

    /// The view loaded.
    public func viewDidLoad() {
        let edited = strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar)
        view?.showFields([
            (strings(.name), draft.title),
            (strings(.summaryLabel), strings.draftSummary(draft.summary)),
            ("", strings(.edited(edited))),
        ])
    }
}

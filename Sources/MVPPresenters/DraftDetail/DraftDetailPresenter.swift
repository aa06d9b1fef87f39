import Domain

/// Draft detail: the title, the summary and when it was edited.
@MainActor
public final class DraftDetailPresenter: FieldListPagePresenter {
    /// The page.
    public weak var view: (any FieldListPageViewInterface)?
    /// The draft shown.
    public let draft: Draft
    private let strings: Localizer
    private let dates: DateProvider

    /// Creates the detail page of `draft`.
    public init(draft: Draft, strings: Localizer, dates: DateProvider) {
        self.draft = draft
        self.strings = strings
        self.dates = dates
    }

    /// The page loaded.
    public func viewDidLoad() {
        view?.setTitle(draft.title)
        view?.setFields(strings.detailFields(of: draft, dates: dates))
    }
}

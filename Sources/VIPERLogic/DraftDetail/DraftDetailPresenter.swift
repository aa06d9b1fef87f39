import Domain

/// The draft detail module, like user detail, is a presenter and a view: the profile hands
/// it the draft. The presenter titles the page with the draft's title and shows its fields
/// through the shared `Localizer.detailFields(of:dates:)`.
@MainActor
public final class DraftDetailPresenter: DetailPageModuleInterface {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any DetailPageViewInterface)?
    private let draft: Draft
    private let strings: Localizer
    private let dates: DateProvider

    /// Creates the presenter of `draft`'s detail page; `dates` says when "now" is.
    public init(draft: Draft, strings: Localizer, dates: DateProvider) {
        self.draft = draft
        self.strings = strings
        self.dates = dates
    }

    /// The view loaded: the title and the fields.
    public func viewDidLoad() {
        view?.setTitle(draft.title)
        view?.showFields(strings.detailFields(of: draft, dates: dates))
    }
}

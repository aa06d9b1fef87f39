import Domain
import SceneViews
import TerminalUI

/// Draft detail: the title, its summary (or the fallback), and when it was edited.
final class DraftDetailViewController: ViewController {
    private let draft: Draft
    private let strings: Localizer
    private let dates: DateProvider
    private let fieldList = FieldListView()

    /// The details of `draft`; `dates` says what "now" is for the edit time.
    init(draft: Draft, strings: Localizer, dates: DateProvider) {
        self.draft = draft
        self.strings = strings
        self.dates = dates
        super.init()
        title = draft.title
    }

    override func loadView() { view = fieldList }

    override func viewDidLoad() {
        super.viewDidLoad()
        fieldList.fields = strings.detailFields(of: draft, dates: dates).map { ($0.label, $0.value) }
    }
}

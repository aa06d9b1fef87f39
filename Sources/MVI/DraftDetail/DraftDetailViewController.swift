import Domain
import SceneViews
import TerminalUI

/// Draft detail: the title, when it was edited, and its summary (a value; no store needed).
final class DraftDetailViewController: ViewController {
    private let draft: Draft
    private let strings: Localizer
    private let dates: DateProvider
    private let fieldList = FieldListView()

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
        let edited = strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar)
        fieldList.fields = [
            (strings(.name), draft.title),
            (strings(.summaryLabel), strings.draftSummary(draft.summary)),
            ("", strings(.edited(edited))),
        ]
    }
}

import Domain
import SceneViews

/// Draft detail: the title, its summary (or the fallback), and when it was edited.
final class DraftDetailViewController: FieldListViewController {
    init(draft: Draft, strings: Localizer, dates: DateProvider) {
        super.init(title: draft.title, fields: strings.detailFields(of: draft, dates: dates).map { ($0.label, $0.value) })
    }
}

import MVVMViewModels
import SceneViews

/// A draft row: a draft does not change while shown, so the cell is filled once, not bound.
final class DraftRowCell: DraftCell {
    /// Shows `row`.
    func configure(with row: DraftRowViewModel) {
        title = row.title
        summary = row.summary
        editedText = row.editedText
    }
}

import Domain
import MVPPresenters

/// A fake blog detail page.
@MainActor
final class FakeBlogDetailView: FakePromptingView, BlogDetailViewInterface {
    var title = ""
    var detail: BlogDetailViewData?
    func setTitle(_ title: String) { self.title = title }
    func show(_ detail: BlogDetailViewData) { self.detail = detail }
}

/// A fake field list page (user / draft detail): records every title and every set of lines.
@MainActor
final class FakeFieldListView: FieldListPageViewInterface {
    var titles: [String] = []
    var fieldSets: [[DetailField]] = []
    var title: String { titles.last ?? "" }
    var fields: [DetailField] { fieldSets.last ?? [] }
    func setTitle(_ title: String) { titles.append(title) }
    func setFields(_ fields: [DetailField]) { fieldSets.append(fields) }
}

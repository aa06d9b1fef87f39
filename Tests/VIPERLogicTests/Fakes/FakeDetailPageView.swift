import Domain
import VIPERLogic

/// Records a user or draft detail page.
@MainActor
final class FakeDetailPageView: DetailPageViewInterface {
    var title = ""
    var fields: [DetailField] = []
    func setTitle(_ title: String) { self.title = title }
    func showFields(_ fields: [DetailField]) { self.fields = fields }
}

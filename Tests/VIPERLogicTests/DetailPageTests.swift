import Domain
import Testing
import VIPERLogic

/// User detail and draft detail: presenters that title the page and show the shared
/// `Localizer.detailFields`.
@MainActor
@Suite("UserDetail and DraftDetail modules")
struct DetailPageTests {
    let strings = Localizer(.english)

    @Test("user detail: the name as title, every field")
    func userDetail() {
        let presenter = UserDetailPresenter(user: Sample.grace, isSignedInUser: false, strings: strings)
        let view = FakeDetailPageView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.title == "Grace Hopper")
        #expect(view.fields == strings.detailFields(of: Sample.grace, isSignedInUser: false))
        #expect(view.fields.first == DetailField(label: "ID", value: "7"))
    }

    @Test("draft detail: the title as title, its fields")
    func draftDetail() {
        let dates = Services.inMemory().dates
        let draft = Sample.draft(10)
        let presenter = DraftDetailPresenter(draft: draft, strings: strings, dates: dates)
        let view = FakeDetailPageView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.title == "Draft 10")
        #expect(view.fields == strings.detailFields(of: draft, dates: dates))
    }
}

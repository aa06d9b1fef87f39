import Domain
import MVPPresenters
import Testing

/// User detail with a fake field-list page: what the page is told when it loads.
@MainActor
@Suite("UserDetailPresenter")
struct UserDetailPresenterTests {
    @Test("the page loads: titled with the name, then every field, labelled, in order")
    func fields() {
        let user = User(id: 7, name: "Ada Lovelace", summary: "Notes on the engine", postCount: 45, friendCount: 3, isFollowing: true)
        let presenter = UserDetailPresenter(user: user, isSignedInUser: false, strings: Localizer(.english))
        let page = FakeFieldListView()
        presenter.view = page
        #expect(page.titles.isEmpty)                                 // nothing before the view loads

        presenter.viewDidLoad()
        #expect(page.titles == ["Ada Lovelace"])
        #expect(page.fieldSets == [[
            DetailField(label: "ID", value: "7"),
            DetailField(label: "Name", value: "Ada Lovelace"),
            DetailField(label: "Summary", value: "Notes on the engine"),
            DetailField(label: "Posts", value: "45"),
            DetailField(label: "Friends", value: "3"),
            DetailField(label: "Following?", value: "Yes"),
        ]])
    }

    @Test("the fields follow the language")
    func chinese() {
        let user = User(id: 7, name: "Ada", isFollowing: false)
        let presenter = UserDetailPresenter(user: user, isSignedInUser: false, strings: Localizer(.simplifiedChinese))
        let page = FakeFieldListView()
        presenter.view = page
        presenter.viewDidLoad()
        #expect(page.fields.last?.value == "否")
    }
}

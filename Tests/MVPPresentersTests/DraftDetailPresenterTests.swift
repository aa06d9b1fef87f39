import Domain
import Foundation
import MVPPresenters
import Testing

/// Draft detail with a fake field-list page: title, summary (or its fallback), edit time.
@MainActor
@Suite("DraftDetailPresenter")
struct DraftDetailPresenterTests {
    let now = SampleData.defaultReferenceDate
    var dates: DateProvider { .fixed(now, calendar: Language.english.calendar()) }

    @Test("the page loads: titled with the draft's title; name, summary and when it was edited")
    func fields() {
        let draft = Draft(id: 1, title: "On patterns", summary: "MVP first", editedAt: now.addingTimeInterval(-180))
        let presenter = DraftDetailPresenter(draft: draft, strings: Localizer(.english), dates: dates)
        let page = FakeFieldListView()
        presenter.view = page
        presenter.viewDidLoad()
        #expect(page.titles == ["On patterns"])
        #expect(page.fieldSets == [[
            DetailField(label: "Title", value: "On patterns"),
            DetailField(label: "Summary", value: "MVP first"),
            DetailField(label: "", value: "Edited 3 min ago"),
        ]])
    }

    @Test("an empty summary shows Write something~")
    func summaryFallback() {
        let draft = Draft(id: 2, title: "Untitled", editedAt: now)
        let presenter = DraftDetailPresenter(draft: draft, strings: Localizer(.english), dates: dates)
        let page = FakeFieldListView()
        presenter.view = page
        presenter.viewDidLoad()
        #expect(page.fields.map(\.value).dropFirst().first == "Write something~")
    }
}

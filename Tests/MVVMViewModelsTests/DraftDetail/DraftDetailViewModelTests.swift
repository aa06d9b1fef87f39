import Domain
import MVVMViewModels
import Testing

/// Draft detail: titled with the draft's title; its summary and when it was edited.
@MainActor
@Suite("MVVM draft detail view model")
struct DraftDetailViewModelTests {
    let test = TestServices()

    @Test("the title is the draft's; the fields are its name, summary and edit time")
    func fields() async throws {
        let draft = try await test.drafts.drafts(page: 0).items[0]
        let detail = DraftDetailViewModel(draft: draft, strings: test.strings, dates: test.dates)
        #expect(detail.title == draft.title)
        let expected = test.strings.detailFields(of: draft, dates: test.dates)
        #expect(detail.fields.map(\.label) == expected.map(\.label))
        #expect(detail.fields.map(\.value) == expected.map(\.value))
        #expect(detail.fields.map(\.value).first == draft.title)
    }
}

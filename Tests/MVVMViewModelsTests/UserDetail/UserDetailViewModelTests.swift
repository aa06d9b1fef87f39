import Domain
import MVVMViewModels
import Testing

/// User detail: titled with the name, every field as a `label   value` line.
@MainActor
@Suite("MVVM user detail view model")
struct UserDetailViewModelTests {
    let test = TestServices()

    @Test("the title is the name; the fields are the user's six detail fields, in order")
    func fields() async throws {
        let user = try await test.users.user(id: SampleData.featuredUserID)
        let detail = UserDetailViewModel(user: user, isSignedInUser: false, strings: test.strings)
        #expect(detail.title == user.name)
        let expected = test.strings.detailFields(of: user, isSignedInUser: false)
        #expect(detail.fields.map(\.label) == expected.map(\.label))
        #expect(detail.fields.map(\.value) == expected.map(\.value))
        #expect(detail.fields.count == 6)
    }
}

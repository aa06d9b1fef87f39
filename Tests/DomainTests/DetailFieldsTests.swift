import Domain
import Testing

@Suite("Detail fields")
struct DetailFieldsTests {
    let user = User(id: 7, name: "Tara Lindqvist", summary: "Trail runner", postCount: 45, friendCount: 5, isFollowing: true)

    @Test("someone's detail says whether you follow them; your own does not ask")
    func followingOnlyForOthers() {
        let strings = Localizer(.english)
        let others = strings.detailFields(of: user, isSignedInUser: false)
        #expect(others.map(\.label) == ["ID", "Name", "Summary", "Posts", "Friends", "Following?"])
        #expect(others.last?.value == "Yes")
        let own = strings.detailFields(of: user, isSignedInUser: true)
        #expect(own.map(\.label) == ["ID", "Name", "Summary", "Posts", "Friends"])
    }
}

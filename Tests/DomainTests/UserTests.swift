import Domain
import Testing

@Suite("User")
struct UserTests {
    private let me = User(id: 123, name: "me", friendCount: 8)

    @Test("following someone new counts one more friend; unfollowing one fewer")
    func followChangesTheCount() {
        #expect(me.afterFollowChange(from: false, to: true).friendCount == 9)
        #expect(me.afterFollowChange(from: true, to: false).friendCount == 7)
    }

    @Test("a follow that changes nothing leaves the count alone")
    func idempotentFollow() {
        #expect(me.afterFollowChange(from: true, to: true) == me)
        #expect(me.afterFollowChange(from: false, to: false) == me)
    }

    @Test("the count never goes below zero")
    func neverNegative() {
        let nobody = User(id: 1, name: "n", friendCount: 0)
        #expect(nobody.afterFollowChange(from: true, to: false).friendCount == 0)
    }

    @Test("initials: two words, one word, Chinese, empty")
    func initials() {
        #expect(User(id: 1, name: "Ada Lovelace").initials == "AL")
        #expect(User(id: 1, name: "ada").initials == "A")
        #expect(User(id: 1, name: "老师").initials == "老")
        #expect(User(id: 1, name: "  ").initials == "?")
    }
}

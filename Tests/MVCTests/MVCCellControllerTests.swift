import Domain
@testable import MVC
import PatternKit
import SceneViews
import TerminalUI
import Testing

/// MVC's cell helpers on their own: a cell configured again (reused for another row) acts for
/// its new row only.
@MainActor
@Suite("MVC cell controllers")
struct MVCCellControllerTests {
    /// Records what the buttons did.
    final class Log {
        var entries: [String] = []
    }

    /// A view above a cell that catches the follow events its buttons route.
    final class FollowCatcher: View {
        var followed: [User.ID] = []
        override func routeEvent(_ routed: RoutedEvent) {
            guard let event = routed.event as? FollowEvent else { return super.routeEvent(routed) }
            followed.append(event.userID)
        }
    }

    private func blog(_ id: Blog.ID) -> Blog {
        Blog(id: id, authorId: 7, authorName: "Grace Hopper", title: "Blog \(id)", summary: "", body: "",
             likeCount: 0, shareCount: 0, isLiked: false)
    }

    @Test("a blog cell configured again likes and shares only its new blog")
    func blogCellRewired() {
        let log = Log()
        let cell = BlogCell(style: .default, reuseIdentifier: BlogCell.reuseIdentifier)
        for id in [1, 2] {
            BlogCellController(blog: blog(id), strings: Localizer(.english),
                               like: { log.entries.append("like \(id)") },
                               share: { log.entries.append("share \(id)") }).configure(cell)
        }
        cell.likeButton.sendActions()
        cell.shareButton.sendActions()
        #expect(log.entries == ["like 2", "share 2"])
    }

    @Test("a user cell configured again follows only its new user")
    func userCellRewired() {
        let catcher = FollowCatcher()
        let cell = UserCell(style: .default, reuseIdentifier: UserCell.reuseIdentifier)
        catcher.addSubview(cell)
        for user in [User(id: 1, name: "Ada"), User(id: 2, name: "Alan")] {
            UserCellController(user: user, strings: Localizer(.english)).configure(cell)
        }
        cell.followButton.sendActions()
        #expect(catcher.followed == [2])
    }
}

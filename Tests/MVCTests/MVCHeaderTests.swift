import Domain
@testable import MVC
import SceneViews
import TerminalUI
import Testing

/// MVC's profile header module (``UserInfoViewController``) on its own.
@MainActor
@Suite("MVC profile header")
struct MVCHeaderTests {
    @Test("the Discover button runs the action given last")
    func discoverRunsLastAction() throws {
        let services = Services.inMemory()
        let strings = Localizer(.english)
        let userModel = UserModel(service: services.users, signedInUserID: services.currentUserID)
        let screens = ScreenFactory(services: services, strings: strings, blogModel: BlogModel(service: services.blogs), userModel: userModel)
        let header = UserInfoViewController(userID: services.currentUserID, model: userModel, strings: strings, screens: screens)
        var ran: [String] = []
        header.showDiscover(title: "Discover") { ran.append("first") }
        header.showDiscover(title: "Discover") { ran.append("second") }
        let view = try #require(header.view as? UserInfoHeaderView)
        view.discoverButton.sendActions()
        #expect(ran == ["second"])
    }
}

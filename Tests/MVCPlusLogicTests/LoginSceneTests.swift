import Domain
import MVCPlusKit
import MVCPlusLogic
import Testing

/// The login scenes without a view: what the view model publishes for what the fields publish.
@MainActor
@Suite("MVC+ login scenes")
struct LoginSceneTests {
    let service = InMemoryLoginService()
    let channel = Channel()
    let view = KeyRecorder()

    func form(_ role: Role) -> (LoginController, ChannelScope) {
        let controller = LoginController(role: role, service: service, strings: Localizer(.english))
        let scope = channel.scope(controller.namespace)
        view.record(LoginKeys.status, on: scope)
        view.record(LoginKeys.hud, on: scope) { $0 ?? "hidden" }
        controller.viewDidLoad(channel: scope)
        return (controller, scope)
    }

    @Test("the choice lists both roles and pushes the chosen role's scene, each on its own namespace")
    func choice() throws {
        let navigator = FakeNavigator()
        let choice = RoleChoiceController(service: service, strings: Localizer(.simplifiedChinese))
        choice.navigator = navigator
        let scope = channel.scope(choice.namespace)
        choice.viewDidLoad(channel: scope)
        #expect(scope.value(of: RoleChoiceKeys.rows) == ["我是老师", "我是学生"])
        scope.publish(RoleChoiceKeys.selected, 1)
        let pushed = try #require(navigator.pushed.first as? LoginController)
        #expect(pushed.viewModel.role == .student && pushed.namespace == "login.student")
    }

    @Test("empty fields are the view model's: it says so and sends nothing")
    func emptyFields() async {
        let (controller, scope) = form(.teacher)
        scope.publish(LoginKeys.username, "teacher")
        scope.publish(LoginKeys.submit)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["status: Enter username and password"])
        #expect(scope.value(of: LoginKeys.texts)?.header == Localizer(.english)(.loginHeader(.teacher)))
        #expect(scope.value(of: LoginKeys.texts)?.logIn == Localizer(.english)(.logIn))
        #expect(await service.calls(to: .logIn) == 0)
    }

    @Test("a login is the controller's: HUD, request, then the status for this role")
    func logIn() async {
        let (controller, scope) = form(.teacher)
        scope.publish(LoginKeys.username, "teacher")
        scope.publish(LoginKeys.password, "111")
        scope.publish(LoginKeys.submit)
        scope.publish(LoginKeys.submit)                // while it runs: nothing
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["status: ", "hud: Logging in…", "hud: hidden", "status: Logged in! Hello, Teacher"])
        #expect(await service.calls(to: .logIn) == 1)
    }

    @Test("a student on the teacher's form, and a wrong password, each say so")
    func refusals() async {
        let (controller, scope) = form(.teacher)
        scope.publish(LoginKeys.username, "student")
        scope.publish(LoginKeys.password, "111")
        scope.publish(LoginKeys.submit)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log.last == "status: This account is not a teacher")
        scope.publish(LoginKeys.password, "999")
        scope.publish(LoginKeys.submit)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log.last == "status: \(Localizer(.english).message(for: .invalidCredentials))")
    }
}

import Domain
import MVVMViewModels
import Testing

/// One login view model for both role screens: validation, the request, the role check.
@MainActor
@Suite("MVVM login view model")
struct LoginViewModelTests {
    let service = InMemoryLoginService()
    let strings = Localizer(.english)

    func login(_ role: Role, _ username: String, _ password: String) async -> LoginViewModel {
        let login = LoginViewModel(role: role, service: service, strings: strings)
        login.usernameChanged(username)
        login.passwordChanged(password)
        login.submitTapped()
        await login.pendingWork.waitUntilIdle()
        return login
    }

    @Test("empty or blank fields say so and send nothing")
    func emptyFields() async {
        let login = await login(.teacher, "  ", "111")
        #expect(login.status == "Enter username and password")
        #expect(!login.canSubmit)
        let noPassword = await self.login(.teacher, "teacher", "")
        #expect(noPassword.status == "Enter username and password")
        #expect(await service.calls(to: .logIn) == 0)
    }

    @Test("the right role logs in and greets by name; the other role's account is refused")
    func roles() async {
        #expect(await login(.teacher, "teacher", "111").status == "Logged in! Hello, Teacher")
        #expect(await login(.student, "student", "111").status == "Logged in! Hello, Student")
        #expect(await login(.teacher, "student", "111").status == "This account is not a teacher")
        #expect(await login(.student, "teacher", "111").status == "This account is not a student")
    }

    @Test("a wrong password and a network failure each say so")
    func failures() async {
        #expect(await login(.teacher, "teacher", "999").status == "Wrong username or password")
        await service.failNext(.logIn, with: .offline("connection refused"))
        #expect(await login(.teacher, "teacher", "111").status == strings.message(for: .offline("connection refused")))
    }

    @Test("while the request runs: the HUD is up and a second submit sends nothing")
    func noDoubleSubmit() async {
        let login = LoginViewModel(role: .teacher, service: service, strings: strings)
        login.usernameChanged("teacher")
        login.passwordChanged("111")
        #expect(login.canSubmit)
        login.submitTapped()
        #expect(login.isLoggingIn && !login.canSubmit)
        login.submitTapped()
        await login.pendingWork.waitUntilIdle()
        #expect(!login.isLoggingIn)
        #expect(await service.calls(to: .logIn) == 1)
    }

    @Test("Who are you? lists both roles and opens the chosen role's login")
    func roleChoice() throws {
        let choice = RoleChoiceViewModel(services: Services.inMemory(), strings: Localizer(.simplifiedChinese))
        #expect(choice.rowTitles == ["我是老师", "我是学生"])
        choice.rowSelected(at: 1)
        guard case .login(let login)? = choice.events.take().first?.destination else {
            Issue.record("no login screen opened")
            return
        }
        #expect(login.role == .student && login.title == "学生登录界面")
    }
}

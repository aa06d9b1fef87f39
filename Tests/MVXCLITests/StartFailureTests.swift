import Domain
@testable import MVXCLI
import Testing

@Suite("Start-up failures")
struct StartFailureTests {
    @Test("the app says it cannot start in the user's language, with the error's own message")
    func localized() {
        #expect(AppCommand.startFailure(AppError.offline("refused"), language: .english)
                == "mvx: cannot start: Can't reach the server. Check that it is running.")
        let chinese = AppCommand.startFailure(AppError.storage("locked"), language: .simplifiedChinese)
        #expect(chinese.hasPrefix("mvx: 无法启动: ") && !chinese.contains("Couldn't"))
    }
}

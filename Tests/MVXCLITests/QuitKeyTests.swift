@testable import MVXApp
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("The q key")
struct QuitKeyTests {
    @Test("q goes back, but not while an alert is up: Esc cancels the alert and the screen stays")
    func qUnderAnAlert() async {
        let first = ViewController(), second = ViewController()
        first.title = "First"
        second.title = "Second"
        let navigation = NavigationController(rootViewController: first)
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: navigation)
        AppChrome.bindQuitKey(in: driver.application, navigation: navigation)
        navigation.pushViewController(second)
        let alert = AlertController(title: "Remove your like?", message: nil)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "OK"))
        second.present(alert)
        await driver.press(.character("q"))
        #expect(navigation.viewControllers.count == 2 && navigation.presentedViewController === alert)
        await driver.press(.escape)
        #expect(navigation.presentedViewController == nil && navigation.viewControllers.count == 2)
        await driver.press(.character("q"))
        #expect(navigation.viewControllers.count == 1, "without a modal, q is Back")
        #expect(!driver.application.isQuitting)
    }
}

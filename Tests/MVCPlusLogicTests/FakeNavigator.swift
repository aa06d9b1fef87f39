import Domain
import MVCPlusKit
import MVCPlusLogic

/// Records what a scene controller asked of its host; `answer` is how questions are answered.
@MainActor
final class FakeNavigator: SceneNavigator {
    var pushed: [any SceneController] = []
    var presented: [any SceneController] = []
    var closes = 0
    var questions: [Confirmation] = []
    var answer = true

    func push(_ controller: any SceneController) { pushed.append(controller) }
    func present(_ controller: any SceneController) { presented.append(controller) }
    func close() { closes += 1 }
    func confirm(_ confirmation: Confirmation, onAnswer: @escaping @MainActor (Bool) -> Void) {
        questions.append(confirmation)
        onAnswer(answer)
    }
}

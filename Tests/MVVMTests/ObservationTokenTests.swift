import Observation
import Testing
@testable import TerminalUI
import TerminalUITesting
@testable import MVVM

/// A stand-in view model: two observable properties.
@Observable @MainActor
private final class Model {
    var title = "a"
    var count = 0
}

/// The bindings MVVM's views make with `observe`: they run again on a change, stop on
/// `cancel()`, and leave nothing registered in the models they read once cancelled.
@MainActor
@Suite("Observation bindings", .serialized)   // the re-runs due are shared by every binding
struct ObservationTokenTests {
    @Test("a binding runs at once and again after a change it read; not after cancel")
    func runsAndStops() async {
        let model = Model()
        var seen: [String] = []
        let token = observe { seen.append(model.title) }
        #expect(seen == ["a"])
        model.title = "b"
        ObservationToken.flushNow()
        #expect(seen == ["a", "b"])
        token.cancel()
        model.title = "c"
        ObservationToken.flushNow()
        #expect(seen == ["a", "b"])
    }

    @Test("cancel ends the tracking in the model: rows bound and reused leave no registration behind")
    func cancelEndsTracking() {
        let before = ObservationToken.liveTrackings
        let models = (0..<100).map { _ in Model() }
        // A cell reused over 100 rows, each shown and scrolled away without changing.
        for model in models {
            let token = observe { _ = (model.title, model.count) }
            #expect(ObservationToken.liveTrackings == before + 1)
            token.cancel()
        }
        #expect(ObservationToken.liveTrackings == before)
    }

    @Test("a binding left alone stays registered until its model changes")
    func liveUntilChange() {
        let before = ObservationToken.liveTrackings
        let model = Model()
        var runs = 0
        let token = observe { runs += 1; _ = model.count }
        #expect(ObservationToken.liveTrackings == before + 1)
        model.count += 1
        ObservationToken.flushNow()
        #expect(runs == 2)
        #expect(ObservationToken.liveTrackings == before + 1)   // tracked afresh
        token.cancel()
        #expect(ObservationToken.liveTrackings == before)
    }

    @Test("a change a key makes is drawn in the key's own frame, not a frame interval later")
    func changeReachesTheKeysFrame() async {
        /// A screen whose label is bound to the model, and whose key `x` changes the model.
        final class Screen: ViewController {
            let model = Model()
            let label = Label(text: "", frame: Rect(x: 0, y: 0, width: 10, height: 1))
            var binding: ObservationToken?
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(label)
                binding = observe { [weak self] in self?.label.text = self?.model.title ?? "" }
            }
            override func handleKey(_ key: Key) -> Bool {
                guard key == .character("x") else { return super.handleKey(key) }
                model.title = "changed"
                return true
            }
        }
        let screen = Screen()
        let driver = await AppDriver(size: Size(width: 20, height: 3), rootViewController: screen)
        #expect(driver.screenText[0].hasPrefix("a"))
        let frames = driver.application.frameCount
        // As the running app does: handle the key, then draw its frame at once (no turn of the run loop).
        driver.application.handle(.key(.character("x")))
        driver.application.render()
        #expect(driver.screenText[0].hasPrefix("changed"))
        #expect(driver.application.frameCount == frames + 1)
    }

    @Test("a change runs its binding once, on the next turn of the run loop when no frame comes first")
    func runsOnceOnTheNextTurn() async {
        ObservationToken.flushNow()                 // nothing due from other tests
        let model = Model()
        var seen: [String] = []
        let token = observe { seen.append(model.title) }
        model.title = "b"
        #expect(seen == ["a"])                      // not inside the change
        for _ in 0..<10 { await Task.yield() }
        #expect(seen == ["a", "b"])
        ObservationToken.flushNow()                 // nothing is due any more
        #expect(seen == ["a", "b"])
        token.cancel()
    }

    @Test("the bindings register their frame-start flush once, however many changes they hear")
    func oneFrameStartHandler() {
        let model = Model()
        let token = observe { _ = model.count }
        model.count += 1
        ObservationToken.flushNow()
        let handlers = Application.frameStartHandlers.count
        for _ in 0..<3 {
            model.count += 1
            ObservationToken.flushNow()
        }
        #expect(Application.frameStartHandlers.count == handlers)
        token.cancel()
    }
}

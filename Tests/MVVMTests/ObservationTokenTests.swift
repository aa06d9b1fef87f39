import Observation
import Testing
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
@Suite("Observation bindings")
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
}

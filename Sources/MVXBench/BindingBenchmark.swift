import MVVM
import Observation
import TerminalUI

/// MVVM's binding cost: one property change of an `@Observable` view model reaching one view
/// through the binding every MVVM screen uses (`observe(_:then:)`: `withObservationTracking`,
/// re-tracked after each change, re-runs batched per main-actor turn). The OpenCombine side of the
/// comparison in docs/benchmarks.md runs the same change through `@Published` and `sink`.
@MainActor
public enum BindingBenchmark {
    @Observable @MainActor
    final class Model {
        var count = 0
    }

    /// What a view would show.
    final class ViewStub {
        var text = ""
    }

    /// Nanoseconds per change reaching the view, median of `batches` batches of `count`: the
    /// change, the binding's re-run (flushed at once rather than on the next turn) and its re-tracking.
    public static func nanosecondsPerChange(count: Int = 20_000, batches: Int = 7) async -> Double {
        let model = Model()
        let view = ViewStub()
        let binding = observe({ model.count }, then: { view.text = String($0) })
        var results: [Double] = []
        for _ in 0..<batches {
            let start = FrameTrace.now()
            for _ in 0..<count {
                model.count += 1
                ObservationToken.flushNow()
            }
            results.append(Double(FrameTrace.now() - start) / Double(count))
            // The turns the binding scheduled find nothing left to run.
            await Task.yield()
        }
        precondition(view.text == String(batches * count), "the view saw the last change")
        binding.cancel()
        results.sort()
        return results[results.count / 2]
    }

    /// The same without the binding's batching: `withObservationTracking` alone, the view updated and
    /// the property tracked again right inside each change's notification.
    public static func nanosecondsPerChangeTrackingOnly(count: Int = 20_000, batches: Int = 7) -> Double {
        let model = Model()
        let view = ViewStub()
        let tracker = ChangeFlag()
        func track() {
            view.text = String(withObservationTracking({ model.count }, onChange: { tracker.set() }))
        }
        track()
        var results: [Double] = []
        for _ in 0..<batches {
            let start = FrameTrace.now()
            for _ in 0..<count {
                model.count += 1
                if tracker.take() { track() }
            }
            results.append(Double(FrameTrace.now() - start) / Double(count))
        }
        precondition(view.text == String(batches * count), "the view saw the last change")
        results.sort()
        return results[results.count / 2]
    }

    /// Set by an observation's `onChange` (which Observation calls from `willSet`, here on the main actor).
    final class ChangeFlag: @unchecked Sendable {
        private var changed = false
        func set() { changed = true }
        func take() -> Bool { defer { changed = false }; return changed }
    }
}

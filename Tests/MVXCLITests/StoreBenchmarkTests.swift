@testable import MVXBench
import Testing

/// `mvx bench store` runs its workload through real scopes: the observer of the innermost scope
/// sees every action (the benchmark checks it), at every depth it reports. No timing is asserted.
@MainActor
@Suite struct StoreBenchmarkTests {
    @Test(arguments: [1, 5, 10])
    func theInnermostObserverSeesEveryAction(depth: Int) {
        let nanoseconds = StoreBenchmark.nanosecondsPerAction(depth: depth, count: 200, batches: 3)
        #expect(nanoseconds > 0)
    }
}

/// `mvx bench binding` runs its change through MVVM's real binding: the view shows the last change
/// (the benchmark checks it). No timing is asserted.
@MainActor
@Suite struct BindingBenchmarkTests {
    @Test func theViewSeesEveryChange() async {
        #expect(await BindingBenchmark.nanosecondsPerChange(count: 100, batches: 3) > 0)
        #expect(BindingBenchmark.nanosecondsPerChangeTrackingOnly(count: 100, batches: 3) > 0)
    }
}

import Domain
import MVCPlusKit
import Testing

@MainActor
@Suite("MVC+ model state machine")
struct ModelTests {
    /// Answers each load with the next result.
    actor Answers {
        var results: [Result<Int, AppError>]
        var calls = 0
        init(_ results: [Result<Int, AppError>]) { self.results = results }
        func next() -> Result<Int, AppError> { calls += 1; return results.removeFirst() }
    }

    @Test("ready → loading → finished → loading → error, a hook for each, the value kept through a failure")
    func states() async {
        let answers = Answers([.success(1), .failure(.serverBusy), .success(3)])
        let work = PendingWork()
        let model = Model<Int>(work: work) { await answers.next() }
        var log: [String] = []
        model.onLoading = { log.append("loading") }
        model.onFinished = { log.append("finished \($0)") }
        model.onError = { log.append($0 == .serverBusy ? "error busy" : "error") }
        #expect(model.state == .ready && model.value == nil)
        model.load()
        #expect(model.state == .loading)
        await work.waitUntilIdle()
        #expect(model.state == .finished && model.value == 1)
        model.load()
        await work.waitUntilIdle()
        #expect(model.state == .error(.serverBusy) && model.value == 1)
        model.load()
        await work.waitUntilIdle()
        #expect(model.state == .finished && model.value == 3)
        #expect(log == ["loading", "finished 1", "loading", "error busy", "loading", "finished 3"])
    }

    @Test("a load while one runs is ignored")
    func oneAtATime() async {
        let answers = Answers([.success(1), .success(2)])
        let work = PendingWork()
        let model = Model<Int>(work: work) { await answers.next() }
        model.load()
        model.load()
        await work.waitUntilIdle()
        #expect(await answers.calls == 1 && model.value == 1)
    }
}

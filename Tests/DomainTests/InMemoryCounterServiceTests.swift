import Testing
@testable import Domain

/// The in-memory counters honour idempotency keys the way the backend does.
@Suite("In-memory counters: idempotency keys")
struct InMemoryCounterServiceTests {
    let key = IdempotencyKey(rawValue: "press-1")

    @Test("a repeat of a key answers as the first time and adds nothing")
    func replay() async throws {
        let service = InMemoryCounterService()
        let before = try #require(try await service.counters().first)
        let first = try await service.increment(id: before.id, idempotencyKey: key)
        #expect(first.value == before.value + 1)
        _ = try await service.increment(id: before.id)
        #expect(try await service.increment(id: before.id, idempotencyKey: key) == first)
        #expect(try await service.counters().first?.value == before.value + 2)
        #expect(await service.countedIncrements == 2)
        #expect(await service.calls(to: .increment) == 3)
    }

    @Test("concurrent repeats of one key add one; distinct keys add one each")
    func concurrency() async throws {
        let service = InMemoryCounterService()
        let before = try await service.counters()[1]
        let answers = try await withThrowingTaskGroup(of: Counter.self) { group in
            for _ in 0..<10 {
                group.addTask { try await service.increment(id: before.id, idempotencyKey: key) }
            }
            for _ in 0..<25 {
                group.addTask { try await service.increment(id: before.id, idempotencyKey: .random()) }
            }
            return try await group.reduce(into: [Counter]()) { $0.append($1) }
        }
        #expect(answers.count == 35)
        #expect(try await service.counters()[1].value == before.value + 26)
    }

    @Test("a key used for another counter is refused and changes nothing")
    func keyReusedElsewhere() async throws {
        let service = InMemoryCounterService()
        let counters = try await service.counters()
        _ = try await service.increment(id: counters[0].id, idempotencyKey: key)
        let error = await #expect(throws: AppError.self) { try await service.increment(id: counters[1].id, idempotencyKey: key) }
        guard case .invalidInput = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(try await service.counters()[1] == counters[1])
    }

    @Test("an injected failure counts nothing, and the key can be sent again")
    func injectedFailure() async throws {
        let service = InMemoryCounterService()
        let before = try await service.counters()[0]
        await service.failNext(.increment, with: .serverBusy)
        await #expect(throws: AppError.serverBusy) { try await service.increment(id: before.id, idempotencyKey: key) }
        #expect(try await service.counters()[0] == before)
        #expect(try await service.increment(id: before.id, idempotencyKey: key).value == before.value + 1)
    }

    @Test("a lost answer counted: the retry with the same key gets the first answer")
    func lostAnswer() async throws {
        let service = InMemoryCounterService()
        let before = try await service.counters()[0]
        await service.loseNextAnswers(2, with: .timeout)
        let error = await #expect(throws: AppError.timeout) { try await service.increment(id: before.id, idempotencyKey: key) }
        #expect(error?.leavesOutcomeUnknown == true)
        await #expect(throws: AppError.timeout) { try await service.increment(id: before.id, idempotencyKey: key) }
        #expect(try await service.increment(id: before.id, idempotencyKey: key).value == before.value + 1)
        #expect(try await service.counters()[0].value == before.value + 1)
        #expect(await service.countedIncrements == 1)
    }

    @Test("an unknown counter is 404 and does not use up the key")
    func unknownCounter() async throws {
        let service = InMemoryCounterService()
        await #expect(throws: AppError.notFound) { try await service.increment(id: 999, idempotencyKey: key) }
        let first = try await service.counters()[0]
        #expect(try await service.increment(id: first.id, idempotencyKey: key).value == first.value + 1)
    }

    @Test("IdempotencyKey.random() makes distinct UUID strings")
    func randomKeys() {
        let keys = (0..<100).map { _ in IdempotencyKey.random() }
        #expect(Set(keys).count == 100)
        #expect(keys.allSatisfy { $0.rawValue.count == 36 })
    }
}

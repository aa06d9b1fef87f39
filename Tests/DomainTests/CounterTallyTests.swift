import Domain
import Testing

@Suite("Counter tally: every press counts once, in order")
struct CounterTallyTests {
    let counter = Counter(id: 3, title: "Item 3", value: 10)
    func key(_ n: Int) -> IdempotencyKey { IdempotencyKey(rawValue: "k\(n)") }

    @Test("presses count at once; one goes at a time, the next when the one before is answered")
    func serialPresses() {
        var tally = CounterTally(counter)
        #expect(tally.press(key: key(1)) == key(1))
        #expect(tally.press(key: key(2)) == nil)
        #expect(tally.press(key: key(3)) == nil)
        #expect(tally.displayed == 13)
        #expect(tally.didCount(Counter(id: 3, title: "Item 3", value: 11)) == key(2))
        #expect(tally.displayed == 13)
        #expect(tally.didCount(Counter(id: 3, title: "Item 3", value: 12)) == key(3))
        #expect(tally.didCount(Counter(id: 3, title: "Item 3", value: 13)) == nil)
        #expect(tally.displayed == 13 && tally.unanswered.isEmpty && !tally.isSending)
    }

    @Test("another client's increments show with the next answer")
    func otherClients() {
        var tally = CounterTally(counter)
        _ = tally.press(key: key(1))
        _ = tally.didCount(Counter(id: 3, title: "Item 3", value: 15))
        #expect(tally.displayed == 15)
    }

    @Test("a clear refusal rolls back exactly that press and sends the next")
    func refusal() {
        var tally = CounterTally(counter)
        _ = tally.press(key: key(1))
        _ = tally.press(key: key(2))
        #expect(tally.didFail() == key(2))
        #expect(tally.displayed == 11)
        #expect(tally.didCount(Counter(id: 3, title: "Item 3", value: 11)) == nil)
        #expect(tally.displayed == 11)
    }

    @Test("an unknown outcome takes the server's value, whether or not the press counted")
    func resync() {
        var counted = CounterTally(counter)
        _ = counted.press(key: key(1))
        _ = counted.press(key: key(2))
        #expect(counted.didResync(Counter(id: 3, title: "Item 3", value: 11)) == key(2))
        #expect(counted.displayed == 12)
        var lost = CounterTally(counter)
        _ = lost.press(key: key(1))
        #expect(lost.didResync(Counter(id: 3, title: "Item 3", value: 10)) == nil)
        #expect(lost.displayed == 10)
    }

    @Test("a failed check drops the press and lets the next server answer decide")
    func failedResync() {
        var tally = CounterTally(counter)
        _ = tally.press(key: key(1))
        _ = tally.didFailToResync()
        #expect(tally.displayed == 10 && tally.needsSync)
        tally.refresh(Counter(id: 3, title: "Item 3", value: 11))
        #expect(tally.displayed == 11 && !tally.needsSync)
    }

    @Test("a refresh never overrides presses on their way")
    func refreshWhilePending() {
        var tally = CounterTally(counter)
        _ = tally.press(key: key(1))
        tally.refresh(Counter(id: 3, title: "Item 3", value: 10))
        #expect(tally.displayed == 11)
        tally.refresh(Counter(id: 4, title: "Item 4", value: 99))
        #expect(tally.displayed == 11)
    }

    @Test("which failures leave the outcome unknown")
    func unknownOutcomes() {
        #expect(AppError.timeout.leavesOutcomeUnknown)
        #expect(AppError.offline("reset").leavesOutcomeUnknown)
        #expect(!AppError.serverBusy.leavesOutcomeUnknown)
        #expect(!AppError.notFound.leavesOutcomeUnknown)
    }
}

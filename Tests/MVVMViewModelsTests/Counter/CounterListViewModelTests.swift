import Domain
import MVVMViewModels
import Testing

/// The counter list: every press counts once, in order; a refusal rolls back one press with a
/// toast; an unknown outcome is checked with the server, never guessed.
@MainActor
@Suite("MVVM counter list view model")
struct CounterListViewModelTests {
    let counters = InMemoryCounterService()
    let strings = Localizer(.english)

    func loaded() async -> CounterListViewModel {
        var services = Services.inMemory()
        services.counters = counters
        let list = CounterListViewModel(services: services, strings: strings)
        list.viewDidLoad()
        #expect(list.isShowingHUD && list.isLoading)
        await list.pendingWork.waitUntilIdle()
        #expect(!list.isShowingHUD && !list.isLoading)
        return list
    }

    func serverValue(_ id: Counter.ID) async -> Int? {
        try? await counters.counters().first { $0.id == id }?.value
    }

    @Test("loads 20 rows titled Item N")
    func loads() async {
        let list = await loaded()
        #expect(list.title == "Counters")
        #expect(list.rows.count == 20)
        #expect(list.rows.first?.title == "Item 1")
        #expect(list.rows.first?.valueText == "0")
    }

    @Test("presses count at once and all reach the server, one request at a time")
    func presses() async {
        let list = await loaded()
        for _ in 0..<25 { list.plusTapped(counterID: 1) }
        #expect(list.rows[0].valueText == "25")
        await list.pendingWork.waitUntilIdle()
        #expect(list.rows[0].valueText == "25")
        #expect(await serverValue(1) == 25)
        #expect(await counters.calls(to: .increment) == 25)
    }

    @Test("a refused press rolls back exactly one press and toasts")
    func refused() async {
        let list = await loaded()
        await counters.failNext(.increment)
        list.plusTapped(counterID: 2)
        list.plusTapped(counterID: 2)
        await list.pendingWork.waitUntilIdle()
        #expect(list.rows[1].valueText == "1")
        #expect(await serverValue(2) == 1)
        #expect(list.events.take().map(\.toastText) == ["Couldn't save the count"])
    }

    @Test("an answer lost after the server counted: the row takes the server's value, no double count")
    func unknownOutcome() async {
        let list = await loaded()
        await counters.loseNextAnswers(1)
        list.plusTapped(counterID: 3)
        list.plusTapped(counterID: 3)
        await list.pendingWork.waitUntilIdle()
        #expect(list.rows[2].valueText == "2")
        #expect(await serverValue(3) == 2)
        #expect(list.events.take().isEmpty)
    }

    @Test("a lost answer whose check fails too drops the press from the count and toasts")
    func failedCheck() async {
        let list = await loaded()
        await counters.loseNextAnswers(1)
        await counters.failNext(.counters)
        list.plusTapped(counterID: 4)
        await list.pendingWork.waitUntilIdle()
        #expect(list.rows[3].valueText == "0")
        #expect(list.events.take().map(\.toastText) == ["Couldn't save the count"])
        list.refreshRequested()
        await list.pendingWork.waitUntilIdle()
        #expect(list.rows[3].valueText == "1", "the refresh brings the server's value")
    }

    @Test("a failed first load shows the error; refresh loads")
    func failedFirstLoad() async {
        var services = Services.inMemory()
        services.counters = counters
        await counters.failNext(.counters)
        let list = CounterListViewModel(services: services, strings: strings)
        list.viewDidLoad()
        await list.pendingWork.waitUntilIdle()
        #expect(list.error?.message == "Server busy, try again later")
        #expect(list.rows.isEmpty)
        list.refreshRequested()
        await list.pendingWork.waitUntilIdle()
        #expect(list.error == nil && list.rows.count == 20)
    }

    @Test("not loading until the screen loads; a refresh runs without the HUD")
    func loadingFlags() async {
        var services = Services.inMemory()
        services.counters = counters
        let list = CounterListViewModel(services: services, strings: strings)
        #expect(!list.isLoading && !list.isShowingHUD)
        list.viewDidLoad()
        await list.pendingWork.waitUntilIdle()
        list.refreshRequested()
        #expect(list.isLoading && !list.isShowingHUD)
        await list.pendingWork.waitUntilIdle()
        #expect(!list.isLoading)
    }

    @Test("a single press whose answer is lost shows that counter's value from the server")
    func lostAnswerTakesOwnCounter() async {
        let list = await loaded()
        await counters.loseNextAnswers(1)
        list.plusTapped(counterID: 5)
        await list.pendingWork.waitUntilIdle()
        #expect(await serverValue(5) == 1)
        #expect(list.rows[4].valueText == "1")
        #expect(list.events.take().isEmpty)
    }
}

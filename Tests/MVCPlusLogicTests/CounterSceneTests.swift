import Domain
import MVCPlusKit
import MVCPlusLogic
import Testing

/// Records what a screen's template would be sent on a channel scope.
@MainActor
final class KeyRecorder {
    var log: [String] = []
    func record<Value>(_ key: ChannelKey<Value>, on scope: ChannelScope, _ describe: @escaping (Value) -> String = { "\($0)" }) {
        scope.subscribe(key, by: self) { [weak self] value in self?.log.append("\(key.name): \(describe(value))") }
    }
}

/// The counter scene without a view: the controller and view model over a channel, as the
/// template would see them.
@MainActor
@Suite("MVC+ counter scene")
struct CounterSceneTests {
    let service = InMemoryCounterService()
    let channel = Channel().scope("counter")
    let view = KeyRecorder()

    func loaded() async -> CounterController {
        let controller = CounterController(service: service, strings: Localizer(.english))
        view.record(CounterKeys.isLoading, on: channel)
        view.record(CounterKeys.hud, on: channel) { $0 ?? "hidden" }
        view.record(CounterKeys.rows, on: channel) { "\($0.count) rows" }
        view.record(CounterKeys.row, on: channel) { "\($0.index) = \($0.row.value)" }
        view.record(CounterKeys.toast, on: channel)
        view.record(CounterKeys.error, on: channel) { $0?.message ?? "none" }
        controller.viewDidLoad(channel: channel)
        await controller.pendingWork.waitUntilIdle()
        return controller
    }

    @Test("the active flow: the model loads, the controller tells the view model, the keys reach the view")
    func activeFlow() async {
        _ = await loaded()
        #expect(view.log == ["isLoading: true", "hud: Loading…", "isLoading: false", "hud: hidden", "error: none", "rows: 20 rows"])
    }

    @Test("the passive flow: a press counts at once in the model, the controller sends it, once on the server")
    func passiveFlow() async throws {
        let controller = await loaded()
        view.log.removeAll()
        channel.publish(CounterKeys.plus, 1)
        channel.publish(CounterKeys.plus, 1)
        #expect(view.log == ["row: 0 = 1", "row: 0 = 2"], "both count at once")
        await controller.pendingWork.waitUntilIdle()
        #expect(try await service.counters()[0].value == 2)
        #expect(controller.tallies.values[0].displayed == 2 && controller.tallies.values[0].unanswered.isEmpty)
        #expect(!view.log.contains { $0.hasPrefix("toast") }, "counted: no toast")
    }

    @Test("a refused press rolls back with a toast; an unknown outcome is checked, not guessed")
    func failures() async throws {
        let controller = await loaded()
        await service.failNext(.increment)
        channel.publish(CounterKeys.plus, 2)
        await controller.pendingWork.waitUntilIdle()
        #expect(controller.tallies.values[1].displayed == 0)
        #expect(view.log.suffix(2) == ["row: 1 = 0", "toast: Couldn't save the count"], "the row goes back on screen too")
        view.log.removeAll()
        await service.loseNextAnswers(1)
        channel.publish(CounterKeys.plus, 3)
        await controller.pendingWork.waitUntilIdle()
        #expect(controller.tallies.values[2].displayed == 1)
        #expect(controller.tallies.values[2].unanswered.isEmpty, "the check answered this row's press")
        #expect(!view.log.contains { $0.hasPrefix("toast") }, "the check found it counted: no toast")
        await service.loseNextAnswers(1)
        await service.failNext(.counters)
        channel.publish(CounterKeys.plus, 4)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log.last == "toast: Couldn't save the count", "the check failed too: the press may not count")
        #expect(try await service.counters()[2].value == 1)
    }

    @Test("a refresh takes the server's values of rows with nothing on its way")
    func refreshTakesTheServersValues() async throws {
        let controller = await loaded()
        _ = try await service.increment(id: 3, idempotencyKey: .random())   // another device's press
        channel.publish(CounterKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        let values = controller.tallies.values
        #expect(values.count == 20 && values.map(\.displayed) == values.map { $0.counterID == 3 ? 1 : 0 })
    }

    @Test("a failed first load shows the error; refresh loads without the HUD")
    func firstLoadFails() async {
        await service.failNext(.counters)
        let controller = await loaded()
        #expect(view.log == ["isLoading: true", "hud: Loading…", "isLoading: false", "hud: hidden",
                             "error: \(Localizer(.english).message(for: .serverBusy))"])
        view.log.removeAll()
        channel.publish(CounterKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "isLoading: false", "hud: hidden", "error: none", "rows: 20 rows"], "no HUD on a refresh")
    }
}

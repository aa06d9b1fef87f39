import Domain
import Observation

/// One counter row: what it shows (outputs) and its ``CounterTally``, the rule that makes every
/// press count once, in order. Its list sends the presses (``CounterListViewModel``).
@Observable @MainActor
public final class CounterRowViewModel: Identifiable {
    // MARK: Outputs

    /// The counter's id.
    public let id: Counter.ID
    /// `Item N`.
    public let title: String
    /// The number shown: the server's value plus the presses on their way.
    public var valueText: String { String(tally.displayed) }

    /// The row's presses and the server's value (changed by its list only).
    var tally: CounterTally

    init(counter: Counter, strings: Localizer) {
        id = counter.id
        title = strings(.item(counter.id))
        tally = CounterTally(counter)
    }
}

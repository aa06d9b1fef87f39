import Hummingbird
import Synchronization

/// Decides which requests fail on purpose: scripted rules (`POST /v1/_faults`)
/// first, then the random fail rate.
///
/// The fail rate draws from a ``SplitMix64`` seeded with the server's seed,
/// one draw per eligible request in arrival order, so the same sequence of
/// requests meets the same failures on every run.
final class FaultInjector: Sendable {
    /// A scripted fault: the next `remaining` requests whose path matches
    /// `pathPattern` (and method, if given) fail with `status`.
    struct Rule: Sendable {
        var pathPattern: String
        var method: HTTPRequest.Method?
        var status: HTTPResponse.Status
        var remaining: Int
        /// What the answer's body is.
        var body: BrokenBody = .error
    }

    /// The body of a scripted fault's answer.
    enum BrokenBody: String, Sendable, Decodable {
        /// The API's JSON error (`status` is 400…599).
        case error
        /// The route's real answer with `status`, its body cut in half (well-formed HTTP,
        /// broken JSON), as a misbehaving proxy might send it.
        case truncated
        /// A body that is not JSON at all (an HTML error page) with `status`.
        case notJSON = "not-json"
    }

    /// What a request meets: a failure to throw, or an answer whose body is broken.
    enum Fault: Sendable {
        case failure(APIError)
        case broken(status: HTTPResponse.Status, body: BrokenBody)
    }

    /// Paths the fail rate never touches, so that health checks and sign-in always work.
    static let failRateExemptPaths: Set<String> = ["/v1/health", "/v1/sessions", FaultRoutes.path]

    private struct State {
        var generator: SplitMix64
        var rules: [Rule] = []
    }

    private let failRate: Double
    private let state: Mutex<State>

    init(failRate: Double, seed: UInt64) {
        self.failRate = failRate
        // Mixed with a constant so the draws are not the seed data's stream.
        state = Mutex(State(generator: SplitMix64(seed: seed ^ 0x6661_756C_7473_2121)))
    }

    /// The fault to answer `request` with, if any.
    func fault(for method: HTTPRequest.Method, path: String) -> Fault? {
        guard path != FaultRoutes.path else { return nil }
        let exempt = Self.failRateExemptPaths.contains(path)
        return state.withLock { state -> Fault? in
            if !state.rules.isEmpty, let index = Self.firstMatchingRule(in: state.rules, method: method, path: path) {
                let rule = state.rules[index]
                state.rules[index].remaining -= 1
                if state.rules[index].remaining == 0 {
                    state.rules.remove(at: index)
                }
                guard rule.body == .error else { return .broken(status: rule.status, body: rule.body) }
                return .failure(.injectedFault(status: rule.status, reason: "Injected fault (scripted with /v1/_faults)"))
            }
            guard failRate > 0, !exempt else { return nil }
            guard state.generator.nextUnitDouble() < failRate else { return nil }
            return .failure(.injectedFault(status: .serviceUnavailable, reason: "Server busy (injected fault, fail rate \(failRate))"))
        }
    }

    /// Adds a scripted rule after the existing ones.
    func add(_ rule: Rule) {
        state.withLock { $0.rules.append(rule) }
    }

    /// Removes every scripted rule.
    func clearRules() {
        state.withLock { $0.rules.removeAll() }
    }

    private static func firstMatchingRule(in rules: [Rule], method: HTTPRequest.Method, path: String) -> Int? {
        rules.firstIndex { rule in
            if let ruleMethod = rule.method, ruleMethod != method { return false }
            return FaultPath.matches(rule.pathPattern, path: path)
        }
    }
}

/// A fault rule's path: a literal path (`/v1/sessions`), or a prefix ending in `*`
/// (`/v1/drafts/*`). No regular expressions: a pattern is checked in time linear in its length,
/// whatever a client sends.
enum FaultPath {
    /// Whether `pattern` is acceptable: starts with `/`, at most 200 characters, and `*` only at
    /// the end.
    static func isValid(_ pattern: String) -> Bool {
        guard pattern.hasPrefix("/"), pattern.count <= 200 else { return false }
        return !pattern.dropLast().contains("*")
    }

    /// Whether request path `path` matches `pattern`.
    static func matches(_ pattern: String, path: String) -> Bool {
        pattern.hasSuffix("*") ? path.hasPrefix(pattern.dropLast()) : path == pattern
    }
}


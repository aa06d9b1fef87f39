import Hummingbird

/// Counters and voice messages.
extension BackendAPI {
    func counters(_ request: Request) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let counters = try await store.counters()
        return .json(capacity: 48 * counters.count + 2) { counters.write(to: &$0) }
    }

    func incrementCounter(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        // Counters are not in the response cache, so nothing to invalidate.
        let counter = try await store.incrementCounter(id: id)
        return .json { counter.write(to: &$0) }
    }

    func voiceMessages(_ request: Request) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let messages = try await store.voiceMessages()
        return .json(capacity: 96 * messages.count + 2) { messages.write(to: &$0) }
    }
}

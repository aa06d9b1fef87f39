import Hummingbird

/// Counters and voice messages.
extension BackendAPI {
    func counters(_ request: Request) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let counters = try await store.counters()
        return .json(capacity: 48 * counters.count + 2) { counters.write(to: &$0) }
    }

    /// Adds one; with an `Idempotency-Key`, only the first request of the key
    /// does, and its repeats get the same answer (see ``IdempotencyKeys``).
    func incrementCounter(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        let key = try request.idempotencyKey()
        // Counters are not in the response cache, so nothing to invalidate.
        guard let key else {
            let counter = try await store.incrementCounter(id: id)
            return .json { counter.write(to: &$0) }
        }
        let answer = try await store.incrementCounter(id: id, idempotencyKey: key)
        var response = Response.json(ByteBuffer(bytes: answer.body), status: HTTPResponse.Status(code: answer.status))
        if answer.isReplay {
            response.headers[IdempotencyKeys.replayedHeader] = "true"
        }
        return response
    }

    func voiceMessages(_ request: Request) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let messages = try await store.voiceMessages()
        return .json(capacity: 96 * messages.count + 2) { messages.write(to: &$0) }
    }
}

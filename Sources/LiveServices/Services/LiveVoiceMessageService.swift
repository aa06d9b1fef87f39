import Domain

/// ``VoiceMessageService`` over the backend's `/v1/voice-messages`.
public struct LiveVoiceMessageService: VoiceMessageService {
    private let client: APIClient

    /// Creates the service.
    public init(client: APIClient) {
        self.client = client
    }

    public func messages() async throws(AppError) -> [VoiceMessage] {
        try await client.send(Endpoint(.get, "/v1/voice-messages"))
    }
}

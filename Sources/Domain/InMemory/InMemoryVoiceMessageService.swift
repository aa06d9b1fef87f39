/// A ``VoiceMessageService`` over the voice messages of ``SampleData``.
public actor InMemoryVoiceMessageService: VoiceMessageService, InMemoryService {
    /// The calls this service answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case messages
    }

    /// The injected failures, latency and call counts.
    public var behavior: InMemoryBehavior<Operation>
    private let messages: [VoiceMessage]

    /// Creates the service from `data`.
    /// - Parameter failures: Operations that always fail, with their error.
    public init(data: SampleData = .standard, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.behavior = InMemoryBehavior(failures: failures, latency: latency)
        self.messages = data.voiceMessages
    }

    public func messages() async throws(AppError) -> [VoiceMessage] {
        try await begin(.messages)
        return messages
    }
}

/// The voice demo's conversation.
public protocol VoiceMessageService: Sendable {
    /// The messages of the conversation, oldest first.
    func messages() async throws(AppError) -> [VoiceMessage]
}

import Foundation

/// A voice message in the conversation of the voice demo.
public struct VoiceMessage: Identifiable, Codable, Hashable, Sendable {
    /// The message's identifier, as the backend assigns it.
    public typealias ID = Int

    /// The message's identifier.
    public var id: ID
    /// Who sent it (a display name).
    public var sender: String
    /// How long it plays, in whole seconds.
    public var durationSeconds: Int
    /// When it was sent.
    public var sentAt: Date

    /// Creates a voice message.
    public init(id: ID, sender: String, durationSeconds: Int, sentAt: Date) {
        self.id = id
        self.sender = sender
        self.durationSeconds = durationSeconds
        self.sentAt = sentAt
    }
}

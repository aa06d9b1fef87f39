import Foundation

/// An unpublished blog of the signed-in account (own profile only).
public struct Draft: Identifiable, Codable, Hashable, Sendable {
    /// The draft's identifier, as the backend assigns it.
    public typealias ID = Int

    /// The draft's identifier.
    public var id: ID
    /// The title.
    public var title: String
    /// A short summary; may be empty (the UI shows a fallback text then).
    public var summary: String
    /// When the draft was last edited.
    public var editedAt: Date

    /// Creates a draft.
    public init(id: ID, title: String, summary: String = "", editedAt: Date) {
        self.id = id
        self.title = title
        self.summary = summary
        self.editedAt = editedAt
    }
}

import Domain
import Foundation

/// One draft row: what the draft cell shows.
public struct DraftRowViewModel: Identifiable, Sendable {
    /// The draft's identifier.
    public var id: Draft.ID { draft.id }
    /// The title.
    public let title: String
    /// The summary, or `Write something~`.
    public let summary: String
    /// When it was edited, `3 min ago` style.
    public let editedText: String

    /// The draft shown (its detail page is made from it).
    let draft: Draft

    /// The row of `draft`, its edit time relative to `now`.
    init(draft: Draft, strings: Localizer, now: Date, calendar: Calendar) {
        self.draft = draft
        title = draft.title
        summary = strings.draftSummary(draft.summary)
        editedText = strings.relativeTime(draft.editedAt, now: now, calendar: calendar)
    }
}

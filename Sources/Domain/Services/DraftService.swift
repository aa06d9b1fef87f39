/// The signed-in account's drafts (own profile only).
public protocol DraftService: Sendable {
    /// One page of the signed-in account's drafts, most recently edited first,
    /// ``Paging/pageSize`` per page.
    /// - Parameter page: The page number, from 0.
    func drafts(page: Int) async throws(AppError) -> Page<Draft>
    /// Deletes the draft with `id`.
    func deleteDraft(id: Draft.ID) async throws(AppError)
}

/// A ``DraftService`` over the signed-in user's drafts of ``SampleData``.
public actor InMemoryDraftService: DraftService, InMemoryService {
    /// The calls this service answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case drafts, deleteDraft
    }

    /// The injected failures, latency and call counts.
    public var behavior: InMemoryBehavior<Operation>
    private var drafts: [Draft]

    /// Creates the service from `data`.
    /// - Parameter failures: Operations that always fail, with their error.
    public init(data: SampleData = .standard, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.behavior = InMemoryBehavior(failures: failures, latency: latency)
        self.drafts = data.drafts.sorted { $0.editedAt > $1.editedAt }
    }

    public func drafts(page: Int) async throws(AppError) -> Page<Draft> {
        try await begin(.drafts)
        guard page >= 0 else { throw .invalidInput(.other("page must not be negative")) }
        let start = min(page * Paging.pageSize, drafts.count)
        let end = min(start + Paging.pageSize, drafts.count)
        return Page(items: Array(drafts[start..<end]), page: page, hasMore: end < drafts.count)
    }

    public func deleteDraft(id: Draft.ID) async throws(AppError) {
        try await begin(.deleteDraft)
        guard let index = drafts.firstIndex(where: { $0.id == id }) else { throw .notFound }
        drafts.remove(at: index)
    }
}

import Hummingbird

/// Drafts: listing and deleting the caller's own.
extension BackendAPI {
    func userDrafts(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let paging = try request.paging()
        let page = try await store.draftPage(ownerId: id, viewer: viewer, paging: paging)
        return .json(capacity: 160 * page.items.count + 64) { page.write(to: &$0) }
    }

    func deleteDraft(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        try await store.deleteDraft(id: id, viewer: viewer)
        cache.invalidate()
        return Response(status: .noContent)
    }
}

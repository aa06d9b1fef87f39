import Domain
import Foundation

/// ``DraftService`` over the backend's `/v1/users/{id}/drafts` and `/v1/drafts`.
public struct LiveDraftService: DraftService {
    private let client: APIClient
    private let userID: User.ID

    /// Creates the service for the signed-in account `userID`; `client` must
    /// carry that account's token (drafts are private).
    public init(client: APIClient, userID: User.ID) {
        self.client = client
        self.userID = userID
    }

    public func drafts(page: Int) async throws(AppError) -> Page<Draft> {
        try await client.send(Endpoint(.get, "/v1/users/\(userID)/drafts", query: [URLQueryItem(name: "page", value: String(page))]))
    }

    public func deleteDraft(id: Draft.ID) async throws(AppError) {
        _ = try await client.send(Endpoint<NoContent>(.delete, "/v1/drafts/\(id)"))
    }
}

import Hummingbird

/// Every operation of the API, with its method and its path in OpenAPI form.
/// The one list both the router and the OpenAPI contract test read.
enum Endpoint: CaseIterable, Sendable {
    case health
    case createSession
    case deleteSession
    case user
    case userBlogs
    case blog
    case likeBlog
    case unlikeBlog
    case shareBlog
    case userDrafts
    case deleteDraft
    case userFriends
    case suggestions
    case follow
    case unfollow
    case counters
    case incrementCounter
    case voiceMessages
    case addFault
    case clearFaults

    var method: HTTPRequest.Method {
        switch self {
        case .health, .user, .userBlogs, .blog, .userDrafts, .userFriends, .suggestions, .counters, .voiceMessages:
            .get
        case .createSession, .shareBlog, .incrementCounter, .addFault:
            .post
        case .likeBlog, .follow:
            .put
        case .unlikeBlog, .deleteDraft, .unfollow, .clearFaults, .deleteSession:
            .delete
        }
    }

    /// The path with `{name}` placeholders, as in api.md and docs/openapi.yaml.
    var path: String {
        switch self {
        case .health: "/v1/health"
        case .createSession: "/v1/sessions"
        case .deleteSession: "/v1/sessions/current"
        case .user: "/v1/users/{id}"
        case .userBlogs: "/v1/users/{id}/blogs"
        case .blog: "/v1/blogs/{id}"
        case .likeBlog, .unlikeBlog: "/v1/blogs/{id}/like"
        case .shareBlog: "/v1/blogs/{id}/shares"
        case .userDrafts: "/v1/users/{id}/drafts"
        case .deleteDraft: "/v1/drafts/{id}"
        case .userFriends: "/v1/users/{id}/friends"
        case .suggestions: "/v1/suggestions"
        case .follow, .unfollow: "/v1/users/{id}/follow"
        case .counters: "/v1/counters"
        case .incrementCounter: "/v1/counters/{id}/increment"
        case .voiceMessages: "/v1/voice-messages"
        case .addFault, .clearFaults: FaultRoutes.path
        }
    }

    /// Whether the route exists only with ``BackendConfiguration/testFaults``.
    var needsTestFaults: Bool {
        self == .addFault || self == .clearFaults
    }

    /// The path in Hummingbird's router syntax (`{id}` becomes `:id`).
    var routerPath: RouterPath {
        let components = path.split(separator: "/").map { component in
            component.hasPrefix("{") && component.hasSuffix("}") ? ":" + component.dropFirst().dropLast() : component
        }
        return RouterPath("/" + components.joined(separator: "/"))
    }
}

/// Constants of the fault-scripting routes.
enum FaultRoutes {
    static let path = "/v1/_faults"
}

extension Endpoint {
    /// The methods some endpoint answers on `path` (a concrete path such as `/v1/users/7`), in
    /// the order of ``allCases``; empty when no endpoint has that path. The test-only fault
    /// endpoints are left out: a server without them must not reveal them.
    static func methods(answering path: Substring) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var methods: [HTTPRequest.Method] = []
        for endpoint in allCases where ![.addFault, .clearFaults].contains(endpoint)
            && endpoint.matches(segments) && !methods.contains(endpoint.method) {
            methods.append(endpoint.method)
        }
        return methods
    }

    private func matches(_ segments: [Substring]) -> Bool {
        let pattern = path.split(separator: "/", omittingEmptySubsequences: false)
        guard pattern.count == segments.count else { return false }
        return zip(pattern, segments).allSatisfy { pattern, segment in
            pattern.hasPrefix("{") ? !segment.isEmpty : pattern == segment
        }
    }
}


import Foundation

/// The API's JSON shapes, written independently from the server's own types,
/// as a client reads them.
enum Wire {
    struct ErrorBody: Decodable, Equatable {
        struct Detail: Decodable, Equatable {
            var code: String
            var message: String
        }

        var error: Detail
    }

    struct SessionUser: Decodable, Equatable {
        var id: Int
        var name: String
        var role: String
    }

    struct Session: Decodable, Equatable {
        var token: String
        var user: SessionUser
    }

    struct User: Decodable, Equatable {
        var id: Int
        var name: String
        var summary: String
        var postCount: Int
        var friendCount: Int
        var isFollowing: Bool
    }

    struct Blog: Decodable, Equatable {
        var id: Int
        var authorId: Int
        var authorName: String
        var title: String
        var summary: String
        var body: String
        var likeCount: Int
        var shareCount: Int
        var isLiked: Bool
    }

    struct Draft: Decodable, Equatable {
        var id: Int
        var title: String
        var summary: String
        var editedAt: Date
    }

    struct Page<Item: Decodable & Equatable>: Decodable, Equatable {
        var items: [Item]
        var page: Int
        var hasMore: Bool
    }

    struct Counter: Decodable, Equatable {
        var id: Int
        var title: String
        var value: Int
    }

    struct VoiceMessage: Decodable, Equatable {
        var id: Int
        var sender: String
        var durationSeconds: Int
        var sentAt: Date
    }

    /// The exact key sets api.md gives each shape.
    enum Keys {
        static let user: Set = ["id", "name", "summary", "postCount", "friendCount", "isFollowing"]
        static let blog: Set = ["id", "authorId", "authorName", "title", "summary", "body", "likeCount", "shareCount", "isLiked"]
        static let draft: Set = ["id", "title", "summary", "editedAt"]
        static let page: Set = ["items", "page", "hasMore"]
        static let counter: Set = ["id", "title", "value"]
        static let voiceMessage: Set = ["id", "sender", "durationSeconds", "sentAt"]
        static let session: Set = ["token", "user"]
        static let sessionUser: Set = ["id", "name", "role"]
    }
}

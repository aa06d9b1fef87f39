import Domain
import MVICore

// How the profile's actions are written on a session tape (`mvx --record`). `Action` itself is
// `Codable` as Swift synthesizes it for enums (`{"likeTapped":{"_0":12}}`); this file holds the rest.

/// A tab is written by name (`"drafts"`), so a tape reads well.
extension ProfileFeature.Tab: Codable {}

extension ProfileFeature {
    /// A profile action as a tape holds it, read in today's shape or in the shape tapes had before
    /// the blog and draft lists became scoped ``PagedListFeature``s — `{"reachedEnd":{"_0":"blogs"}}`
    /// for today's `{"blogs":{"_0":{"reachedEnd":{}}}}` — so a session recorded then still replays.
    public struct TapeAction: TapeDecodedAction {
        /// The action, in today's shape.
        public let action: Action

        /// Reads today's shape, else the older list actions; a line in neither shape fails with
        /// today's decoding error.
        public init(from decoder: any Decoder) throws {
            do {
                action = try Action(from: decoder)
            } catch {
                guard let older = try? ListActionBeforeScoping(from: decoder) else { throw error }
                action = older.action
            }
        }
    }
}

/// The list actions of tapes recorded before the lists were scoped: one profile action per list
/// event, the list named by its tab, and a response case per list.
private enum ListActionBeforeScoping: Decodable {
    case refresh(ProfileFeature.Tab)
    case reachedEnd(ProfileFeature.Tab)
    case retryLoadMore(ProfileFeature.Tab)
    case firstRowSelected(ProfileFeature.Tab)
    case rowHighlighted(ProfileFeature.Tab, ListRow?)
    case blogsResponse(page: Int, Result<Page<Blog>, AppError>)
    case draftsResponse(page: Int, Result<Page<Draft>, AppError>)

    /// The same event, in today's shape.
    var action: ProfileFeature.Action {
        switch self {
        case .refresh(.blogs): .blogs(.refresh)
        case .refresh(.drafts): .drafts(.refresh)
        case .reachedEnd(.blogs): .blogs(.reachedEnd)
        case .reachedEnd(.drafts): .drafts(.reachedEnd)
        case .retryLoadMore(.blogs): .blogs(.retry)
        case .retryLoadMore(.drafts): .drafts(.retry)
        case .firstRowSelected(.blogs): .blogs(.firstRowSelected)
        case .firstRowSelected(.drafts): .drafts(.firstRowSelected)
        case let .rowHighlighted(.blogs, row): .blogs(.rowHighlighted(row))
        case let .rowHighlighted(.drafts, row): .drafts(.rowHighlighted(row))
        case let .blogsResponse(page, result): .blogs(.pageLoaded(page: page, result))
        case let .draftsResponse(page, result): .drafts(.pageLoaded(page: page, result))
        }
    }
}

import Domain

/// Blog detail has no state of its own: it is a scoped view onto the profile's
/// `blogsByID[id]`, so a like there is the same like the list shows.
public enum BlogDetailFeature {
    /// What the detail page can do; the profile scope maps these onto its own actions.
    public enum Action: Equatable, Sendable {
        case likeTapped
        case shareTapped
    }
}

extension ProfileFeature.Action {
    /// The profile action a blog detail action of `blogID` stands for.
    public static func blogDetail(_ blogID: Blog.ID, _ action: BlogDetailFeature.Action) -> Self {
        switch action {
        case .likeTapped: .likeTapped(blogID)
        case .shareTapped: .shareTapped(blogID)
        }
    }
}

import Domain

/// The view of the modules that only show fields (user detail, draft detail): a title and
/// `label   value` lines, as the presenter formats them.
@MainActor
public protocol DetailPageViewInterface: AnyObject {
    /// The screen's title.
    func setTitle(_ title: String)
    /// The lines, in order.
    func showFields(_ fields: [DetailField])
}

import Domain

/// A page of `label   value` lines under a title: User detail and Draft detail share it.
/// The lines are Domain's ``Domain/DetailField``s, formatted by `Localizer.detailFields`.
@MainActor
public protocol FieldListPageViewInterface: AnyObject {
    /// The screen's title.
    func setTitle(_ title: String)
    /// The lines, in order.
    func setFields(_ fields: [DetailField])
}

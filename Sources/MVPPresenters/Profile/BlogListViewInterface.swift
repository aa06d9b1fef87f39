/// The blog table of a profile: a paged list and nothing more (its rows are bound to
/// their ``BlogCellPresenter``s).
@MainActor
public protocol BlogListViewInterface: PagedListViewInterface {}

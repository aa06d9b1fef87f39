import TerminalUI

extension Button {
    /// Shows a like button: `Likes N`, marked `✓ Likes N` (and selected) when I liked it.
    /// The list row and the detail page draw it the same way.
    public func setLike(title: String, isLiked: Bool) {
        self.title = isLiked ? "✓ \(title)" : title
        isSelected = isLiked
    }
}

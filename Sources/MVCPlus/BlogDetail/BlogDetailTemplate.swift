import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// A blog's detail template: the detail view bound to ``BlogKeys``.
final class BlogDetailTemplate: Template {
    private let detailView = BlogDetailView()
    private let channel: ChannelScope
    private var blogID = 0
    var view: View { detailView }
    var preferredFocusedView: View? { detailView.likeButton }

    init(channel: ChannelScope) {
        self.channel = channel
        detailView.likeButton.addAction { [weak self] in self.map { $0.channel.publish(BlogKeys.like, $0.blogID, from: $0) } }
        detailView.shareButton.addAction { [weak self] in self.map { $0.channel.publish(BlogKeys.share, $0.blogID, from: $0) } }
        channel.subscribe(BlogKeys.detail, by: self) { [weak self] blog in
            guard let self else { return }
            self.blogID = blog.id
            self.detailView.title = blog.title
            self.detailView.authorText = blog.author
            self.detailView.body = blog.body
            self.detailView.setLike(title: blog.likeTitle, isLiked: blog.isLiked)
            self.detailView.shareTitle = blog.shareTitle
        }
        channel.subscribe(BlogKeys.toast, by: self) { [weak self] text in
            guard let self else { return }
            Toast.show(text, in: self.detailView)
        }
    }
}

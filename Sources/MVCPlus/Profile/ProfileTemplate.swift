import Domain
import MVCPlusKit
import MVCPlusLogic
import PatternKit
import SceneViews
import TerminalUI

/// The profile page's template: the user-info header, the `Blogs | Drafts` tabs (own profile)
/// and the two paged tables, bound to ``ProfileKeys`` and each list's ``ListKeys``. Blog cells'
/// buttons publish ``BlogKeys``; `d` on the Drafts tab publishes the selected draft.
final class ProfileTemplate: Template {
    private let channel: ChannelScope
    private let headerView = UserInfoHeaderView()
    private let blogs: PagedTable<BlogCell, BlogRowData>
    private let drafts: PagedTable<DraftCell, DraftRowData>
    private let profileView: ProfileView
    private var segmentedControl: SegmentedControl?
    private var selectedTab = 0
    var view: View { profileView }
    var preferredFocusedView: View? { selectedTab == 1 ? drafts.tableView : blogs.tableView }

    init(channel: ChannelScope) {
        self.channel = channel
        let blogScope = channel.scope("blogs")
        blogs = PagedTable(channel: blogScope, rowHeight: BlogCell.height) { cell, row in
            cell.title = row.title
            cell.summary = row.summary
            cell.setLike(title: row.likeTitle, isLiked: row.isLiked)
            cell.shareTitle = row.shareTitle
            let id = row.id
            cell.likeButton.addAction { blogScope.publish(BlogKeys.like, id) }
            cell.shareButton.addAction { blogScope.publish(BlogKeys.share, id) }
        }
        drafts = PagedTable(channel: channel.scope("drafts"), rowHeight: DraftCell.height) { cell, row in
            cell.title = row.title
            cell.summary = row.summary
            cell.editedText = row.edited
        }
        profileView = ProfileView(headerView: headerView, contentView: blogs.tableView)
        headerView.avatarView.addAction { [weak self] in self.map { $0.channel.publish(ProfileKeys.avatarTapped, from: $0) } }
        headerView.friendsButton.addAction { [weak self] in self.map { $0.channel.publish(ProfileKeys.friendsTapped, from: $0) } }
        headerView.discoverButton.addAction { [weak self] in self.map { $0.channel.publish(ProfileKeys.discoverTapped, from: $0) } }
        channel.subscribe(ProfileKeys.header, by: self) { [weak self] header in
            guard let headerView = self?.headerView else { return }
            headerView.initials = header.initials
            headerView.name = header.name
            headerView.postsText = header.posts
            headerView.friendsText = header.friends
            headerView.summaryText = header.summary
        }
        channel.subscribe(ProfileKeys.headerError, by: self) { [weak self] error in
            self?.headerView.failureMessage = error?.message ?? ""
            self?.headerView.failureHint = error?.hint ?? ""
        }
        channel.subscribe(ProfileKeys.discover, by: self) { [weak self] title in self?.headerView.discoverTitle = title }
        channel.subscribe(ProfileKeys.tabs, by: self) { [weak self] titles in self?.showTabs(titles) }
        channel.subscribe(ProfileKeys.selectedTab, by: self) { [weak self] tab in self?.showTab(tab) }
        channel.subscribe(ProfileKeys.deleting, by: self) { [weak self] text in
            guard let self else { return }
            if let text { HUD.show(in: self.profileView, text: text) } else { HUD.hide(for: self.profileView) }
        }
        for scope in [blogScope, channel.scope("drafts")] {
            scope.subscribe(ListKeys<BlogRowData>().toast, by: self) { [weak self] text in self?.toast(text) }
        }
    }

    private func showTabs(_ titles: [String]) {
        let tabs = SegmentedControl(items: titles)
        tabs.addAction { [weak self, weak tabs] in
            guard let self, let tabs else { return }
            self.channel.publish(ProfileKeys.tabSelected, tabs.selectedSegmentIndex, from: self)
        }
        segmentedControl = tabs
        profileView.segmentedControl = tabs
    }

    private func showTab(_ tab: Int) {
        selectedTab = tab
        segmentedControl?.selectedSegmentIndex = tab
        let list = tab == 1 ? drafts.tableView : blogs.tableView
        if profileView.contentView !== list { profileView.contentView = list }
    }

    /// Toasts show on the page (a blog page opened from it shows its own).
    private func toast(_ text: String) {
        Toast.show(text, in: profileView)
    }

    /// `d` / Delete on the Drafts tab publishes the selected draft.
    var keyCommands: [KeyCommand] {
        [.delete(isEnabled: { [weak self] in self?.selectedTab == 1 && self?.drafts.selectedRow != nil }) { [weak self] in
            guard let self, let row = self.drafts.selectedRow else { return }
            self.channel.scope("drafts").publish(ProfileKeys.deleteDraft, row, from: self)
        }]
    }
}

import TerminalUI

/// The profile's "user info" module: avatar, name, `Posts N`, a `Friends N`
/// button, an optional `Discover` button (own profile), and the summary line —
/// or, when the user could not load, the error's message and `press r to retry`.
///
/// Three rows tall. It only exposes setters and its controls; whoever owns it
/// (a view controller, a presenter's view, a binding) decides what they do.
@MainActor
public final class UserInfoHeaderView: View {
    /// The avatar block; its action opens the user's details.
    public let avatarView = AvatarView()
    /// `Friends N`; its action opens the friends list.
    public let friendsButton = Button()
    /// `Discover` (own profile only); its action opens suggested users.
    public let discoverButton = Button()

    private let nameLabel = Label(text: "", style: Style(attributes: [.bold]))
    private let postsLabel = Label()
    private let summaryLabel = Label(text: "", style: Theme.secondaryText)
    private let failureLabel = Label(text: "", style: Style(foreground: .red))
    private let failureHintLabel = Label(text: "", style: Theme.secondaryText)

    /// The header's height in rows.
    public static let height = 3

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        for view in [avatarView, nameLabel, postsLabel, friendsButton, discoverButton, summaryLabel,
                                failureLabel, failureHintLabel] as [View] {
            addSubview(view)
        }
        discoverButton.isHidden = true
    }

    /// The initials in the avatar block.
    public var initials: String {
        get { avatarView.initials }
        set { avatarView.initials = newValue }
    }

    /// The user's name.
    public var name: String {
        get { nameLabel.text }
        set { nameLabel.text = newValue; setNeedsLayout() }
    }

    /// `Posts N`.
    public var postsText: String {
        get { postsLabel.text }
        set { postsLabel.text = newValue; setNeedsLayout() }
    }

    /// `Friends N`.
    public var friendsText: String {
        get { friendsButton.title }
        set { friendsButton.title = newValue; setNeedsLayout() }
    }

    /// `Summary: …`.
    public var summaryText: String {
        get { summaryLabel.text }
        set { summaryLabel.text = newValue }
    }

    /// Why the user did not load (the error's message); `""` when it has not failed. Shown
    /// with ``failureHint`` in place of the name and counts until a user has loaded.
    public var failureMessage: String {
        get { failureLabel.text }
        set { failureLabel.text = newValue; setNeedsLayout() }
    }

    /// What to do about a failure (`press r to retry`), under ``failureMessage``.
    public var failureHint: String {
        get { failureHintLabel.text }
        set { failureHintLabel.text = newValue }
    }

    /// The `Discover` button's title; `nil` hides it (someone else's profile).
    public var discoverTitle: String? {
        get { discoverButton.title.isEmpty ? nil : discoverButton.title }
        set {
            discoverButton.title = newValue ?? ""
            setNeedsLayout()
        }
    }

    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.height) }

    public override func layoutSubviews() {
        // Nothing but the avatar frame until the user has loaded (no "Posts 0" flash).
        let isLoaded = !nameLabel.text.isEmpty
        postsLabel.isHidden = !isLoaded
        friendsButton.isHidden = !isLoaded || friendsButton.title.isEmpty
        discoverButton.isHidden = !isLoaded || discoverButton.title.isEmpty
        let isFailed = !isLoaded && !failureLabel.text.isEmpty
        failureLabel.isHidden = !isFailed
        failureHintLabel.isHidden = !isFailed
        let left = 1 + AvatarView.size.width + 2
        let width = max(0, bounds.width - left - 1)
        failureLabel.frame = Rect(x: left, y: 0, width: width, height: 1)
        failureHintLabel.frame = Rect(x: left, y: 1, width: width, height: 1)
        avatarView.frame = Rect(origin: Point(x: 1, y: 0), size: AvatarView.size)
        let postsWidth = TextWidth.width(of: postsLabel.text)
        postsLabel.frame = Rect(x: left, y: 1, width: postsWidth, height: 1)
        let friendsWidth = friendsButton.sizeThatFits(bounds.size).width
        friendsButton.frame = Rect(x: left + postsWidth + 2, y: 1, width: friendsWidth, height: 1)
        let discoverWidth = discoverButton.sizeThatFits(bounds.size).width
        if discoverButton.isHidden || friendsButton.frame.maxX + 2 + discoverWidth <= bounds.width - 1 {
            discoverButton.frame = Rect(x: friendsButton.frame.maxX + 2, y: 1, width: discoverWidth, height: 1)
            nameLabel.frame = Rect(x: left, y: 0, width: width, height: 1)
        } else {
            // Too narrow for three on a line (zh-Hans at 32 columns): Discover moves up, at the
            // end of the name's line, and the name gives way.
            discoverButton.frame = Rect(x: max(left, bounds.width - 1 - discoverWidth), y: 0, width: discoverWidth, height: 1)
            nameLabel.frame = Rect(x: left, y: 0, width: max(0, discoverButton.frame.minX - 1 - left), height: 1)
        }
        summaryLabel.frame = Rect(x: left, y: 2, width: width, height: 1)
    }
}

import TerminalUI
/// One post of the gallery's sample table.
struct GalleryPost: Sendable {
    var id: Int
    var author: String
    var text: String
    var likes: Int
    var liked: Bool
    var following: Bool
}

/// A post's like button was pressed (its row comes with the routed event).
struct GalleryLikeEvent: ResponderEvent {}

/// A post's follow button was pressed.
struct GalleryFollowEvent: ResponderEvent {
    var postID: Int
}

/// The gallery's table cell: author and buttons on the first line, the post on the second.
@MainActor
final class GalleryPostCell: TableViewCell {
    let likeButton = Button(title: "♥ 0")
    let followButton = Button(title: "Follow")

    required init(style: CellStyle = .subtitle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(likeButton)
        contentView.addSubview(followButton)
        likeButton.addAction { [weak self] in self?.routeEvent(GalleryLikeEvent()) }
        followButton.addAction { [weak self] in
            guard let self, let id = self.postID else { return }
            self.routeEvent(GalleryFollowEvent(postID: id))
        }
    }

    var postID: Int?

    func configure(with post: GalleryPost) {
        postID = post.id
        textLabel.text = post.author
        detailTextLabel.text = post.text
        likeButton.title = "♥ \(post.likes)"
        likeButton.isSelected = post.liked
        followButton.title = post.following ? "Following" : "Follow"
        followButton.isSelected = post.following
        setNeedsLayout()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        postID = nil
        likeButton.isSelected = false
        followButton.isSelected = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        likeButton.sizeToFit()
        followButton.sizeToFit()
        let w = contentView.bounds.width
        followButton.frame.origin = Point(x: max(0, w - followButton.frame.width - 1), y: 0)
        likeButton.frame.origin = Point(x: max(0, followButton.frame.minX - likeButton.frame.width - 1), y: 0)
        textLabel.frame.size.width = max(0, likeButton.frame.minX - 2)
    }
}

/// The gallery: every TerminalUI widget on one screen, with sample Chinese and English text.
///
/// Keys: Tab moves focus (buttons, text fields, the table and its row buttons), j/k or ↑/↓ move in the
/// table, Enter activates, `p` pushes a second screen, `a` shows an alert, `h` a HUD for two seconds,
/// `t` a toast, `e` toggles the table's empty state, `r` refreshes the table, `q` quits.
@MainActor
public final class GalleryViewController: ViewController, TableViewDataSource, TableViewDelegate {
    // Left column.
    let labelsTitle = Label(text: "Labels · 标签", style: Theme.sectionHeader)
    let helloLabel = Label(text: "Hello, world! 你好，世界！")
    let longLabel = Label(text: "A long label wraps onto two lines and ends in an ellipsis when it runs out of room: 这是一段很长很长的中文文字，用来测试换行和截断。")
    let buttonsTitle = Label(text: "Buttons · 按钮", style: Theme.sectionHeader)
    let likeButton = Button(title: "♥ Like 3")
    let likedButton = Button(title: "★ Liked 4")
    let disabledButton = Button(title: "Disabled 禁用")
    let fieldsTitle = Label(text: "Text fields · 输入框", style: Theme.sectionHeader)
    let nameLabel = Label(text: "Name")
    let nameField = TextField(text: "老师好", placeholder: "Your name · 名字")
    let passwordLabel = Label(text: "Password")
    let passwordField = TextField(text: "secret", placeholder: "Password · 密码")
    let searchLabel = Label(text: "Search")
    let searchField = TextField(text: "", placeholder: "Search 搜索…")
    let progressTitle = Label(text: "Progress · 进度", style: Theme.sectionHeader)
    let progressView = ProgressView(progress: 0.6)
    let progressLabel = Label(text: "60%")
    let spinner = ActivityIndicatorView()
    let spinnerLabel = Label(text: "Spinning · 加载中")
    let keysTitle = Label(text: "Keys · 按键", style: Theme.sectionHeader)
    let keysLabel = Label(text: "Tab focus · j/k move · Enter select\np push · a alert · h HUD · t toast\ne empty · r refresh · q quit")

    // Right column.
    let tableView = TableView()
    let footerLabel = Label(text: "— No more · 没有更多了 —", style: Theme.secondaryText)
    let emptyLabel = Label(text: "Nothing here yet · 暂无内容", style: Theme.secondaryText)
    let refreshControl = RefreshControl()

    var sections: [(title: String, posts: [GalleryPost])] = GalleryViewController.samplePosts
    var isShowingEmptyState = false
    private var likeCount = 3

    static let samplePosts: [(title: String, posts: [GalleryPost])] = [
        ("Today · 今天", [
            GalleryPost(id: 1, author: "张伟 Zhang Wei", text: "Shipping the terminal UIKit today 🚀", likes: 3, liked: false, following: false),
            GalleryPost(id: 2, author: "Alice", text: "表格支持多行、分区和按钮。", likes: 12, liked: true, following: true),
            GalleryPost(id: 3, author: "李娜 Li Na", text: "Wide characters stay aligned: 中文 OK", likes: 0, liked: false, following: false),
        ]),
        ("Earlier · 更早", [
            GalleryPost(id: 4, author: "Bob", text: "Press Tab to focus a row's buttons.", likes: 5, liked: false, following: true),
            GalleryPost(id: 5, author: "王芳 Wang Fang", text: "按 r 刷新，按 e 切换空状态。", likes: 8, liked: false, following: false),
            GalleryPost(id: 6, author: "Carol", text: "Load more fires at the last row.", likes: 1, liked: false, following: false),
        ]),
    ]

    /// Creates the gallery screen.
    public override init() {
        super.init()
        title = "TerminalUI Gallery · 组件库"
        keyCommands = [
            KeyCommand(input: .character("p")) { [weak self] in self?.pushDetails() },
            KeyCommand(input: .character("a")) { [weak self] in self?.showAlert() },
            KeyCommand(input: .character("h")) { [weak self] in self?.showHUD() },
            KeyCommand(input: .character("t")) { [weak self] in self?.showToast("Saved · 已保存") },
            KeyCommand(input: .character("e")) { [weak self] in self?.toggleEmptyState() },
        ]
    }

    /// Builds the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(title: "q Quit")
        longLabel.numberOfLines = 2
        keysLabel.numberOfLines = 0
        keysLabel.style = Theme.secondaryText
        likedButton.isSelected = true
        disabledButton.isEnabled = false
        passwordField.isSecureTextEntry = true
        likeButton.addAction { [weak self] in
            guard let self else { return }
            self.likeCount += 1
            self.likeButton.title = "♥ Like \(self.likeCount)"
        }
        likedButton.addAction { [weak self] in
            guard let self else { return }
            self.likedButton.isSelected.toggle()
            self.likedButton.title = self.likedButton.isSelected ? "★ Liked 4" : "☆ Like 3"
        }
        nameField.onSubmit = { [weak self] text in self?.showToast("Hello, \(text)!") }
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        for widget in [labelsTitle, helloLabel, longLabel, buttonsTitle, likeButton, likedButton, disabledButton,
                     fieldsTitle, nameLabel, nameField, passwordLabel, passwordField, searchLabel, searchField,
                     progressTitle, progressView, progressLabel, spinner, spinnerLabel, keysTitle, keysLabel] as [View] {
            self.view.addSubview(widget)
        }

        tableView.register(GalleryPostCell.self, forCellReuseIdentifier: "post")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = footerLabel
        footerLabel.textAlignment = .center
        footerLabel.frame.size.height = 1
        emptyLabel.textAlignment = .center
        tableView.backgroundView = emptyLabel
        refreshControl.addAction { [weak self] in self?.refresh() }
        tableView.refreshControl = refreshControl
        view.addSubview(tableView)
    }

    /// The table has focus first, so j/k and the screen's keys work at once.
    public override var preferredFocusedView: View? { tableView }

    /// Two columns: widgets on the left, the table on the right.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width, height = view.bounds.height
        let leftWidth = max(0, min(46, width / 2 - 2))
        let x = 1
        var y = 0
        func place(_ v: View, x dx: Int = 0, width w: Int? = nil, height h: Int = 1) {
            v.frame = Rect(x: x + dx, y: y, width: max(0, min(w ?? leftWidth - dx, leftWidth - dx)), height: h)
        }
        place(labelsTitle); y += 1
        place(helloLabel); y += 1
        place(longLabel, height: 2); y += 3
        place(buttonsTitle); y += 1
        var bx = 0
        for button in [likeButton, likedButton, disabledButton] {
            button.sizeToFit()
            place(button, x: bx, width: button.frame.width)
            bx += button.frame.width + 1
        }
        y += 2
        place(fieldsTitle); y += 1
        for (label, field) in [(nameLabel, nameField), (passwordLabel, passwordField), (searchLabel, searchField)] {
            place(label, width: 9)
            place(field, x: 10, width: leftWidth - 10)
            y += 1
        }
        y += 1
        place(progressTitle); y += 1
        place(progressView, width: max(0, leftWidth - 6))
        place(progressLabel, x: max(0, leftWidth - 5), width: 5)
        y += 1
        place(spinner, width: 1)
        place(spinnerLabel, x: 2)
        y += 2
        place(keysTitle); y += 1
        place(keysLabel, height: 3)
        let tableX = leftWidth + 3
        tableView.frame = Rect(x: tableX, y: 0, width: max(0, width - tableX - 1), height: height)
    }

    // MARK: Table

    /// Sections of sample posts (none while showing the empty state).
    public func numberOfSections(in tableView: TableView) -> Int { isShowingEmptyState ? 0 : sections.count }

    /// Posts in the section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].posts.count }

    /// A post cell.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! GalleryPostCell
        cell.configure(with: sections[indexPath.section].posts[indexPath.row])
        return cell
    }

    /// The section's title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    /// The section's post count.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        "\(sections[section].posts.count) posts · 条"
    }

    /// Rows are two lines tall.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { 2 }

    /// Enter on a row pushes its details.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let post = sections[indexPath.section].posts[indexPath.row]
        pushDetails(post: post)
    }

    /// Handles the cells' like and follow events.
    public override func routeEvent(_ routed: RoutedEvent) {
        switch routed.event {
        case is GalleryLikeEvent:
            guard let indexPath = routed.indexPath else { return }
            var post = sections[indexPath.section].posts[indexPath.row]
            if post.liked {
                confirmUnlike(at: indexPath)
                return
            }
            post.liked = true
            post.likes += 1
            sections[indexPath.section].posts[indexPath.row] = post
            tableView.reloadRows(at: [indexPath])
            showToast("Liked · 已点赞")
        case let follow as GalleryFollowEvent:
            let id = follow.postID
            for s in sections.indices {
                for r in sections[s].posts.indices where sections[s].posts[r].id == id {
                    sections[s].posts[r].following.toggle()
                    tableView.reloadRows(at: [IndexPath(row: r, section: s)])
                }
            }
        default:
            super.routeEvent(routed)
        }
    }

    // MARK: Actions

    func confirmUnlike(at indexPath: IndexPath) {
        let alert = AlertController(title: "Remove your like?", message: "You can like it again later. 你可以稍后再点赞。")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "OK") { [weak self] _ in
            guard let self else { return }
            self.sections[indexPath.section].posts[indexPath.row].liked = false
            self.sections[indexPath.section].posts[indexPath.row].likes -= 1
            self.tableView.reloadRows(at: [indexPath])
            self.showToast("Like removed · 已取消")
        })
        present(alert, animated: true)
    }

    func showAlert() {
        let alert = AlertController(title: "Remove your like?", message: "You can like it again later. 你可以稍后再点赞。")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "OK") { [weak self] _ in self?.showToast("OK") })
        present(alert, animated: true)
    }

    func showHUD() {
        HUD.show(in: view, text: "Loading… 加载中")
        application?.schedule(after: .seconds(2)) { [weak self] in
            guard let self else { return }
            HUD.hide(for: self.view)
        }
    }

    func showToast(_ message: String) {
        Toast.show(message, in: view)
    }

    func toggleEmptyState() {
        isShowingEmptyState.toggle()
        tableView.tableFooterView = isShowingEmptyState ? nil : footerLabel
        tableView.reloadData()
    }

    func refresh() {
        application?.schedule(after: .milliseconds(1500)) { [weak self] in
            guard let self else { return }
            self.sections = Self.samplePosts
            self.isShowingEmptyState = false
            self.tableView.tableFooterView = self.footerLabel
            self.tableView.reloadData()
            self.refreshControl.endRefreshing()
        }
    }

    func pushDetails(post: GalleryPost? = nil) {
        navigationController?.pushViewController(GalleryDetailViewController(post: post), animated: true)
    }
}

/// The gallery's second screen, pushed with `p` or Enter on a row; Esc or Backspace goes back.
@MainActor
final class GalleryDetailViewController: ViewController {
    let post: GalleryPost?
    let bodyLabel = Label()
    let hintLabel = Label(text: "Esc or Backspace goes back · 按 Esc 返回", style: Theme.secondaryText)
    let commentField = TextField(text: "", placeholder: "Write a comment · 写评论")

    init(post: GalleryPost?) {
        self.post = post
        super.init()
        title = post.map { "\($0.author)" } ?? "Details · 详情"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.numberOfLines = 0
        bodyLabel.text = post.map { "\($0.text)\n\n♥ \($0.likes) likes" }
            ?? "A pushed screen. The title bar shows ‹ Back.\n这是推入的第二个页面。"
        view.addSubview(bodyLabel)
        view.addSubview(commentField)
        view.addSubview(hintLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = max(0, view.bounds.width - 4)
        bodyLabel.frame = Rect(x: 2, y: 1, width: w, height: 4)
        commentField.frame = Rect(x: 2, y: 6, width: min(w, 50), height: 1)
        hintLabel.frame = Rect(x: 2, y: 8, width: w, height: 1)
    }
}

/// A full-screen table of many rows (the table benchmark screen): `mvx gallery --big-table`.
@MainActor
public final class BigTableViewController: ViewController, TableViewDataSource {
    /// The table.
    public let tableView = TableView()
    /// How many rows it shows.
    public var rowCount: Int { didSet { tableView.reloadData() } }

    /// A screen of `rowCount` generated rows.
    public init(rowCount: Int = 10_000) {
        self.rowCount = rowCount
        super.init()
        title = "\(rowCount) rows"
    }

    /// Builds the table.
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    /// One section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    /// A generated row.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = Self.text(forRow: indexPath.row)
        return cell
    }

    private static let names = ["张伟", "Alice", "李娜", "Bob", "王芳", "Carol", "刘洋", "Dave"]
    private static let phrases = ["shipped build", "终端界面测试", "reviewed PR", "修复了换行问题", "deployed", "宽字符对齐 OK"]

    /// The text of generated row `row` (mixed Chinese and ASCII).
    public static func text(forRow row: Int) -> String {
        let number = String(row)
        let padded = String(repeating: "0", count: max(0, 5 - number.count)) + number
        return "#\(padded) \(names[row % names.count]) · \(phrases[(row / 3) % phrases.count]) \(row % 97) — 第\(row % 13)条"
    }
}

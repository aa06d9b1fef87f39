import TerminalUI
import TerminalUITesting

/// A table screen used by several tests: rows "Row N", optional sections, per-row buttons.
@MainActor
final class ListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Replaceable before the view loads (a test's subclass).
    var tableView = TableView()
    var sections: [[String]]
    var headers: [String?]
    var footers: [String?] = []
    var heights: [IndexPath: Int] = [:]
    var events: [String] = []
    var routed: [RoutedEvent] = []
    var withButtons = false

    init(title: String = "List", rows: [String], withButtons: Bool = false) {
        self.sections = [rows]
        self.headers = [nil]
        self.withButtons = withButtons
        super.init()
        self.title = title
    }

    init(title: String = "List", sections: [[String]], headers: [String?]) {
        self.sections = sections
        self.headers = headers
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        tableView.register(ButtonCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! ButtonCell
        cell.textLabel.text = sections[indexPath.section][indexPath.row]
        cell.showsButtons = withButtons
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { heights[indexPath] ?? 1 }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath)") }
    func tableViewDidReachEnd(_ tableView: TableView) { events.append("end") }

    override func routeEvent(_ routed: RoutedEvent) {
        self.routed.append(routed)
    }
}

/// What a ``ButtonCell``'s Like button routes.
struct LikeEvent: ResponderEvent {}

/// What a ``ButtonCell``'s Follow button routes.
struct FollowEvent: ResponderEvent, Equatable {
    var userID: Int
}

/// A cell with optional Like and Follow buttons that route events.
@MainActor
final class ButtonCell: TableViewCell {
    let likeButton = Button(title: "Like")
    let followButton = Button(title: "Follow")
    var showsButtons = false { didSet { setNeedsLayout() } }

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(likeButton)
        contentView.addSubview(followButton)
        likeButton.addAction { [weak self] in self?.routeEvent(LikeEvent()) }
        followButton.addAction { [weak self] in self?.routeEvent(FollowEvent(userID: 7)) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        likeButton.isHidden = !showsButtons
        followButton.isHidden = !showsButtons
        guard showsButtons else { return }
        likeButton.sizeToFit()
        followButton.sizeToFit()
        let w = contentView.bounds.width
        followButton.frame.origin = Point(x: w - followButton.frame.width - 1, y: 0)
        likeButton.frame.origin = Point(x: followButton.frame.minX - likeButton.frame.width - 1, y: 0)
        textLabel.frame.size.width = max(0, likeButton.frame.minX - 2)
    }
}

/// Records lifecycle calls.
@MainActor
final class LifecycleViewController: ViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

@MainActor
final class Log {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func take() -> [String] { defer { entries.removeAll() }; return entries }
}

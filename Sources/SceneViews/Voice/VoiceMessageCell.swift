import TerminalUI

/// A voice message row, two lines: the sender with the duration (`12"`) at the right, and the
/// playback line — empty while idle, `buffering`, or `playing` / `paused` with the elapsed and
/// total time and a progress bar.
///
/// ```text
///  Alice                                          12"
///    playing  0:04 / 0:12  ██████░░░░░░░░░░░░░░░░░░
/// ```
///
/// The cell never changes by itself: whoever owns playback sets ``setPlayback(status:time:progress:)``
/// as the player moves, whether or not this row was the one tapped.
@MainActor
open class VoiceMessageCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "VoiceMessageCell"
    /// The row height in lines.
    public static let height = 2

    private let senderLabel = Label(text: "", style: Style(attributes: [.bold]))
    private let durationLabel = Label(text: "")
    private let statusLabel = Label(text: "", style: Theme.secondaryText)
    private let timeLabel = Label(text: "")
    private let progressView = ProgressView()

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [senderLabel, durationLabel, statusLabel, timeLabel, progressView] as [View] { contentView.addSubview(view) }
        progressView.isHidden = true
    }

    /// Who sent the message.
    public var sender: String {
        get { senderLabel.text }
        set { senderLabel.text = newValue }
    }

    /// How long it plays, e.g. `12"`.
    public var duration: String {
        get { durationLabel.text }
        set { durationLabel.text = newValue; setNeedsLayout() }
    }

    /// The playback line: `status` (`buffering`, `playing`, `paused`; empty while idle), `time`
    /// (`0:04 / 0:12`, or empty) and the bar's `progress` (0…1; `nil` hides the bar).
    public func setPlayback(status: String, time: String, progress: Float?) {
        statusLabel.text = status
        timeLabel.text = time
        progressView.isHidden = progress == nil
        progressView.progress = progress ?? 0
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        let durationWidth = TextWidth.width(of: durationLabel.text)
        let durationX = max(1, width - durationWidth - 1)
        durationLabel.frame = Rect(x: durationX, y: 0, width: durationWidth, height: 1)
        senderLabel.frame = Rect(x: 1, y: 0, width: max(0, durationX - 2), height: 1)
        let statusWidth = TextWidth.width(of: statusLabel.text)
        statusLabel.frame = Rect(x: 3, y: 1, width: statusWidth, height: 1)
        let timeX = statusLabel.frame.maxX + 2
        let timeWidth = TextWidth.width(of: timeLabel.text)
        timeLabel.frame = Rect(x: timeX, y: 1, width: timeWidth, height: 1)
        let barX = timeLabel.frame.maxX + 2
        progressView.frame = Rect(x: barX, y: 1, width: max(0, min(24, width - barX - 1)), height: 1)
    }
}

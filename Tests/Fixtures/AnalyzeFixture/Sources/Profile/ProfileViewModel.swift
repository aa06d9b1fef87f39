/// The screen's state — and, against the rule, the screen itself.
final class ProfileViewModel {
    var onChange: (() -> Void)?
    weak var screen: ProfileViewController?
    var title = "" { didSet { onChange?() } }
}

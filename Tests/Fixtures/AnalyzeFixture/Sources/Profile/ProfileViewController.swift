/// The screen: it holds its view model and renders when the view model says so.
public final class ProfileViewController: UIViewController {
    let viewModel = ProfileViewModel()
    private(set) var shownTitle = ""

    override public func viewDidLoad() {
        viewModel.onChange = { [weak self] in self?.render() }
        viewModel.screen = self
    }

    func render() { shownTitle = viewModel.title }
}

/// What UIKit's UIViewController is to the analyzer, where there is no UIKit (Linux).
open class UIViewController {
    public init() {}

    open func viewDidLoad() {}
}

import Foundation

/// The part a type plays in a UI pattern, read from what it is (a view controller by its
/// superclass chain, a SwiftUI view by conforming to `View`), then from its name and
/// conformances — the names the classic articles and their sample code use.
enum Role: String, CaseIterable, Sendable {
    case viewController, presenter, interactor, router, builder, viewModel, viewProtocol
    case reducer, store, model, childController, sceneController, template, service
    /// A SwiftUI view: a struct conforming to `View`. Like a view controller, a screen.
    case swiftUIView
    /// A `…Coordinator` or `…FlowController`: starts screens and moves between them; not a screen.
    case coordinator

    /// Base classes a toolkit declares; declaring one is not playing the role.
    static let toolkitBases: Set<String> = [
        "ViewController", "UIViewController", "NSViewController", "UITableViewController",
        "UICollectionViewController", "UINavigationController", "NavigationController",
        "TableViewController", "UITabBarController", "TabBarController",
    ]

    /// The platforms' view controller classes: a class inheriting from one (or from a class that
    /// does) is a view controller.
    static let platformViewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UINavigationController", "UITabBarController", "UIHostingController",
        "UIAlertController", "UISearchController", "UIImagePickerController", "UIInputViewController",
        "UIActivityViewController", "UIDocumentBrowserViewController", "UIReferenceLibraryViewController",
        "NSViewController", "NSWindowController", "NSHostingController", "NSTabViewController",
        "NSSplitViewController", "NSPageController", "NSTitlebarAccessoryViewController", "NSCollectionViewController",
        "AVPlayerViewController", "SFSafariViewController", "QLPreviewController", "PHPickerViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "CNContactViewController",
    ]

    /// Platform classes that are no view controllers: a chain reaching one is no view controller,
    /// whatever the class's name says.
    static let otherPlatformBases: Set<String> = [
        "NSObject", "UIResponder", "NSResponder", "UIView", "NSView", "UIControl", "NSControl", "UIWindow", "NSWindow",
        "UIScrollView", "UITableViewCell", "UICollectionViewCell", "UIGestureRecognizer", "UIPresentationController",
        "UIPercentDrivenInteractiveTransition",
    ]

    /// Classes whose subclasses are view controllers: the platforms' and the toolkits'
    /// (MVX's terminal toolkit's `ViewController`, `TableViewController`, …).
    static let viewControllerBases = platformViewControllers.union(toolkitBases)

    /// A struct conforming to one of these is a SwiftUI view (the representables wrap UIKit's and
    /// AppKit's views and view controllers for SwiftUI).
    static let swiftUIViewProtocols: Set<String> = [
        "View", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// Screens: what a pattern's other roles serve.
    var isScreen: Bool { self == .viewController || self == .swiftUIView }

    /// Roles that are a pattern's own parts (what the guess scores), not models, services or helpers.
    var isPatternPart: Bool {
        switch self {
        case .presenter, .interactor, .router, .builder, .viewModel, .viewProtocol, .reducer, .store, .sceneController, .template: true
        default: false
        }
    }

    /// The role a name alone suggests (for a type declared outside the tree, or a property's type).
    static func suggested(byName name: String, isProtocol: Bool = false) -> Role? {
        if toolkitBases.contains(name) { return nil }
        if name.hasSuffix("SceneController") { return .sceneController }
        if name.endsWithRole("Coordinator") || name.endsWithRole("FlowController") { return .coordinator }
        if name.endsWithRole("ViewController") { return .viewController }
        if name.endsWithRole("Interactor") { return .interactor }
        if name.endsWithRole("Presenter") || name.hasSuffix("Presenting") || name.hasSuffix("EventHandler")
            || name.hasSuffix("ModuleInterface") || name.hasSuffix("ViewOutput") { return .presenter }
        if name.endsWithRole("Router") || name.endsWithRole("Wireframe") { return .router }
        if name.hasSuffix("Builder") || name.hasSuffix("Assembly") || name.hasSuffix("ModuleFactory") { return .builder }
        if name.endsWithRole("ViewModel") { return .viewModel }
        if name == "Store" || name == "StoreOf" || name == "ViewStore" { return .store }
        if name.hasSuffix("Reducer") || name.hasSuffix("Feature") { return .reducer }
        if name.hasSuffix("Template") { return .template }
        for suffix in ["Service", "Services", "Client", "Repository", "Database", "API", "Networking", "NetworkManager", "Storage"]
        where name.hasSuffix(suffix) { return .service }
        if isProtocol {
            for suffix in ["View", "ViewProtocol", "ViewInput", "ViewInterface", "ViewType", "Display", "Displaying"] where name.hasSuffix(suffix) {
                return .viewProtocol
            }
        }
        if name.hasSuffix("Controller") { return .childController }
        if name.hasSuffix("Store") || (name.hasSuffix("Model") && name != "Model") { return .model }
        return nil
    }

    /// The role a declared type plays. A class is a view controller when its superclass chain
    /// reaches a view controller base (``TypeIndex`` reads it), never from a conformance; a
    /// coordinator's name wins over that. A struct conforming to `View` is a SwiftUI view. Then
    /// the conformances and the name.
    static func of(_ type: MergedType) -> Role? {
        let name = type.simpleName
        let isViewController = type.kind == .class && type.inheritsViewController != false
            && (type.inheritsViewController == true || name.endsWithRole("ViewController"))
        // A toolkit's own base classes (MVX's `ViewController`) play no role; an app's
        // `ViewController` (Xcode's template name) inherits from a platform's and does.
        if toolkitBases.contains(name), !(type.superclass.map(platformViewControllers.contains) ?? false) { return nil }
        if type.conformances.contains("SceneController") { return .sceneController }
        // A representable's nested `Coordinator` is SwiftUI's delegate object, not a flow's.
        if name == "Coordinator", type.name.contains(".") { return nil }
        if name.endsWithRole("Coordinator") || name.endsWithRole("FlowController") { return .coordinator }
        if isViewController { return .viewController }
        if type.kind == .struct, type.conformances.contains(where: swiftUIViewProtocols.contains) { return .swiftUIView }
        if type.kind == .protocol, name.includes("ViewController") { return nil }
        if type.conformances.contains(where: { ["Reducer", "ReducerProtocol", "Feature"].contains($0) }) { return .reducer }
        if type.kind != .protocol, type.attributes.contains("Reducer") { return .reducer }   // TCA's @Reducer macro
        if type.kind != .protocol, type.methodNames.contains("reduce") { return .reducer }
        if type.conformances.contains("ObservableObject"), !name.endsWithRole("ViewModel") { return suggested(byName: name) ?? .model }
        let role = suggested(byName: name, isProtocol: type.kind == .protocol)
        // Named a view controller but not one by what it is (a struct, or a class whose chain
        // ends in the tree short of a view controller): a helper.
        return role == .viewController ? (type.kind == .extension ? role : .childController) : role
    }
}

extension String {
    /// Words that may follow a role's name and leave it that role: `ProfilePresenterInput` is
    /// the presenter's protocol, `PresenterBoundBlogCell` is a cell.
    static let roleQualifiers = ["", "Input", "Output", "Protocol", "Type", "Interface", "Logic", "Impl", "Implementation"]

    /// Whether the name ends with `role`, or with `role` and one of ``roleQualifiers``.
    func endsWithRole(_ role: String) -> Bool {
        if hasSuffix(role) { return true }
        for qualifier in Self.roleQualifiers where !qualifier.isEmpty && hasSuffix(qualifier) {
            if dropLast(qualifier.count).hasSuffix(role) { return true }
        }
        return false
    }

    /// Whether `part` occurs in the string, compared byte by byte: the roles are read for every
    /// type of a large tree, and the generic `contains` searcher costs more than the names are long.
    func includes(_ part: String) -> Bool {
        var part = part
        return part.withUTF8 { needle in
            var copy = self
            return copy.withUTF8 { hay in
                guard needle.count <= hay.count else { return false }
                if needle.isEmpty { return true }
                var start = 0
                while start + needle.count <= hay.count {
                    if hay[start] == needle[0], memcmp(hay.baseAddress! + start, needle.baseAddress!, needle.count) == 0 { return true }
                    start += 1
                }
                return false
            }
        }
    }
}

import MVCPlusKit
import TerminalUI

/// An MVC+ view template: it creates a screen's views and binds them both ways to keys of the
/// screen's channel, and nothing else — it knows neither the view model nor the controller.
/// Only the base controller (``TemplateViewController``, ``TemplateSheetController``) creates
/// and holds a template.
@MainActor
protocol Template: AnyObject {
    /// The screen's root view.
    var view: View { get }
    /// The view that takes the focus first.
    var preferredFocusedView: View? { get }
    /// The keys no view used that the template answers, with their key-hint titles: each
    /// publishes the event it means (`+`, `a`, `d`). The base controller declares them as its own.
    var keyCommands: [KeyCommand] { get }
    /// Esc in a sheet: the template publishes its cancel event, or returns `false`.
    func cancel() -> Bool
}

extension Template {
    /// Default: the first focusable view.
    var preferredFocusedView: View? { nil }
    /// Default: no keys of its own.
    var keyCommands: [KeyCommand] { [] }
    /// Default: nothing to publish.
    func cancel() -> Bool { false }
}

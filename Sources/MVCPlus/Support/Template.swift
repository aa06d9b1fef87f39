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
    /// A key no view used: the template publishes the event it means (`+`, `a`, `d`), or
    /// returns `false`.
    func handleKey(_ key: Key) -> Bool
    /// The keys ``handleKey(_:)`` answers now, for the key-hint line.
    var keyHints: [KeyHint] { get }
}

extension Template {
    /// Default: the first focusable view.
    var preferredFocusedView: View? { nil }
    /// Default: no keys of its own.
    func handleKey(_ key: Key) -> Bool { false }
    var keyHints: [KeyHint] { [] }
}

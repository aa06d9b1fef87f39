/// A view controller shown as a modal sheet over the screen that presented it (see ``SheetView``):
/// presented `.overFullScreen`, Esc calls ``cancel()``, and no key reaches the screen underneath.
///
/// Subclasses make a ``SheetView`` their view in `loadView()` and override ``cancel()`` when
/// cancelling means more than dismissing.
///
/// ```swift
/// final class AddItemViewController: SheetController {
///     override func loadView() { view = form }
/// }
/// present(AddItemViewController(), animated: true)
/// ```
@MainActor
open class SheetController: ViewController {
    /// Creates a sheet controller.
    public override init() {
        super.init()
        modalPresentationStyle = .overFullScreen
    }

    /// Esc: cancels (dismisses by default).
    open func cancel() {
        dismiss(animated: true)
    }

    /// Esc cancels; keys the sheet's views did not use go to the window (Tab and the arrows move
    /// focus between the sheet's controls) and the application's global bindings, and never to the
    /// screen underneath.
    /// `Tab Next`, `Esc Cancel`; nothing of the screen below.
    open override var keyHints: [KeyHint] { [KeyHint("Tab", .next), KeyHint("Esc", .cancel)] }
    open override var passesKeyHintsUp: Bool { false }

    open override func handleKey(_ key: Key) -> Bool {
        if key == .escape {
            cancel()
            return true
        }
        if super.handleKey(key) || responderWindow?.handleKey(key) == true { return true }
        _ = application?.handleGlobalKey(key)
        return true
    }

    /// Pasted text that no field took goes nowhere.
    open override func handlePaste(_ text: String) -> Bool { true }
}

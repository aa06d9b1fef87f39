import Domain
import TerminalUI

extension ToolkitTexts {
    /// The toolkit's words in `strings`' language: `‹ Back` / `‹ 返回`, `Refreshing…` / `刷新中…`,
    /// `Terminal too small (needs {size})` / `终端太小 (至少需要 {size})`.
    public init(_ strings: Localizer) {
        var hints = KeyHintWords()
        hints.move = strings(.hintMove)
        hints.select = strings(.hintSelect)
        hints.refresh = strings(.hintRefresh)
        hints.next = strings(.hintNext)
        hints.choose = strings(.hintChoose)
        hints.cancel = strings(.cancel)
        hints.back = strings(.hintBack)
        hints.quit = strings(.hintQuit)
        hints.add = strings(.hintAdd)
        hints.delete = strings(.hintDelete)
        self.init(back: "‹ " + strings(.back), refreshing: strings(.refreshing),
                  terminalTooSmall: strings(.terminalTooSmall), hints: hints)
    }
}

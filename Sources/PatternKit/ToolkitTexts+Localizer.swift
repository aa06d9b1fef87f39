import Domain
import TerminalUI

extension ToolkitTexts {
    /// The toolkit's words in `strings`' language: `‹ Back` / `‹ 返回`, `Refreshing…` / `刷新中…`,
    /// `Terminal too small (needs {size})` / `终端太小 (至少需要 {size})`.
    public init(_ strings: Localizer) {
        self.init(back: "‹ " + strings(.back), refreshing: strings(.refreshing),
                  terminalTooSmall: strings(.terminalTooSmall))
    }
}

import Domain
import TerminalUI

extension ToolkitTexts {
    /// The toolkit's words in `strings`' language: `‹ Back` / `‹ 返回`, `Refreshing…` / `刷新中…`.
    public init(_ strings: Localizer) {
        self.init(back: "‹ " + strings(.back), refreshing: strings(.refreshing))
    }
}

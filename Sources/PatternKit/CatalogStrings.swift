import Domain

/// The catalog's own strings (pattern summaries, demo names), in both languages.
///
/// The spec's strings live in `Domain`'s ``L10n``; these belong to the MVX shell
/// around the demos, not to any demo.
public struct CatalogStrings: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    private var zh: Bool { language == .simplifiedChinese }

    /// The catalog's title.
    public var title: String { zh ? "MVX 架构对比" : "MVX" }

    /// The title of a pattern's demo list.
    public func demosTitle(_ pattern: PatternID) -> String { pattern.displayName }

    /// One line on what the pattern is.
    public func summary(_ pattern: PatternID) -> String {
        switch (pattern, zh) {
        case (.massiveMVC, false): "The baseline: one view controller per screen does everything."
        case (.massiveMVC, true): "基线: 每个页面一个视图控制器, 包揽一切。"
        case (.mvc, false): "View controllers assemble self-managed modules; cells only expose setters."
        case (.mvc, true): "控制器只组装自管理的模块; 单元格只暴露 setter。"
        case (.mvp, false): "Passive views behind protocols; presenters hold all logic and state."
        case (.mvp, true): "被动视图实现协议; Presenter 持有全部逻辑与状态。"
        case (.mvvm, false): "Views bind to observable view models; events travel up the responder chain."
        case (.mvvm, true): "视图绑定可观察的 ViewModel; 事件沿响应链向上传递。"
        case (.mvi, false): "One state value per screen, actions, a pure reducer and effects in a store."
        case (.mvi, true): "每个页面一个状态值, Action、纯函数 Reducer 与 Effect 由 Store 运行。"
        case (.viper, false): "View, Interactor, Presenter, Entity and Router per module, assembled by its module builder."
        case (.viper, true): "每个模块由 View、Interactor、Presenter、Entity、Router 组成, 由模块构建器 (ModuleBuilder) 装配。"
        case (.mvcPlus, false): "MVC plus a view model and a view template, bound through a keyed channel; controllers never touch views."
        case (.mvcPlus, true): "MVC 加上 ViewModel 与视图模板, 经键值通道双向绑定; 控制器从不接触视图。"
        }
    }

    /// The demo's name in the catalog.
    public func name(_ demo: DemoID) -> String {
        switch (demo, zh) {
        case (.profile, false): "Profile (someone else's)"
        case (.profile, true): "个人主页 (他人)"
        case (.me, false): "Me (own profile, drafts)"
        case (.me, true): "我的主页 (含草稿)"
        case (.counter, false): "Counter list"
        case (.counter, true): "计数列表"
        case (.login, false): "Teacher / student login"
        case (.login, true): "老师 / 学生登录"
        case (.todo, false): "To-do list"
        case (.todo, true): "待办事项"
        case (.voice, false): "Voice messages"
        case (.voice, true): "语音消息"
        }
    }

    // MARK: The Compare screen

    /// The catalog row's and the screen's title.
    public var compareTitle: String { zh ? "对比" : "Compare" }

    /// The catalog row's line below the title.
    public var compareSummary: String {
        zh ? "七种模式的代码, 实测: 逻辑与界面行数、类型、最大的类型" : "The seven patterns' code, measured: logic and UI lines, types, the largest type"
    }

    /// The header above the bars.
    public var compareLegend: String {
        zh ? "代码行数  █ 无界面逻辑  ░ 界面" : "Code lines  █ UI-free logic  ░ UI"
    }

    /// The line below a pattern's bar.
    public func compareDetail(types: Int, protocols: Int, largestType: String, largestLines: Int) -> String {
        zh
            ? "\(types) 个类型, \(protocols) 个协议, 最大 \(largestType) (\(largestLines) 行)"
            : "\(types) type\(types == 1 ? "" : "s"), \(protocols) protocol\(protocols == 1 ? "" : "s"), largest \(largestType) (\(largestLines))"
    }
}

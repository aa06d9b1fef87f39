/// Word lists the sample data is drawn from. Half English, half Simplified
/// Chinese, so the app's layout meets both scripts.
enum SeedVocabulary {
    static let englishGivenNames = [
        "Ada", "Ben", "Chloe", "Daniel", "Elena", "Felix", "Grace", "Hugo", "Iris", "Jonas",
        "Kira", "Leo", "Maya", "Noah", "Olivia", "Paul", "Quinn", "Rosa", "Sam", "Tara",
        "Umar", "Vera", "Will", "Xenia", "Yusuf", "Zoe", "Nina", "Oscar", "Lena", "Theo",
    ]

    static let englishFamilyNames = [
        "Abbott", "Baker", "Carter", "Dalton", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jensen",
        "Kowalski", "Lindqvist", "Moreau", "Novak", "Okafor", "Patel", "Rossi", "Sato", "Turner", "Weber",
    ]

    static let chineseFamilyNames = [
        "王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "朱", "胡",
    ]

    static let chineseGivenNames = [
        "小明", "晓燕", "建国", "丽华", "子涵", "浩然", "雨桐", "思远", "佳怡", "志强",
        "欣然", "宇航", "梦琪", "天宇", "静怡", "俊杰", "诗涵", "博文", "若曦", "一鸣",
    ]

    static let englishSummaries = [
        "Writes about small software and long walks.",
        "Coffee first, then code.",
        "iOS developer. Occasional baker.",
        "Learning something new every week.",
        "Photographer on weekends, engineer on weekdays.",
        "I keep notes so you don't have to.",
        "Mostly Swift, sometimes Rust, always curious.",
        "Trail runner and tinkerer.",
        "Designing interfaces that stay out of the way.",
        "Reading, writing and refactoring.",
        "Building apps for people who hate apps.",
        "Here for the architecture debates.",
    ]

    static let chineseSummaries = [
        "热爱编程，也热爱生活。",
        "每天进步一点点。",
        "喜欢旅行和摄影。",
        "一名普通的 iOS 开发者。",
        "代码写得好，不如觉睡得好。",
        "记录学习的点点滴滴。",
        "咖啡续命中……",
        "用心做好每一个小功能。",
    ]

    static let englishTopics = [
        "view controllers", "dependency injection", "unit testing", "SQLite", "async/await",
        "table views", "navigation stacks", "state machines", "caching", "accessibility",
        "code review", "release notes", "memory leaks", "pagination", "offline mode",
        "error handling", "design systems", "build times", "feature flags", "animations",
    ]

    static let chineseTopics = [
        "架构模式", "单元测试", "内存管理", "网络请求", "列表性能", "依赖注入",
        "代码评审", "状态管理", "离线缓存", "动画效果", "错误处理", "分页加载",
    ]

    static let englishTitleTemplates = [
        "Notes on %@", "What I learned about %@", "A week with %@", "Rethinking %@",
        "%@ in practice", "Why %@ matters", "Small wins with %@", "Getting %@ right",
    ]

    static let chineseTitleTemplates = [
        "关于%@的思考", "%@实践笔记", "聊聊%@", "重新认识%@", "%@踩坑记录", "我眼中的%@",
    ]

    static let englishSentences = [
        "It started as a small experiment on a quiet afternoon.",
        "The first version worked, but it was hard to change.",
        "Splitting the responsibilities made every piece easier to test.",
        "A good name saves more time than a clever trick.",
        "We measured before we optimised, and the numbers surprised us.",
        "Most of the bugs lived at the boundaries between modules.",
        "The simplest design that could possibly work was good enough.",
        "Writing the tests first changed how the API looked.",
        "There is always one more edge case than you expect.",
        "Deleting code turned out to be the best refactoring of the month.",
        "Users noticed the faster start-up before we announced it.",
        "The documentation was the real deliverable.",
        "Every shortcut we took came back with interest.",
        "In the end the team agreed on a few plain rules.",
    ]

    static let chineseSentences = [
        "最开始只是一个下午的小实验。",
        "第一版能跑，但是很难修改。",
        "把职责拆开以后，每一部分都更容易测试了。",
        "一个好名字比一个聪明的技巧更省时间。",
        "先测量再优化，结果出乎意料。",
        "大部分问题都出现在模块之间的边界上。",
        "最简单可行的设计往往就足够了。",
        "删除代码是这个月最好的一次重构。",
        "文档才是真正的交付物。",
        "最后大家约定了几条简单的规则。",
    ]

    static let englishDraftTitles = [
        "Untitled idea", "Half-finished thoughts on %@", "Outline: %@", "TODO: write about %@",
        "Draft — %@", "Questions about %@",
    ]

    static let chineseDraftTitles = [
        "未命名草稿", "关于%@的草稿", "提纲：%@", "待完成：%@",
    ]
}

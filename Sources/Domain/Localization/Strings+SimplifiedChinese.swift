extension L10n {
    /// The Simplified Chinese text.
    var simplifiedChinese: String {
        switch self {
        // Navigation and generic UI
        case .back: "返回"
        case .refreshing: "刷新中…"
        case .cannotStart(let reason): "mvx: 无法启动: \(reason)"
        case .cannotUseTerminal(let reason): "mvx: 无法使用此终端: \(reason)"
        case .notATerminal: "mvx: 标准输入不是终端. 请在终端窗口中运行 mvx (`mvx serve` 只运行后端)."
        case .cannotUseDataFolder(let path): "无法创建或写入数据文件夹 \(path). 请用 --data-dir 换一个."
        case .noSuchUser(let id): "没有 id 为 \(id) 的用户. 示例用户是 1–60, 123 (我), 201 (老师) 和 202 (学生)."
        case .cannotReachServer(let url): "无法连接服务器 \(url). 请确认 `mvx serve` 正在那里运行."
        case .loading: "加载中…"
        case .retryHint: "按 r 重试"
        case .loadMoreFailed: "加载更多失败 — 按回车重试"
        case .noMore: "没有更多了"
        case .terminalTooSmall: "终端太小 (至少需要 {size})"
        case .noPostsYet: "还没有作品"
        case .noFriendsYet: "还没有好友"
        case .noDrafts: "没有草稿"
        case .noSuggestions: "暂时没有推荐"
        case .confirm: "提示"
        case .cancel: "取消"
        case .ok: "确定"
        case .yes: "是"
        case .no: "否"
        case .serverBusy: "服务器繁忙, 请稍后再试~"

        // Profile
        case .me: "我"
        case .posts(let count): "作品: \(count)"
        case .friends(let count): "好友: \(count)"
        case .friendsTitle: "好友"
        case .summary(let text): "摘要: \(text)"
        case .blogSummaryFallback: "这个人很懒, 什么也没有写..."
        case .draftSummaryFallback: "写点什么吧~"
        case .blogs: "作品"
        case .drafts: "草稿"
        case .discover: "发现"
        case .suggestedUsers: "推荐用户"
        case .byAuthor(let name): "作者: \(name)"
        case .edited(let when): "编辑于 \(when)"

        // User detail fields
        case .idLabel: "ID"
        case .name: "名称"
        case .summaryLabel: "摘要"
        case .postsLabel: "作品"
        case .isFollowingLabel: "已关注?"

        // Likes, shares, follows
        case .likes(let count): "赞 \(count)"
        case .shares(let count): "分享 \(count)"
        case .likeFailed: "点赞失败"
        case .removeLikeConfirmation: "确定取消点赞吗?"
        case .shared: "已分享"
        case .shareFailed: "分享失败"
        case .follow: "关注"
        case .following: "已关注"
        case .unfollowConfirmation: "确认取消对他的关注吗?"
        case .followFailed: "关注失败"
        case .unfollowFailed: "取消关注失败"

        // Drafts
        case .deleteDraftConfirmation: "确定删除这份草稿?"
        case .deleted: "已删除"

        // Session tapes
        case .replayFinished: "回放结束"
        case .replayStopped: "回放已中止"

        // Counter
        case .countersTitle: "计数器"
        case .item(let number): "项目 \(number)"
        case .incrementFailed: "计数保存失败"

        // Login
        case .whoAreYou: "你是谁?"
        case .iAm(.teacher): "我是老师"
        case .iAm(.student): "我是学生"
        case .iAm(.member): "我是会员"
        case .loginTitle(.teacher): "老师登录界面"
        case .loginTitle(.student): "学生登录界面"
        case .loginTitle(.member): "会员登录界面"
        case .loginHeader(.teacher): "登录后管理你的班级"
        case .loginHeader(.student): "登录后查看你的作业"
        case .loginHeader(.member): "登录你的账号"
        case .username: "用户名"
        case .password: "密码"
        case .logIn: "登录"
        case .loggingIn: "登录中…"
        case .enterUsernameAndPassword: "请输入用户名和密码"
        case .wrongCredentials: "用户名或密码错误"
        case .accountIsNot(.teacher): "该账号不是老师"
        case .accountIsNot(.student): "该账号不是学生"
        case .accountIsNot(.member): "该账号不是会员"
        case .loggedIn(let name): "登录成功！你好:\(name)"
        case .roleName(.teacher): "老师"
        case .roleName(.student): "学生"
        case .roleName(.member): "会员"

        // To-do
        case .upcoming: "近期待办"
        case .section(.today): "今天"
        case .section(.tomorrow): "明天"
        case .section(.laterThisWeek): "本周晚些时候"
        case .section(.nextWeek): "下周"
        case .noUpcomingItems: "暂无待办"
        case .add: "添加"
        case .dueDate: "截止日期"
        case .dueDatePlaceholder: "YYYY-MM-DD"
        case .save: "保存"
        case .deleteTodoConfirmation: "确定删除这条待办?"
        case .weekday(.sunday): "星期日"
        case .weekday(.monday): "星期一"
        case .weekday(.tuesday): "星期二"
        case .weekday(.wednesday): "星期三"
        case .weekday(.thursday): "星期四"
        case .weekday(.friday): "星期五"
        case .weekday(.saturday): "星期六"

        // Voice messages
        case .voiceMessages: "语音消息"
        case .buffering: "缓冲中"
        case .playing: "播放中"
        case .paused: "已暂停"

        // Relative time
        case .justNow: "刚刚"
        case .minutesAgo(let count): "\(count)分钟前"
        case .hoursAgo(let count): "\(count)小时前"
        case .yesterday: "昨天"
        case .daysAgo(let count): "\(count)天前"
        case .calendarDay(let day): "\(day.year)年\(day.month)月\(day.day)日"

        // Errors
        case .errorOffline: "无法连接服务器, 请检查服务是否在运行"
        case .errorTimeout: "服务器响应超时, 请稍后再试"
        case .errorServer(let status): "服务器出错了 (\(status))"
        case .errorTooManyAttempts: "尝试次数过多, 请稍后再试。"
        case .errorUnauthorized: "请重新登录"
        case .errorForbidden: "你没有权限访问这里"
        case .errorNotFound: "内容不存在或已被删除"
        case .errorInvalidResponse: "服务器返回的数据无法识别"
        case .errorStorage: "无法读取或保存本机数据"
        case .errorCancelled: "已取消"
        case .errorEmptyName: "请输入名称"
        case .errorDueDateInPast: "截止日期不能早于今天"
        case .errorMalformedDate: "请按 YYYY-MM-DD 格式输入日期"
        case .errorInvalidInput: "请检查输入"
        }
    }
}

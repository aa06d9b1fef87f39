import Testing
@testable import Domain

@Suite("Strings")
struct LocalizerTests {
    let english = Localizer(.english)
    let chinese = Localizer(.simplifiedChinese)

    /// The spec's Strings table, row by row.
    static let specTableRows: [(L10n, String, String)] = [
        (.me, "Me", "我"),
        (.posts(12), "Posts 12", "作品: 12"),
        (.friends(8), "Friends 8", "好友: 8"),
        (.summary("Hi"), "Summary: Hi", "摘要: Hi"),
        (.blogSummaryFallback, "This person is lazy and wrote nothing...", "这个人很懒, 什么也没有写..."),
        (.draftSummaryFallback, "Write something~", "写点什么吧~"),
        (.likes(3), "Likes 3", "赞 3"),
        (.shares(0), "Shares 0", "分享 0"),
        (.likeFailed, "Like failed", "点赞失败"),
        (.removeLikeConfirmation, "Remove your like?", "确定取消点赞吗?"),
        (.noMore, "No more", "没有更多了"),
        (.deleteDraftConfirmation, "Delete this draft?", "确定删除这份草稿?"),
        (.serverBusy, "Server busy, try again later", "服务器繁忙, 请稍后再试~"),
        (.unfollowConfirmation("Grace Hopper"), "Unfollow Grace Hopper?", "确认取消对他的关注吗?"),
        (.follow, "Follow", "关注"),
        (.following, "Following", "已关注"),
        (.iAm(.teacher), "I'm a teacher", "我是老师"),
        (.iAm(.student), "I'm a student", "我是学生"),
        (.loginTitle(.teacher), "Teacher login", "老师登录界面"),
        (.loginTitle(.student), "Student login", "学生登录界面"),
        (.loggedIn("Teacher"), "Logged in! Hello, Teacher", "登录成功！你好:Teacher"),
        (.confirm, "Confirm", "提示"),
        (.cancel, "Cancel", "取消"),
        (.ok, "OK", "确定"),
        (.section(.today), "Today", "今天"),
        (.section(.tomorrow), "Tomorrow", "明天"),
        (.section(.laterThisWeek), "Later This Week", "本周晚些时候"),
        (.section(.nextWeek), "Next Week", "下周"),
        (.noUpcomingItems, "No upcoming items", "暂无待办"),
    ]

    @Test("the spec's table, in English and Simplified Chinese", arguments: specTableRows)
    func specTable(_ key: L10n, _ englishText: String, _ chineseText: String) {
        #expect(english(key) == englishText)
        #expect(chinese(key) == chineseText)
    }

    /// The other strings the spec quotes.
    static let quotedEnglishTexts: [(L10n, String)] = [
        (.retryHint, "press r to retry"),
        (.loadMoreFailed, "Load more failed — press Enter to retry"),
        (.shared, "Shared"),
        (.loading, "Loading…"),
        (.drafts, "Drafts"),
        (.blogs, "Blogs"),
        (.discover, "Discover"),
        (.suggestedUsers, "Suggested users"),
        (.friendsTitle, "Friends"),
        (.whoAreYou, "Who are you?"),
        (.logIn, "Log in"),
        (.enterUsernameAndPassword, "Enter username and password"),
        (.wrongCredentials, "Wrong username or password"),
        (.accountIsNot(.teacher), "This account is not a teacher"),
        (.accountIsNot(.student), "This account is not a student"),
        (.upcoming, "Upcoming"),
        (.add, "Add"),
        (.name, "Name"),
        (.dueDate, "Due date"),
        (.save, "Save"),
        (.buffering, "buffering"),
        (.playing, "playing"),
        (.back, "Back"),
    ]

    @Test("the English texts the spec quotes", arguments: quotedEnglishTexts)
    func quotedTexts(_ key: L10n, _ text: String) {
        #expect(english(key) == text)
    }

    /// A sample of every kind of key, including ones with values.
    static let everyKind: [L10n] = [
        .back, .loading, .deleting, .retryHint, .loadMoreFailed, .noMore, .terminalTooSmall, .hintMove, .hintSelect, .hintRefresh, .hintNext, .hintChoose, .hintQuit, .hintDelete, .hintAdd, .hintBack, .noPostsYet, .noFriendsYet, .noDrafts, .noSuggestions, .confirm, .cancel, .ok, .yes, .no, .serverBusy,
        .me, .posts(1), .friends(1), .friendsTitle, .summary("x"), .blogSummaryFallback, .draftSummaryFallback,
        .blogs, .drafts, .discover, .suggestedUsers, .byAuthor("x"), .edited("x"),
        .idLabel, .titleLabel, .name, .summaryLabel, .postsLabel, .isFollowingLabel,
        .likes(1), .shares(1), .likeFailed, .removeLikeConfirmation, .shared, .shareFailed, .follow, .following,
        .unfollowConfirmation("x"), .followFailed, .unfollowFailed, .deleteDraftConfirmation, .deleted,
        .replayFinished, .replaying, .replayStopped,
        .countersTitle, .item(1), .incrementFailed,
        .whoAreYou, .username, .password, .logIn, .loggingIn, .enterUsernameAndPassword, .wrongCredentials, .loggedIn("x"),
        .upcoming, .noUpcomingItems, .add, .dueDate, .dueDatePlaceholder, .save, .deleteTodoConfirmation,
        .voiceMessages, .buffering, .playing, .paused,
        .justNow, .minutesAgo(1), .hoursAgo(1), .yesterday, .daysAgo(2), .calendarDay(day(2025, 1, 1)),
        .errorOffline, .errorTimeout, .errorServer(status: 500), .errorUnauthorized, .errorForbidden, .errorNotFound,
        .errorInvalidResponse, .errorStorage, .errorCancelled, .errorEmptyName, .errorDueDateInPast, .errorMalformedDate,
        .errorInvalidInput,
    ] + Role.allCases.flatMap { [L10n.iAm($0), .loginTitle($0), .loginHeader($0), .accountIsNot($0)] }
        + UpcomingSection.allCases.map { .section($0) }
        + Weekday.allCases.map { .weekday($0) }

    @Test("every key has a non-empty text in both languages, translated where it is words")
    func everyKeyTranslated() {
        for key in Self.everyKind {
            #expect(!english(key).isEmpty, "\(key)")
            #expect(!chinese(key).isEmpty, "\(key)")
        }
        let untranslated: Set<L10n> = [.idLabel, .dueDatePlaceholder, .summary("x"), .byAuthor("x")]
        for key in Self.everyKind where !untranslated.contains(key) && english(key) == chinese(key) {
            Issue.record("\(key) reads the same in both languages: \(english(key))")
        }
    }

    @Test("weekday names")
    func weekdayNames() {
        #expect(Weekday.allCases.map(english.weekdayName) == ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
        #expect(Weekday.allCases.map(chinese.weekdayName) == ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"])
    }

    @Test("summaries fall back when empty or blank")
    func summaryFallbacks() {
        #expect(english.blogSummary("") == "Summary: This person is lazy and wrote nothing...")
        #expect(english.blogSummary("  ") == "Summary: This person is lazy and wrote nothing...")
        #expect(chinese.blogSummary("") == "摘要: 这个人很懒, 什么也没有写...")
        #expect(english.blogSummary("On VIPER") == "Summary: On VIPER")
        #expect(english.draftSummary("") == "Write something~")
        #expect(chinese.draftSummary("") == "写点什么吧~")
        #expect(chinese.draftSummary("草稿") == "草稿")
    }

    @Test("voice durations and playback positions")
    func durations() {
        #expect(english.duration(12) == "12\"")
        #expect(english.duration(0) == "0\"")
        #expect(chinese.duration(59) == "59\"")
        #expect(english.duration(65) == "1'05\"")
        #expect(english.playbackPosition(elapsed: 3, total: 12) == "0:03 / 0:12")
        #expect(english.playbackPosition(elapsed: 61, total: 125) == "1:01 / 2:05")
    }
}

@Suite("Throttled sign-ins")
struct ThrottledSignInMessageTests {
    @Test("a 429 says to wait, in both languages")
    func tooManyAttempts() {
        let error = AppError.server(status: 429, code: "too_many_attempts", message: "Too many failed sign-ins: try again in 30 s")
        #expect(Localizer(.english).message(for: error) == "Too many tries. Wait a moment and try again.")
        #expect(Localizer(.simplifiedChinese).message(for: error) == "尝试次数过多, 请稍后再试。")
    }
}

/// Every user-facing string of the app, as a key; look one up with a
/// ``Localizer``:
///
/// ```swift
/// let strings = Localizer(.simplifiedChinese)
/// likeButton.title = strings(.likes(blog.likeCount))   // "赞 3"
/// ```
///
/// Keys that embed a value carry it, so a translation can put it wherever its
/// grammar wants. Each language's table is an exhaustive `switch`, so a key
/// without a translation does not compile.
public enum L10n: Hashable, Sendable {
    // MARK: Navigation and generic UI

    /// `Back` (the title bar shows `‹ Back`).
    case back
    /// `Refreshing…`, the pull-to-refresh indicator.
    case refreshing
    /// `mvx: cannot start: REASON`, the app's start-up failure on standard error.
    case cannotStart(String)
    /// `mvx: cannot use this terminal: REASON`, when the terminal cannot be put in raw mode.
    case cannotUseTerminal(String)
    /// Standard input is not a terminal: where to run the app instead.
    case notATerminal
    /// The data folder (its path) cannot be used, and why.
    case cannotUseDataFolder(String, DataFolderProblem)
    /// The server (its URL) does not answer.
    case cannotReachServer(String)
    /// `--user N` names nobody.
    case noSuchUser(Int)
    /// `Loading…`, the HUD text.
    case loading
    /// `Deleting…`, the HUD text while a deletion runs.
    case deleting
    /// `press r to retry`, under a failed first load.
    case retryHint
    /// `Load more failed — press Enter to retry`, the list footer.
    case loadMoreFailed
    /// `No more`, the list footer after the last page.
    case noMore
    /// The words of the key-hint line: `Move`, `Select`, `Refresh`, `Next`, `Choose`, `Quit`,
    /// and the screens' own `Delete`, `Add` (with `cancel` and `back` for Esc).
    case hintMove, hintSelect, hintRefresh, hintNext, hintChoose, hintQuit, hintDelete, hintAdd, hintBack
    /// `Terminal too small (needs {size})`: the toolkit fills in `{size}` (`32×10`).
    case terminalTooSmall
    /// `No posts yet`, a user's empty blog list.
    case noPostsYet
    /// `No friends yet`, an empty friends list.
    case noFriendsYet
    /// `No drafts`, an empty drafts list.
    case noDrafts
    /// `No suggestions right now`, an empty suggested-users list.
    case noSuggestions
    /// `Confirm`, the title of a confirmation alert.
    case confirm
    /// `Cancel`.
    case cancel
    /// `OK`.
    case ok
    /// `Yes`, a true value in a detail screen.
    case yes
    /// `No`, a false value in a detail screen.
    case no
    /// `Server busy, try again later`.
    case serverBusy

    // MARK: Profile

    /// `Me`, the title of the own profile.
    case me
    /// `Posts N`.
    case posts(Int)
    /// `Friends N`, the header button.
    case friends(Int)
    /// `Friends`, the title of the friends list.
    case friendsTitle
    /// `Summary: …`.
    case summary(String)
    /// The blog summary fallback, `This person is lazy and wrote nothing...`.
    case blogSummaryFallback
    /// The draft summary fallback, `Write something~`.
    case draftSummaryFallback
    /// `Blogs`, the own profile's first tab.
    case blogs
    /// `Drafts`, the own profile's second tab.
    case drafts
    /// `Discover`, the entry to suggested users.
    case discover
    /// `Suggested users`, the title of scene B.
    case suggestedUsers
    /// `by NAME`, the author line of blog detail.
    case byAuthor(String)
    /// `Edited …`, e.g. `Edited 3 min ago` (pass the relative time).
    case edited(String)

    // MARK: User detail fields

    /// `ID`.
    case idLabel
    /// `Name` (also the to-do form's name field).
    case name
    /// `Title`, the label of a draft's title on Draft detail.
    case titleLabel
    /// `Summary`.
    case summaryLabel
    /// `Posts`.
    case postsLabel
    /// `Following?` — whether I follow the user.
    case isFollowingLabel

    // MARK: Likes, shares, follows

    /// `Likes N`.
    case likes(Int)
    /// `Shares N`.
    case shares(Int)
    /// `Like failed`.
    case likeFailed
    /// `Remove your like?`.
    case removeLikeConfirmation
    /// `Shared`, the toast after a share.
    case shared
    /// `Share failed`.
    case shareFailed
    /// `Follow`.
    case follow
    /// `Following`.
    case following
    /// `Unfollow NAME?` (the Chinese text does not name the user).
    case unfollowConfirmation(String)
    /// `Follow failed`.
    case followFailed
    /// `Unfollow failed`.
    case unfollowFailed

    // MARK: Drafts

    /// `Delete this draft?`.
    case deleteDraftConfirmation
    /// `Deleted`, the toast after a deletion.
    case deleted

    // MARK: Session tapes (`mvx --replay`)

    /// `Replay finished`, the toast when a replayed session handed over to the user.
    case replayFinished
    /// `▶ Replay`, shown while a recorded session plays back.
    case replaying
    /// `Replay stopped`, the toast when a replay went out of step and handed over early.
    case replayStopped

    // MARK: Counter

    /// `Counters`, the demo's title.
    case countersTitle
    /// `Item N`.
    case item(Int)
    /// `Couldn't save the count`, the toast when an increment fails.
    case incrementFailed

    // MARK: Login

    /// `Who are you?`.
    case whoAreYou
    /// `I'm a teacher` / `I'm a student` (`member` reads `I'm a member`).
    case iAm(Role)
    /// `Teacher login` / `Student login` (`Member login`).
    case loginTitle(Role)
    /// The header line of a role's login screen.
    case loginHeader(Role)
    /// `Username`.
    case username
    /// `Password`.
    case password
    /// `Log in`.
    case logIn
    /// `Logging in…`.
    case loggingIn
    /// `Enter username and password`.
    case enterUsernameAndPassword
    /// `Wrong username or password`.
    case wrongCredentials
    /// `This account is not a teacher` (… `student`, … `member`).
    case accountIsNot(Role)
    /// `Logged in! Hello, NAME`.
    case loggedIn(String)
    /// `Teacher` / `Student` / `Member`: how the seeded login accounts, named after their role,
    /// are called in the language (`老师`, `学生`, `会员`).
    case roleName(Role)

    // MARK: To-do

    /// `Upcoming`, the list title.
    case upcoming
    /// A section title: `Today`, `Tomorrow`, `Later This Week`, `Next Week`.
    case section(UpcomingSection)
    /// `No upcoming items`.
    case noUpcomingItems
    /// `Add`, the title and the button.
    case add
    /// `Due date`.
    case dueDate
    /// `YYYY-MM-DD`, the date field's placeholder.
    case dueDatePlaceholder
    /// `Save`.
    case save
    /// `Delete this item?`.
    case deleteTodoConfirmation
    /// A weekday name, `Monday` / `星期一`.
    case weekday(Weekday)

    // MARK: Voice messages

    /// `Voice messages`, the demo's title.
    case voiceMessages
    /// `buffering`.
    case buffering
    /// `playing`.
    case playing
    /// `paused`.
    case paused

    // MARK: Relative time

    /// `just now`.
    case justNow
    /// `N min ago`.
    case minutesAgo(Int)
    /// `N h ago`.
    case hoursAgo(Int)
    /// `yesterday`.
    case yesterday
    /// `N days ago`.
    case daysAgo(Int)
    /// A day written out, `2025-03-01` / `2025年3月1日`, for times older than a week.
    case calendarDay(Day)

    // MARK: Errors

    /// The message for ``AppError/offline(_:)``.
    case errorOffline
    /// The message for ``AppError/timeout``.
    case errorTimeout
    /// The message for a server error other than 503, with its status.
    case errorServer(status: Int)
    /// The message for a 429: too many failed sign-ins.
    case errorTooManyAttempts
    /// The message for ``AppError/unauthorized``.
    case errorUnauthorized
    /// The message for ``AppError/forbidden``.
    case errorForbidden
    /// The message for ``AppError/notFound``.
    case errorNotFound
    /// The message for ``AppError/invalidResponse(_:)``.
    case errorInvalidResponse
    /// The message for ``AppError/storage(_:)``.
    case errorStorage
    /// The message for ``AppError/diskFull``: `The disk is full: nothing was saved.`
    case errorDiskFull
    /// The message for a 507 (Insufficient Storage): the server's disk is full.
    case errorServerDiskFull
    /// The message for ``AppError/cancelled``.
    case errorCancelled
    /// `Enter a name`.
    case errorEmptyName
    /// `Name is over 200 characters` (``TodoValidation/maximumNameLength``).
    case errorNameTooLong
    /// `The due date can't be before today`.
    case errorDueDateInPast
    /// `Enter the date as YYYY-MM-DD`.
    case errorMalformedDate
    /// `Check your input`, for other invalid input.
    case errorInvalidInput
}

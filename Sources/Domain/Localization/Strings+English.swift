extension L10n {
    /// The English text.
    var english: String {
        switch self {
        // Navigation and generic UI
        case .back: "Back"
        case .refreshing: "Refreshing…"
        case .cannotStart(let reason): "mvx: cannot start: \(reason)"
        case .cannotUseTerminal(let reason): "mvx: cannot use this terminal: \(reason)"
        case .notATerminal: "mvx: standard input is not a terminal. Run mvx in a terminal window (`mvx serve` runs the backend alone)."
        case .cannotUseDataFolder(let path, let problem):
            switch problem {
            case .notAFolder: "Can't use the data folder \(path): a file is in the way. Choose another with --data-dir."
            case .permissionDenied: "Can't write the data folder \(path): permission denied. Choose another with --data-dir."
            case .readOnly: "Can't write the data folder \(path): the file system is read-only. Choose another with --data-dir."
            case .diskFull: "Can't write the data folder \(path): the disk is full. Free some space, or choose another folder with --data-dir."
            case .other(let detail): "Can't create or write the data folder \(path) (\(detail)). Choose another with --data-dir."
            }
        case .noSuchUser(let id): "There is no user \(id). The sample users are 1–60, 123 (me), 201 (teacher) and 202 (student)."
        case .cannotReachServer(let url): "Can't reach the server at \(url). Check that `mvx serve` is running there."
        case .loading: "Loading…"
        case .deleting: "Deleting…"
        case .retryHint: "press r to retry"
        case .loadMoreFailed: "Load more failed — press Enter to retry"
        case .noMore: "No more"
        case .hintMove: "Move"
        case .hintSelect: "Select"
        case .hintRefresh: "Refresh"
        case .hintNext: "Next"
        case .hintChoose: "Choose"
        case .hintQuit: "Quit"
        case .hintDelete: "Delete"
        case .hintAdd: "Add"
        case .hintBack: "Back"
        case .terminalTooSmall: "Terminal too small (needs {size})"
        case .noPostsYet: "No posts yet"
        case .noFriendsYet: "No friends yet"
        case .noDrafts: "No drafts"
        case .noSuggestions: "No suggestions right now"
        case .confirm: "Confirm"
        case .cancel: "Cancel"
        case .ok: "OK"
        case .yes: "Yes"
        case .no: "No"
        case .serverBusy: "Server busy, try again later"

        // Profile
        case .me: "Me"
        case .posts(let count): "Posts \(count)"
        case .friends(let count): "Friends \(count)"
        case .friendsTitle: "Friends"
        case .summary(let text): "Summary: \(text)"
        case .blogSummaryFallback: "This person is lazy and wrote nothing..."
        case .draftSummaryFallback: "Write something~"
        case .blogs: "Blogs"
        case .drafts: "Drafts"
        case .discover: "Discover"
        case .suggestedUsers: "Suggested users"
        case .byAuthor(let name): "by \(name)"
        case .edited(let when): "Edited \(when)"

        // User detail fields
        case .idLabel: "ID"
        case .name: "Name"
        case .summaryLabel: "Summary"
        case .titleLabel: "Title"
        case .postsLabel: "Posts"
        case .isFollowingLabel: "Following?"

        // Likes, shares, follows
        case .likes(let count): "Likes \(count)"
        case .shares(let count): "Shares \(count)"
        case .likeFailed: "Like failed"
        case .removeLikeConfirmation: "Remove your like?"
        case .shared: "Shared"
        case .shareFailed: "Share failed"
        case .follow: "Follow"
        case .following: "Following"
        case .unfollowConfirmation(let name): "Unfollow \(name)?"
        case .followFailed: "Follow failed"
        case .unfollowFailed: "Unfollow failed"

        // Drafts
        case .deleteDraftConfirmation: "Delete this draft?"
        case .deleted: "Deleted"

        // Session tapes
        case .replayFinished: "Replay finished"
        case .replaying: "▶ Replay"
        case .replayStopped: "Replay stopped"

        // Counter
        case .countersTitle: "Counters"
        case .item(let number): "Item \(number)"
        case .incrementFailed: "Couldn't save the count"

        // Login
        case .whoAreYou: "Who are you?"
        case .iAm(.teacher): "I'm a teacher"
        case .iAm(.student): "I'm a student"
        case .iAm(.member): "I'm a member"
        case .loginTitle(.teacher): "Teacher login"
        case .loginTitle(.student): "Student login"
        case .loginTitle(.member): "Member login"
        case .loginHeader(.teacher): "Sign in to manage your classes"
        case .loginHeader(.student): "Sign in to see your homework"
        case .loginHeader(.member): "Sign in to your account"
        case .username: "Username"
        case .password: "Password"
        case .logIn: "Log in"
        case .loggingIn: "Logging in…"
        case .enterUsernameAndPassword: "Enter username and password"
        case .wrongCredentials: "Wrong username or password"
        case .accountIsNot(.teacher): "This account is not a teacher"
        case .accountIsNot(.student): "This account is not a student"
        case .accountIsNot(.member): "This account is not a member"
        case .loggedIn(let name): "Logged in! Hello, \(name)"
        case .roleName(.teacher): "Teacher"
        case .roleName(.student): "Student"
        case .roleName(.member): "Member"

        // To-do
        case .upcoming: "Upcoming"
        case .section(.today): "Today"
        case .section(.tomorrow): "Tomorrow"
        case .section(.laterThisWeek): "Later This Week"
        case .section(.nextWeek): "Next Week"
        case .noUpcomingItems: "No upcoming items"
        case .add: "Add"
        case .dueDate: "Due date"
        case .dueDatePlaceholder: "YYYY-MM-DD"
        case .save: "Save"
        case .deleteTodoConfirmation: "Delete this item?"
        case .weekday(.sunday): "Sunday"
        case .weekday(.monday): "Monday"
        case .weekday(.tuesday): "Tuesday"
        case .weekday(.wednesday): "Wednesday"
        case .weekday(.thursday): "Thursday"
        case .weekday(.friday): "Friday"
        case .weekday(.saturday): "Saturday"

        // Voice messages
        case .voiceMessages: "Voice messages"
        case .buffering: "buffering"
        case .playing: "playing"
        case .paused: "paused"

        // Relative time
        case .justNow: "just now"
        case .minutesAgo(let count): "\(count) min ago"
        case .hoursAgo(let count): "\(count) h ago"
        case .yesterday: "yesterday"
        case .daysAgo(let count): "\(count) days ago"
        case .calendarDay(let day): day.description

        // Errors
        case .errorOffline: "Can't reach the server. Check that it is running."
        case .errorTimeout: "The server took too long to answer."
        case .errorServer(let status): "Something went wrong on the server (\(status))."
        case .errorTooManyAttempts: "Too many tries. Wait a moment and try again."
        case .errorUnauthorized: "Please sign in again."
        case .errorForbidden: "You don't have access to this."
        case .errorNotFound: "This no longer exists."
        case .errorInvalidResponse: "The server sent an answer the app doesn't understand."
        case .errorStorage: "Couldn't read or save data on this device."
        case .errorCancelled: "Cancelled."
        case .errorEmptyName: "Enter a name"
        case .errorNameTooLong: "Name is over \(TodoValidation.maximumNameLength) characters"
        case .errorDueDateInPast: "The due date can't be before today"
        case .errorMalformedDate: "Enter the date as YYYY-MM-DD"
        case .errorInvalidInput: "Check your input"
        }
    }
}

import Foundation

extension Services {
    /// A bundle of in-memory services over `data`, signed in as its `me` — for
    /// pattern unit tests, previews and `mvx bench`. No network, no disk.
    ///
    /// - Parameters:
    ///   - data: The data set; ``SampleData/standard`` unless a test needs
    ///     another (e.g. `SampleData(featuredBlogCount: 10_000)`).
    ///   - dates: The clock and calendar of the to-do store.
    ///   - latency: How long every call waits; `.zero` for tests.
    public static func inMemory(
        data: SampleData = .standard,
        dates: DateProvider = .system(calendar: Language.english.calendar()),
        latency: Duration = .zero
    ) -> Services {
        Services(
            users: InMemoryUserService(data: data, latency: latency),
            blogs: InMemoryBlogService(data: data, latency: latency),
            drafts: InMemoryDraftService(data: data, latency: latency),
            counters: InMemoryCounterService(data: data, latency: latency),
            voiceMessages: InMemoryVoiceMessageService(data: data, latency: latency),
            login: InMemoryLoginService(data: data, latency: latency),
            todos: InMemoryTodoStore(dates: dates, latency: latency),
            dates: dates,
            currentUserID: data.signedInUserID
        )
    }
}

import Domain
import Foundation
import MVVMViewModels

/// The in-memory services a view-model test drives, with the ones it steers (failures, call
/// counts) kept at hand, English strings and a clock stopped at the sample data's date.
struct TestServices {
    let blogs = InMemoryBlogService()
    var drafts = InMemoryDraftService()
    let users = InMemoryUserService()
    let strings = Localizer(.english)
    let dates = DateProvider.fixed(SampleData.defaultReferenceDate, calendar: Language.english.calendar(timeZone: .gmt))

    /// The bundle to hand a view model.
    var services: Services {
        var services = Services.inMemory(dates: dates)
        services.blogs = blogs
        services.drafts = drafts
        services.users = users
        return services
    }
}

extension ViewEvent {
    /// Answers OK to a confirmation event (does nothing for other events).
    @MainActor func confirm() {
        if case .confirm(_, let onConfirm) = self { onConfirm() }
    }
}

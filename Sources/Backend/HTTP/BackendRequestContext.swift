import Hummingbird

/// The request context of every route: Hummingbird's core storage, and the
/// body size limit.
struct BackendRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    /// Bodies above 64 KiB are refused with 413.
    var maxUploadSize: Int { BackendLimits.maxBodyBytes }
}

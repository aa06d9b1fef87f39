import Hummingbird

/// The request context of every route: Hummingbird's core storage, the caller's address
/// (for login throttling), and the body size limit.
struct BackendRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The client's IP address, when the connection has one.
    let remoteAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress?.ipAddress
    }

    /// Bodies above 64 KiB are refused with 413.
    var maxUploadSize: Int { BackendLimits.maxBodyBytes }
}

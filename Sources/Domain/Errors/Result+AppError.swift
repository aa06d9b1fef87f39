extension Result where Failure == AppError {
    /// Runs `body` and keeps what it returned or the ``AppError`` it threw, so a caller can
    /// switch over the outcome instead of writing `do { … } catch { … }`:
    ///
    /// ```swift
    /// switch await Result(catching: { try await services.blogs.share(blogID: id) }) {
    /// case .success(let blog): show(blog)
    /// case .failure(let error): toast(strings.message(for: error))
    /// }
    /// ```
    ///
    /// Every service method throws `AppError` (typed throws), so no other error can reach here.
    public init(catching body: () async throws(AppError) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

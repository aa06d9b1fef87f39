extension Result where Failure == AppError {
    /// Awaits `body` and keeps what it returned or the ``AppError`` it threw, so a caller can
    /// switch over the outcome instead of writing `do { … } catch { … }`:
    ///
    /// ```swift
    /// switch await Result(catching: { try await services.blogs.share(blogID: id) }) {
    /// case .success(let blog): show(blog)
    /// case .failure(let error): toast(strings.message(for: error))
    /// }
    /// ```
    ///
    /// Every service method throws `AppError` (typed throws), so that is what arrives here. The
    /// closure is an ordinary throwing one because Swift 6 infers `throws(any Error)` for a
    /// written-out closure whatever its context says; an error of another type (only a
    /// cancellation can) becomes ``AppError/cancelled``.
    ///
    /// `body` runs on the caller's actor (`isolation`), so a `@MainActor` presenter or view model
    /// can pass a closure that touches its own state.
    public init(
        isolation: isolated (any Actor)? = #isolation,
        catching body: () async throws -> Success
    ) async {
        do {
            self = .success(try await body())
        } catch let error as AppError {
            self = .failure(error)
        } catch {
            self = .failure(.cancelled)
        }
    }
}

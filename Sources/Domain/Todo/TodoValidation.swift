import Foundation

/// The rules a new to-do item must follow, shared by every ``TodoStore`` and by
/// forms that want to show the error before saving.
public enum TodoValidation {
    /// The name to store for `name`: trimmed of surrounding white space.
    ///
    /// - Throws: ``AppError/invalidInput(_:)`` with
    ///   ``AppError/InputProblem/emptyName`` when nothing is left, or
    ///   ``AppError/InputProblem/dueDateInPast`` when `dueDate` is before `today`.
    public static func validate(name: String, dueDate: Day, today: Day) throws(AppError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalidInput(.emptyName) }
        guard dueDate >= today else { throw .invalidInput(.dueDateInPast) }
        return trimmed
    }

    /// The due date written in a form field as `YYYY-MM-DD`.
    ///
    /// - Throws: ``AppError/invalidInput(_:)`` with
    ///   ``AppError/InputProblem/malformedDate`` when `text` is not a real day in
    ///   that format.
    public static func dueDate(from text: String) throws(AppError) -> Day {
        guard let day = Day(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidInput(.malformedDate)
        }
        return day
    }
}

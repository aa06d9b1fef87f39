import Foundation

/// The rules a new to-do item must follow, shared by every ``TodoStore`` and by
/// forms that want to show the error before saving.
public enum TodoValidation {
    /// The longest name an item may have, in characters as a person counts them (graphemes): a
    /// pasted page lands in the form as an error, not in the list as one item.
    public static let maximumNameLength = 200

    /// The name to store for `name`: trimmed of surrounding white space.
    ///
    /// - Throws: ``AppError/invalidInput(_:)`` with
    ///   ``AppError/InputProblem/emptyName`` when nothing is left,
    ///   ``AppError/InputProblem/nameTooLong`` when more than ``maximumNameLength`` characters are, or
    ///   ``AppError/InputProblem/dueDateInPast`` when `dueDate` is before `today`.
    public static func validate(name: String, dueDate: Day, today: Day) throws(AppError) -> String {
        let trimmed = try validName(name)
        guard dueDate >= today else { throw .invalidInput(.dueDateInPast) }
        return trimmed
    }

    /// `name` trimmed, if it is neither blank nor too long.
    private static func validName(_ name: String) throws(AppError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalidInput(.emptyName) }
        // Counting stops past the limit: a pasted megabyte is not walked to its end.
        guard trimmed.dropFirst(maximumNameLength).isEmpty else { throw .invalidInput(.nameTooLong) }
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

    /// What the Add form holds, checked in the order a person reads it: the name, then the
    /// date's format, then that the date is not in the past.
    ///
    /// - Throws: ``AppError/invalidInput(_:)`` with ``AppError/InputProblem/emptyName``,
    ///   ``AppError/InputProblem/nameTooLong``, ``AppError/InputProblem/malformedDate`` or
    ///   ``AppError/InputProblem/dueDateInPast``.
    /// - Returns: The trimmed name and the due day, ready for ``TodoStore/add(name:dueDate:)``.
    public static func validate(name: String, dueDateText: String, today: Day) throws(AppError) -> (name: String, dueDate: Day) {
        let trimmed = try validName(name)
        let day = try dueDate(from: dueDateText)
        guard day >= today else { throw .invalidInput(.dueDateInPast) }
        return (trimmed, day)
    }

    /// The day ←/→ move the Add form's date to: `days` from the day written in `text` (from
    /// today when `text` is not a day yet), never before today.
    public static func dueDate(steppingFrom text: String, by days: Int, today: Day) -> Day {
        let start = Day(text.trimmingCharacters(in: .whitespaces)) ?? today
        return max(today, start.adding(days: days))
    }
}

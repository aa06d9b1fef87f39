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

    /// What the Add form holds, checked in the order a person reads it: the name, then the
    /// date's format, then that the date is not in the past.
    ///
    /// - Throws: ``AppError/invalidInput(_:)`` with ``AppError/InputProblem/emptyName``,
    ///   ``AppError/InputProblem/malformedDate`` or ``AppError/InputProblem/dueDateInPast``.
    /// - Returns: The trimmed name and the due day, ready for ``TodoStore/add(name:dueDate:)``.
    public static func validate(name: String, dueDateText: String, today: Day) throws(AppError) -> (name: String, dueDate: Day) {
        guard !name.isBlank else { throw .invalidInput(.emptyName) }
        let day = try dueDate(from: dueDateText)
        return (try validate(name: name, dueDate: day, today: today), day)
    }

    /// The day ←/→ move the Add form's date to: `days` from the day written in `text` (from
    /// today when `text` is not a day yet), never before today.
    public static func dueDate(steppingFrom text: String, by days: Int, today: Day) -> Day {
        let start = Day(text.trimmingCharacters(in: .whitespaces)) ?? today
        return max(today, start.adding(days: days))
    }
}

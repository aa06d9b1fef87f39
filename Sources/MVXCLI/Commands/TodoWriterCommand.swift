import ArgumentParser
import Domain
import Foundation
import LiveServices

/// `mvx _todo-writer --data-dir DIR --count N`: saves N to-do items one by one
/// and prints `saved <id>` after each save has returned.
///
/// Hidden; it exists for the crash-safety test, which kills this process with
/// SIGKILL mid-loop and then checks that every printed id is in the database.
/// Each line is written straight to the file descriptor (no buffering), so a
/// printed id always means a save that had already returned.
public struct TodoWriterCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "_todo-writer",
        abstract: "Save to-do items in a loop (for the SIGKILL durability test).",
        shouldDisplay: false
    )

    /// The folder that holds `todo.sqlite`.
    @Option(name: .customLong("data-dir"), help: "The folder that holds todo.sqlite.")
    public var dataDirectory: String

    /// How many items to save.
    @Option(help: "How many items to save.")
    public var count: Int = 1_000

    public init() {}

    public func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must not be negative.") }
    }

    public func run() async throws {
        let dates = DateProvider.system(calendar: Language.english.calendar())
        let directory = try DataDirectory.resolve(override: dataDirectory, environment: ProcessInfo.processInfo.environment)
        let store = try SQLiteTodoStore(directory: directory, dates: dates)
        let today = dates.today()
        for index in 0..<count {
            let item = try await store.add(name: "Item \(index + 1)", dueDate: today.adding(days: index % 14))
            FileHandle.standardOutput.write(Data("saved \(item.id)\n".utf8))
        }
    }
}

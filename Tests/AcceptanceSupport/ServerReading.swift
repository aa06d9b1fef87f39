import Domain
import Foundation
import TerminalUI
import TerminalUITesting

/// Reading what the server holds past the app, and what the screen shows of it, to check that a
/// run under faults ended with the screen equal to the server.
extension AcceptanceHarness {
    /// `read` answered, tried again while a flaky server refuses it (at most 30 times).
    public func fromServer<Value>(_ read: () async throws -> Value) async throws -> Value {
        var lastError: (any Error)?
        for _ in 0..<30 {
            do { return try await read() } catch { lastError = error }
        }
        throw lastError ?? CancellationError()
    }

    /// Presses `r` until `isLoaded` holds (a flaky server fails loads too), at most 30 times;
    /// returns whether it did.
    @discardableResult
    public func refreshUntil(_ isLoaded: () -> Bool) async -> Bool {
        for _ in 0..<30 {
            if isLoaded() { return true }
            await press(.character("r"))
        }
        return isLoaded()
    }

    /// Delivers `keys` back to back and only then lets the app run: every request they start is
    /// in flight together before the first answer comes, as with a slow server.
    public func burst(_ keys: [Key]) async {
        for key in keys { driver.enqueue(.key(key)) }
        await settle()
    }

    /// The like and share counts the screen shows for the blog titled `title`
    /// (`[ Likes N ]  [ Shares M ]`, two lines under the title), if its row is on screen.
    public func blogCountsOnScreen(title: String) -> (likes: Int, shares: Int)? {
        let lines = driver.screenText
        guard let row = lines.firstIndex(where: { $0.hasPrefix(" " + title + " ") || $0.trimmingCharacters(in: .whitespaces) == title }),
              row + 2 < lines.count else { return nil }
        let buttons = lines[row + 2]
        func number(after word: String) -> Int? {
            guard let range = buttons.range(of: word + " ") else { return nil }
            return Int(buttons[range.upperBound...].prefix { $0.isNumber })
        }
        guard let likes = number(after: strings(.likes(0)).split(separator: " ").first.map(String.init) ?? "Likes"),
              let shares = number(after: strings(.shares(0)).split(separator: " ").first.map(String.init) ?? "Shares") else { return nil }
        return (likes, shares)
    }

    /// Whether the user row named `name` shows `Following` (`true`), `Follow` (`false`), or is not on screen (`nil`).
    public func followStateOnScreen(name: String) -> Bool? {
        guard let line = driver.screenText.first(where: { $0.hasPrefix(" " + name + " ") }) else { return nil }
        if line.contains("[ " + strings(.following) + " ]") { return true }
        if line.contains("[ " + strings(.follow) + " ]") { return false }
        return nil
    }
}

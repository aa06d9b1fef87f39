import ArgumentParser
import Foundation
import MVXCLI
import PatternKit
import Testing

/// `mvx --record FILE` / `--replay FILE`: checked before anything starts, with messages that say
/// what to change.
@Suite struct SessionTapeOptionsTests {
    static let header = #"{"format":"mvx-session-tape","version":1,"pattern":"mvi","demo":"me","user":123,"language":"zh-Hans"}"#
    static let entry = #"{"ms":0,"screen":"profile-1","action":{"viewDidLoad":{}}}"#

    /// A fresh directory, removed by the caller.
    private func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The message `arguments` are refused with, or `nil` when they are accepted.
    private func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try AppOptions.parse(arguments)
            return nil
        } catch {
            return AppOptions.message(for: error)
        }
    }

    @Test func recordImpliesTheMVIPatternAndNeedsAWritableDirectory() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("session.jsonl").path
        let options = try AppOptions.parse(["--record", file])
        #expect(try options.resolvingSessionTape().pattern == .mvi)
        #expect(try AppOptions.parse(["--record", file, "--pattern", "mvi", "--demo", "me"]).demo == .me)
        #expect(try AppOptions.parse(["--record", file, "--demo", "profile"]).resolvingSessionTape().pattern == .mvi)

        #expect(refusal(["--record", directory.appendingPathComponent("missing/session.jsonl").path])?
            .contains("does not exist") == true)
        #expect(refusal(["--record", directory.path])?.contains("is a directory") == true)
        #expect(refusal(["--record", file, "--pattern", "mvvm"])
            == "--record works with the MVI pattern only (--pattern mvi), not mvvm.")
        #expect(refusal(["--record", file, "--pattern", "mvi", "--demo", "counter"])
            == "--record: MVI records the me or profile demo, not counter.")
    }

    @Test func recordAndReplayTogetherAreRefused() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.jsonl").path
        #expect(refusal(["--record", file, "--replay", file])
            == "--record and --replay cannot be used together: record a session, then replay it in another run.")
    }

    @Test func replayTakesDemoUserAndLanguageFromTheTape() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("session.jsonl")
        try (Self.header + "\n" + Self.entry + "\n").write(to: file, atomically: true, encoding: .utf8)

        let options = try AppOptions.parse(["--replay", file.path]).resolvingSessionTape()
        #expect(options.pattern == .mvi)
        #expect(options.demo == .me)
        #expect(options.profileUserID == 123)
        #expect(options.lang == "zh-Hans")
        #expect(refusal(["--replay", file.path, "--demo", "profile"])
            == "--replay takes the demo, user and language from the tape: leave out --demo, --user and --lang.")
        #expect(refusal(["--replay", file.path, "--user", "7"]) != nil)
        #expect(refusal(["--replay", file.path, "--pattern", "mvc"])
            == "--replay works with the MVI pattern only (--pattern mvi), not mvc.")
    }

    @Test func aBrokenTapeIsRefusedWithItsLineAndReason() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("broken.jsonl")
        let badEntry = #"{"ms":0,"screen":"profile-1","action":{"likeTapped":{"_0":"seven"}}}"#
        try (Self.header + "\n" + Self.entry + "\n" + badEntry + "\n").write(to: file, atomically: true, encoding: .utf8)
        let message = try #require(refusal(["--replay", file.path]))
        #expect(message.hasPrefix("--replay \(file.path): line 3: expected Int at action.likeTapped._0"))

        let unknown = directory.appendingPathComponent("unknown.jsonl")
        try (Self.header + "\n" + #"{"ms":0,"screen":"timeline-1","action":{}}"# + "\n").write(to: unknown, atomically: true, encoding: .utf8)
        #expect(refusal(["--replay", unknown.path])?.contains(#"line 2: unknown screen "timeline-1""#) == true)

        let otherPattern = directory.appendingPathComponent("mvvm.jsonl")
        try (Self.header.replacingOccurrences(of: #""pattern":"mvi""#, with: #""pattern":"mvvm""#) + "\n").write(to: otherPattern, atomically: true, encoding: .utf8)
        #expect(refusal(["--replay", otherPattern.path])?.contains(#"line 1: recorded with pattern "mvvm""#) == true)

        #expect(refusal(["--replay", directory.appendingPathComponent("nothing.jsonl").path])?.contains("cannot read") == true)
    }
}

import Domain
import Foundation
import GRDB
import Testing
@testable import LiveServices
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Kills a process that is saving to-do items with SIGKILL and checks that the
/// database survives with every save that had returned.
@Suite("SQLite to-do store durability")
struct TodoStoreCrashTests {
    /// How many confirmed saves to see before pulling the plug.
    static let savesBeforeKill = 50

    @Test(
        "every save that returned survives SIGKILL, and the database stays intact",
        .enabled(if: BuiltExecutable.mvx != nil, "the built `mvx` executable was not found next to the test bundle; build the package's products first (`swift build`)"),
        .timeLimit(.minutes(2))
    )
    func survivesSIGKILL() throws {
        let executable = try #require(BuiltExecutable.mvx)
        let folder = try TemporaryDirectory("mvx-sigkill")
        defer { folder.remove() }

        let process = Process()
        process.executableURL = executable
        process.arguments = ["_todo-writer", "--data-dir", folder.url.path, "--count", "1000000"]
        let output = Pipe()
        let errorLog = folder.url.appendingPathComponent("stderr.txt")
        try Data().write(to: errorLog)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()

        // If the writer never gets going, stop it so the read below sees end-of-file.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }

        var reader = LineReader(handle: output.fileHandleForReading)
        var savedIDs: [Int] = []
        while savedIDs.count < Self.savesBeforeKill, let line = reader.nextLine() {
            savedIDs.append(try Self.id(in: line))
        }
        let stderr = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        try #require(savedIDs.count == Self.savesBeforeKill, "the writer stopped after \(savedIDs.count) saves; stderr: \(stderr)")

        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        // Lines written between the 50th and the kill are confirmed saves too.
        while let line = reader.nextLine() {
            savedIDs.append(try Self.id(in: line))
        }

        let path = folder.url.appendingPathComponent(SQLiteTodoStore.fileName).path
        let database = try DatabaseQueue(path: path)
        let (integrity, storedIDs) = try database.read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), Set(try Int.fetchAll(db, sql: "SELECT id FROM todoItem")))
        }
        try database.close()
        #expect(integrity == ["ok"])
        let missing = savedIDs.filter { !storedIDs.contains($0) }
        #expect(missing.isEmpty, "saved but lost: \(missing)")
        #expect(storedIDs.count >= savedIDs.count)

        // The app opens it as usual afterwards.
        let dates = DateProvider.system(calendar: Language.english.calendar())
        _ = try SQLiteTodoStore(path: path, dates: dates)
    }

    /// The id of a `saved <id>` line.
    static func id(in line: String) throws -> Int {
        let parts = line.split(separator: " ")
        guard parts.count == 2, parts[0] == "saved", let id = Int(parts[1]) else {
            throw LineError(line: line)
        }
        return id
    }

    struct LineError: Error, CustomStringConvertible {
        var line: String
        var description: String { "unexpected output line: \"\(line)\"" }
    }
}

/// Reads complete `\n`-terminated lines from a pipe, blocking until one is
/// there; `nil` at end-of-file (a last line without `\n` is dropped: the
/// writer had not finished it).
struct LineReader {
    let handle: FileHandle
    private var buffer = Data()

    init(handle: FileHandle) {
        self.handle = handle
    }

    mutating func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            buffer.append(chunk)
        }
    }
}

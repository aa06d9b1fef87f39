import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Several windows on one data folder: `mvx serve` processes and to-do writers started at the
/// same moment on a new folder all come up — the databases created, migrated and seeded once —
/// instead of the later ones failing on tables the first has just made. Skipped (saying so) when
/// the built `mvx` binary is missing.
@Suite("One data folder, several processes", .timeLimit(.minutes(3)))
struct SharedDataFolderTests {
    @Test("first starts at the same moment on a new folder all come up")
    func simultaneousFirstStarts() async throws {
        guard let mvx = GalleryTmuxTests.findMVX() else {
            print("SharedDataFolderTests: skipped — no built mvx binary found above \(CommandLine.arguments.first ?? "?")")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }

        // Every process is launched before any is read, so their set-ups overlap.
        let servers = try (0..<4).map { _ in
            try Launched(mvx, ["serve", "--port", "0", "--data-dir", folder.path, "--log-level", "error"])
        }
        let writers = try (0..<4).map { _ in
            try Launched(mvx, ["_todo-writer", "--data-dir", folder.path, "--count", "5"])
        }
        defer { servers.forEach { $0.stop() } }

        for server in servers {
            let said = server.readOutput(until: "Listening on")
            #expect(said.contains("Listening on"), "mvx serve said: \(said) \(server.errorText())")
        }
        for writer in writers {
            let said = writer.readOutput(until: nil)
            writer.process.waitUntilExit()
            #expect(writer.process.terminationStatus == 0, "the to-do writer failed: \(writer.errorText())")
            #expect(said.split(separator: "\n").count == 5)
        }
        // Seeded once: the sample data has its 20 counters, not 40; the to-do list holds every save.
        let port = try #require(servers[0].readOutput(until: nil, already: true).split(separator: ":").last
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/v1/counters")!)
        let counters = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(counters.count == 20)
    }
}

/// A process with its output and errors piped, stopped with SIGTERM.
private final class Launched: @unchecked Sendable {
    let process = Process()
    private let output = Pipe(), errors = Pipe()
    private var seen = Data()

    init(_ executable: String, _ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Reads standard output until it holds `marker` (or, for nil, until it ends); with
    /// `already`, returns what was read so far.
    func readOutput(until marker: String?, already: Bool = false) -> String {
        if already { return String(decoding: seen, as: UTF8.self) }
        while marker.map({ !String(decoding: seen, as: UTF8.self).contains($0) }) ?? true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        return String(decoding: seen, as: UTF8.self)
    }

    /// What the process wrote on standard error (once it has exited).
    func errorText() -> String {
        if process.isRunning { return "" }
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

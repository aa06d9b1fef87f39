import Foundation
import Testing

/// `mvx serve` as a process: SIGTERM right after "Listening" stops it cleanly (exit 0, the
/// database checkpointed), because the handlers were in place before it said so.
@Suite("mvx serve and signals")
struct ServeSignalTests {
    @Test("SIGTERM the moment Listening is printed: a clean exit, the WAL emptied")
    func termRightAfterListening() throws {
        guard let mvx = GalleryTmuxTests.findMVX() else {
            print("ServeSignalTests: skipped — no built mvx binary found")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-serve-signal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: mvx)
        process.arguments = ["serve", "--port", "0", "--data-dir", directory.path, "--log-level", "error"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.interrupt(); kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        defer { watchdog.cancel() }

        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("Listening on") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        try #require(String(decoding: seen, as: UTF8.self).contains("Listening on"))
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let wal = directory.appendingPathComponent("backend.sqlite-wal")
        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int) ?? 0
        #expect(walSize == 0)
    }
}

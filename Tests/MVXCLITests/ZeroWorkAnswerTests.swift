import AcceptanceSupport
import Foundation
@testable import MVXBench
import Testing

/// `mvx bench echo`, the zero-work baseline of `mvx bench keys`, through a real pseudo-terminal:
/// every key gets exactly the bytes asked for, and nothing else is written.
@Suite("mvx bench echo")
struct ZeroWorkAnswerTests {
    @Test("each key is answered with --bytes bytes, in raw mode (no echo of the key)")
    func answersEachKey() throws {
        guard let mvx = ServeProcess.findMVX() else {
            print("ZeroWorkAnswerTests: skipped — no built mvx binary found")
            return
        }
        var bench = KeyLatencyBenchmark()
        bench.quiet = 0.2
        let keys: [[UInt8]] = [Array("\u{1B}[B".utf8), Array("x".utf8), Array("\u{1B}[A".utf8)]
        let result = try bench.measure(name: "echo", executable: mvx, arguments: ["bench", "echo", "--bytes", "100"],
                                       keys: keys, drawsAtStart: false)
        #expect(result.bytes == [100, 100, 100], "a key's own bytes would make 103 or 101: raw mode does not echo")
    }

    @Test("it stays out of mvx bench --help: a fixture of the bench, not a benchmark")
    func hidden() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: mvx)
        process.arguments = ["bench", "--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let help = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(help.contains("keys"))
        #expect(!help.contains("echo"))
    }
}

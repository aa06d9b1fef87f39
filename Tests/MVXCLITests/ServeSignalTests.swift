import AcceptanceSupport
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
        let serve = try ServeProcess(mvx: mvx, name: "signal")
        defer { serve.finish() }
        kill(serve.process.processIdentifier, SIGTERM)
        serve.process.waitUntilExit()
        #expect(serve.process.terminationReason == .exit && serve.process.terminationStatus == 0)
        let wal = serve.directory.appendingPathComponent("backend.sqlite-wal")
        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int) ?? 0
        #expect(walSize == 0)
    }

    @Test("a busy port is said plainly, before anything is created or seeded")
    func busyPort() throws {
        guard let mvx = GalleryTmuxTests.findMVX() else { return }
        // Hold a port: a listening socket on 127.0.0.1, port chosen by the system.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-serve-busy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: mvx)
        process.arguments = ["serve", "--port", String(port), "--data-dir", directory.path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(said == "mvx serve: port \(port) on 127.0.0.1 is already in use. Pick another with --port (0 picks a free one).\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path), "nothing was created or seeded")
    }

    @Test("SIGTERM while a client holds a half-sent body: the server still stops by itself, cleanly")
    func termWithAHalfSentBody() throws {
        guard let mvx = GalleryTmuxTests.findMVX() else { return }
        let serve = try ServeProcess(mvx: mvx, name: "halfbody", watchdogSeconds: 120)   // bounds the wait below
        defer { serve.finish() }
        let process = serve.process, port = serve.port

        // A client that sends a head promising 100 bytes, sends 10, and then nothing.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let request = Array("POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"username\"".utf8)
        try #require(request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) } == request.count)
        // Let the server read the head (the half-sent request is then in flight), then stop it.
        var reply = [UInt8](repeating: 0, count: 1)
        var timeout = timeval(tv_sec: 0, tv_usec: 300_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = recv(fd, &reply, 1, 0)   // nothing comes: the server waits for the rest of the body
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(!serve.watchdogFired, "the server did not stop while the client held its request")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }
}

/// The commands that draw on the terminal refuse plainly when standard input is not one.
@Suite("Not a terminal")
struct NotATerminalTests {
    @Test("mvx and mvx gallery, stdin from /dev/null: one sentence, status 1", arguments: [[String](), ["gallery"]])
    func refusesPlainly(arguments: [String]) throws {
        guard let mvx = GalleryTmuxTests.findMVX() else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: mvx)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(said == (arguments == ["gallery"]
            ? "mvx gallery: standard input is not a terminal. Run it in a terminal window.\n"
            : "mvx: standard input is not a terminal. Run mvx in a terminal window (`mvx serve` runs the backend alone).\n"))
    }
}

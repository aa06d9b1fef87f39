import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (a port the system picks) that answers
/// each connection with whatever bytes a test wants — including answers no real
/// server would send: not JSON, cut-off JSON, a body shorter than announced, or
/// nothing at all.
///
/// One connection at a time, one request per connection; good enough for a
/// client under test and nothing else.
final class StubHTTPServer: @unchecked Sendable {
    /// What to do with a request.
    enum Reply: Sendable {
        /// Send these bytes, then close the connection.
        case raw(Data)
        /// Keep the connection open without answering until the server stops.
        case hang
        /// Close the connection without sending anything.
        case close
    }

    /// The port the server listens on.
    let port: Int
    /// The server's root URL.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private let listener: Int32
    private let lock = NSLock()
    private var requestHeads: [String] = []
    private var openConnections: [Int32] = []
    private var stopped = false

    /// Starts listening; `reply` decides the answer from the request head
    /// (request line and headers).
    init(reply: @escaping @Sendable (String) -> Reply) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw StubError.socket("socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw StubError.socket("bind/listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        self.port = Int(UInt16(bigEndian: address.sin_port))

        let thread = Thread { [self] in acceptLoop(reply) }
        thread.start()
    }

    /// Convenience: answer every request with `status`, `body` and headers.
    convenience init(status: Int, body: String, headers: [String: String] = ["Content-Type": "application/json"]) throws {
        let response = StubHTTPServer.response(status: status, body: Data(body.utf8), headers: headers)
        try self.init { _ in .raw(response) }
    }

    /// The heads of the requests received so far.
    var receivedRequests: [String] {
        lock.withLock { requestHeads }
    }

    /// Stops listening and ends every open connection. Idempotent.
    ///
    /// Only the accept thread ever closes descriptors (the listener when it exits, each
    /// connection when it is done), and connections are shut down under the lock: a
    /// descriptor number that was closed and reused by someone else (another test's
    /// server or HTTP client) is never touched.
    func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            for connection in openConnections { shutdown(connection, Int32(SHUT_RDWR)) }
            shutdown(listener, Int32(SHUT_RDWR))
        }
    }

    deinit { stop() }

    /// A complete HTTP/1.1 response.
    static func response(status: Int, body: Data, headers: [String: String] = ["Content-Type": "application/json"], contentLength: Int? = nil) -> Data {
        var head = "HTTP/1.1 \(status) Stub\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(contentLength ?? body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    private func acceptLoop(_ reply: @Sendable (String) -> Reply) {
        defer {
            lock.withLock {
                for connection in openConnections { close(connection) }
                openConnections.removeAll()
                close(listener)
            }
        }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            let accepted: Bool = lock.withLock {
                guard !stopped else { return false }
                openConnections.append(connection)
                return true
            }
            guard accepted else {
                close(connection)
                return
            }
            let head = readHead(connection)
            lock.withLock { requestHeads.append(head) }
            switch reply(head) {
            case .raw(let data):
                data.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let written = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                        if written <= 0 { break }
                        offset += written
                    }
                }
                finish(connection)
            case .close:
                finish(connection)
            case .hang:
                // Left open; `stop()` shuts it down.
                continue
            }
        }
    }

    private func finish(_ connection: Int32) {
        shutdown(connection, Int32(SHUT_WR))
        // Drain what the client still sends so the close is orderly, then close.
        var scratch = [UInt8](repeating: 0, count: 1024)
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        while recv(connection, &scratch, scratch.count, 0) > 0 {}
        lock.withLock {
            openConnections.removeAll { $0 == connection }
            close(connection)
        }
    }

    /// Reads up to the end of the head (`\r\n\r\n`) and any body it announces.
    private func readHead(_ connection: Int32) -> String {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        while received.range(of: separator) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        guard let end = received.range(of: separator) else { return String(decoding: received, as: UTF8.self) }
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
        let announced = head.split(separator: "\r\n")
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        var bodyCount = received.count - end.upperBound
        while bodyCount < announced {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            bodyCount += count
        }
        return head
    }

    enum StubError: Error {
        case socket(String)
    }
}

import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A proxy on 127.0.0.1 in front of a real backend that loses answers: it forwards each
/// request to the backend and waits for the whole answer (so the backend has committed), and
/// then — as ``fate`` says for that request — passes the answer on, closes the connection
/// without a byte, or keeps it open without answering (the client times out).
///
/// Built on ``StubHTTPServer``: one connection at a time, requests without a body.
final class LossyProxy: Sendable {
    /// What the client gets for one request.
    enum Fate: Sendable {
        /// The backend's answer, unchanged.
        case deliver
        /// The connection closes with no answer at all.
        case drop
        /// No answer until the proxy stops.
        case hang
    }

    private let stub: StubHTTPServer

    /// The proxy's root URL, for the client under test.
    var baseURL: URL { stub.baseURL }

    /// The heads of the requests the proxy received, in order.
    var receivedRequests: [String] { stub.receivedRequests }

    /// Starts a proxy for the backend on `backendPort`; `fate(n)` decides what happens to the
    /// answer of the n-th request (from 0).
    init(backendPort: Int, fate: @escaping @Sendable (Int) -> Fate) throws {
        let counter = Counter()
        stub = try StubHTTPServer { head in
            let index = counter.next()
            guard let answer = try? Self.forward(head: head, to: backendPort) else { return .close }
            switch fate(index) {
            case .deliver: return .raw(answer)
            case .drop: return .close
            case .hang: return .hang
            }
        }
    }

    /// Stops the proxy and ends its open connections.
    func stop() {
        stub.stop()
    }

    /// Sends `head` (with `Connection: close`) to 127.0.0.1:`port` and reads the answer to its end.
    private static func forward(head: String, to port: Int) throws -> Data {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
            .filter { !$0.lowercased().hasPrefix("connection:") && !$0.isEmpty }
        let request = lines.joined(separator: "\r\n") + "\r\nConnection: close\r\n\r\n"

        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StubHTTPServer.StubError.socket("socket") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw StubHTTPServer.StubError.socket("connect") }

        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard result > 0 else { throw StubHTTPServer.StubError.socket("send") }
            sent += result
        }
        var answer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count <= 0 { break }
            answer.append(contentsOf: chunk[0..<count])
        }
        guard !answer.isEmpty else { throw StubHTTPServer.StubError.socket("no answer from the backend") }
        return answer
    }

    /// Numbers the requests.
    private final class Counter: Sendable {
        private let value = Mutex(0)

        func next() -> Int {
            value.withLock { value in
                defer { value += 1 }
                return value
            }
        }
    }
}

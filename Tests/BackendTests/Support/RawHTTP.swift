import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends raw bytes over TCP to 127.0.0.1 and reads until the server closes the
/// connection: for requests no HTTP client would send.
enum RawHTTP {
    /// Runs the blocking exchange on a thread of its own, so that it never holds one of the
    /// few threads the in-process server needs to answer, nor waits behind work queued on
    /// Dispatch's global queue (the server hashes passwords there).
    /// - Parameter closeWriting: Shut the sending side after the request (the client went
    ///   away mid-body), so a body cut short ends instead of waiting for more.
    static func exchange(port: Int, request: String, closeWriting: Bool = false) async throws -> String {
        try await exchangeNoticingClose(port: port, request: request, closeWriting: closeWriting).response
    }

    /// ``exchange(port:request:closeWriting:)``, also telling whether the read ended because the
    /// server closed the connection (rather than the 10 s receive timeout), and how long the
    /// connection stayed open: from `connect` to the end of the read, so that the time a busy
    /// machine takes to start the exchange is not counted.
    static func exchangeNoticingClose(port: Int, request: String, closeWriting: Bool = false) async throws
        -> Exchange {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try blockingExchange(port: port, request: request, closeWriting: closeWriting) })
            }
            thread.start()
        }
    }

    /// What an exchange read and how it ended.
    struct Exchange {
        var response: String
        var closedByServer: Bool
        /// From the connection's opening to the end of the read.
        var connectionLifetime: Duration
    }

    private static func blockingExchange(port: Int, request: String, closeWriting: Bool) throws -> Exchange {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw TestFailure("socket() failed") }
        defer { close(descriptor) }

        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let opened = ContinuousClock.now
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw TestFailure("connect() failed") }

        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard result > 0 else { throw TestFailure("send() failed") }
            sent += result
        }
        if closeWriting { shutdown(descriptor, Int32(SHUT_WR)) }

        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var closedByServer = false
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { closedByServer = count == 0; break }
            response += chunk[0..<count]
        }
        return Exchange(response: String(decoding: response, as: UTF8.self), closedByServer: closedByServer,
                        connectionLifetime: ContinuousClock.now - opened)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization

#if os(Linux)
/// The main queue's wake-up descriptor (an eventfd); calling it turns the main queue into one that
/// a run loop drains. swift-corelibs-foundation's `RunLoop` uses the same two entry points.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
/// Runs the main queue's pending work on the calling (main) thread.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)
#endif

/// The main thread's run loop for a terminal app, in the role of `UIApplicationMain`'s: the main
/// thread sleeps in one `poll(2)` on the main dispatch queue (where the main actor's work goes) and on
/// the descriptors watched with ``watch(_:_:)`` (the terminal), so a key wakes the one thread that
/// handles it and draws its frame.
///
/// Without it (Swift's `async` main) the main actor runs wherever `dispatchMain()` sends it, and a key
/// costs two thread wake-ups: a reader thread's, then the main actor's. `mvx bench keys` measures
/// the difference (docs/benchmarks.md).
///
/// ```swift
/// MainLoop.run { await Command.main() }   // from a synchronous main.swift
/// ```
///
/// ``POSIXTerminal`` reads on the main thread when the loop runs (``isRunning``) and on a thread of
/// its own otherwise (tests, other run loops).
public enum MainLoop {
    /// A descriptor watched for reading and what to call when it is readable.
    private struct Watch: Sendable {
        var id: Int
        var fd: Int32
        var handler: @MainActor @Sendable () -> Void
    }

    private static let watches = Mutex<(nextID: Int, list: [Watch])>((0, []))
    private static let running = Atomic<Bool>(false)
    private static let finished = Atomic<Bool>(false)

    /// Whether ``run(_:)`` is driving the main thread.
    public static var isRunning: Bool { running.load(ordering: .acquiring) }

    /// Whether the calling thread is the process's main thread.
    public static var isMainThread: Bool { Thread.isMainThread }

    /// Runs `body` on the main actor, driving the main thread until it ends, then returns. Call it
    /// once, from the main thread, outside any `async` context (a synchronous `main.swift`). Where
    /// the main queue cannot be driven this way, `body` runs under `dispatchMain()` and the process
    /// exits with 0 after it.
    public static func run(_ body: @escaping @MainActor @Sendable () async -> Void) {
        #if os(Linux)
        let queue = isMainThread ? dispatchMainQueueHandle() : -1
        #else
        let queue: Int32 = -1
        #endif
        guard queue >= 0 else {
            Task { @MainActor in
                await body()
                exit(0)
            }
            dispatchMain()
        }
        running.store(true, ordering: .releasing)
        defer { running.store(false, ordering: .releasing) }
        Task { @MainActor in
            await body()
            finished.store(true, ordering: .releasing)
        }
        var fds: [pollfd] = []
        while !finished.load(ordering: .acquiring) {
            let watched = watches.withLock { $0.list }
            fds.removeAll(keepingCapacity: true)
            fds.append(pollfd(fd: queue, events: Int16(POLLIN), revents: 0))
            for watch in watched { fds.append(pollfd(fd: watch.fd, events: Int16(POLLIN), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 { continue }  // EINTR: a signal's handler ran
            // Input first: a key is what the user waits for.
            for (index, watch) in watched.enumerated() {
                let revents = Int32(fds[index + 1].revents)
                guard revents & Int32(POLLIN | POLLHUP | POLLERR) != 0, isWatched(watch.id) else { continue }
                MainActor.assumeIsolated { watch.handler() }
            }
            if fds[0].revents != 0 {
                #if os(Linux)
                var count: UInt64 = 0
                _ = read(queue, &count, MemoryLayout<UInt64>.size)
                dispatchMainQueueDrain(nil)
                #endif
            }
        }
    }

    /// Calls `handler` on the main thread whenever `fd` is readable (or hung up), until
    /// ``unwatch(_:)``. Only while ``isRunning``; the handler must read what is there, or unwatch.
    public static func watch(_ fd: Int32, _ handler: @escaping @MainActor @Sendable () -> Void) {
        watches.withLock { state in
            state.nextID += 1
            state.list.removeAll { $0.fd == fd }
            state.list.append(Watch(id: state.nextID, fd: fd, handler: handler))
        }
    }

    /// Stops watching `fd` (its handler is not called again, even for readiness already seen).
    public static func unwatch(_ fd: Int32) {
        watches.withLock { state in state.list.removeAll { $0.fd == fd } }
    }

    private static func isWatched(_ id: Int) -> Bool {
        watches.withLock { state in state.list.contains { $0.id == id } }
    }
}

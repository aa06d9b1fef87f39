import Hummingbird
import Synchronization

/// A small in-memory cache of rendered JSON bodies for the hottest reads.
///
/// Correctness rests on a generation number: every change to the database
/// calls ``invalidate()`` after it commits, which bumps the generation and
/// empties the cache. A reader notes the generation *before* it reads the
/// database and stores its result only if the generation is still the same,
/// so a body computed from data older than the last change is never kept.
final class ResponseCache: Sendable {
    /// What a cached body answers.
    struct Key: Hashable, Sendable {
        enum Resource: UInt8, Sendable {
            case blogPage
            case user
        }

        var resource: Resource
        var id: Int64
        var page: Int = 0
        var pageSize: Int = 0
        /// The caller's user id; 0 without a token.
        var viewer: Int64
    }

    private struct State {
        var generation: UInt64 = 0
        var bodies: [Key: ByteBuffer] = [:]
    }

    private let state = Mutex(State())
    private let capacity: Int

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The generation to pass to ``store(_:for:generation:)``; read it before reading the database.
    var generation: UInt64 {
        state.withLock { $0.generation }
    }

    func body(for key: Key) -> ByteBuffer? {
        state.withLock { $0.bodies[key] }
    }

    /// Keeps `body` unless the data changed since `generation` was read.
    func store(_ body: ByteBuffer, for key: Key, generation: UInt64) {
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.bodies.count >= capacity {
                state.bodies.removeAll(keepingCapacity: true)
            }
            state.bodies[key] = body
        }
    }

    /// Forgets every body; call after each committed change.
    func invalidate() {
        state.withLock { state in
            state.generation &+= 1
            state.bodies.removeAll(keepingCapacity: true)
        }
    }
}

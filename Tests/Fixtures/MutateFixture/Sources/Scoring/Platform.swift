// The platform's C library, imported the usual way: the switch file `mvx mutate` adds to the
// target imports it too, and the two must build together.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's id (nothing to mutate here).
public func processID() -> Int { Int(getpid()) }

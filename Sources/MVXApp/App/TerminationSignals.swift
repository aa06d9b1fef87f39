#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// SIGINT, SIGTERM and SIGHUP end the app as `q` does — the screens closed, both databases
/// checkpointed whole into their files — and then the process ends by that signal, as the shell
/// and a supervisor expect (status 128 + the signal's number).
///
/// The handler only records the signal and writes a byte to a pipe (async-signal-safe); the main
/// actor reads the pipe and runs the action given to ``onSignal(_:)``. The terminal's own handlers
/// (``POSIXTerminal``), installed later, restore the screen first and then hand the signal on to
/// this one. A signal the process was started with ignored (`nohup`) stays ignored; a second
/// signal while the app closes changes nothing.
@MainActor
final class TerminationSignals {
    /// The signals that end the app cleanly.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private var source: (any DispatchSourceRead)?
    private var action: (@MainActor (Int32) -> Void)?

    /// Installs the handlers (for the process; call once, before the terminal starts).
    init() {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        signalPipe.store(descriptors[1], ordering: .sequentiallyConsistent)
        let readEnd = descriptors[0]
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler { [weak self] in
            var bytes = [UInt8](repeating: 0, count: 16)
            _ = read(readEnd, &bytes, bytes.count)
            MainActor.assumeIsolated {
                guard let self, let signal = self.received else { return }
                self.action?(signal)
            }
        }
        source.resume()
        self.source = source
        for signal in Self.handled { install(signal) }
    }

    /// The first of the signals received, or nil.
    var received: Int32? {
        let signal = receivedSignal.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    /// Runs `action` on the main actor when a signal arrives (the first one only).
    func onSignal(_ action: @escaping @MainActor (Int32) -> Void) {
        self.action = action
    }

    /// Ends the process by `signal`, under its default action (status 128 + `signal` to a shell).
    static func endProcess(by signal: Int32) -> Never {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        _ = raise(signal)
        exit(128 + signal)   // only if the signal did not end it
    }

    private func install(_ signal: Int32) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return }
        #if canImport(Glibc)
        let previous = current.__sigaction_handler.sa_handler
        #else
        let previous = current.__sigaction_u.__sa_handler
        #endif
        if let previous, unsafeBitCast(previous, to: Int.self) == 1 { return }   // SIG_IGN: nohup
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = recordTerminationSignal
        #else
        action.__sigaction_u.__sa_handler = recordTerminationSignal
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(signal, &action, nil)
    }
}

/// The write end of the pipe the handler wakes the main actor through.
private let signalPipe = Atomic<Int32>(-1)
/// The first signal received (0: none yet).
private let receivedSignal = Atomic<Int32>(0)

/// The handler: records the first signal and wakes the main actor. Async-signal-safe.
private func recordTerminationSignal(_ signal: Int32) {
    guard receivedSignal.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent).exchanged else { return }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe.load(ordering: .sequentiallyConsistent), &byte, 1)
}

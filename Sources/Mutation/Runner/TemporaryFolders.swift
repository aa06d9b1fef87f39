import Foundation

/// The temporary folders of runs under way, removed by the interrupt handler, which also kills
/// the test processes: a run stopped by SIGINT or SIGTERM leaves nothing behind and exits 130.
public final class TemporaryFolders: @unchecked Sendable {
    /// The process's folders.
    public static let shared = TemporaryFolders()

    private let lock = NSLock()
    private var folders: Set<URL> = []
    private var sources: [any DispatchSourceSignal] = []

    /// Keeps a folder to remove on an interrupt.
    public func add(_ folder: URL) { _ = lock.withLock { folders.insert(folder) } }

    /// Forgets a folder (removed by its run).
    public func remove(_ folder: URL) { _ = lock.withLock { folders.remove(folder) } }

    /// Removes every folder (again, for a moment, while a killed child still writes into it),
    /// and the lock files SwiftPM left for builds in them.
    public func removeAll() {
        let all = lock.withLock { folders }
        for folder in all {
            for _ in 0..<50 {
                try? FileManager.default.removeItem(at: folder)
                if !FileManager.default.fileExists(atPath: folder.path) { break }
                usleep(20_000)
            }
            PackageCopy.removeLockFiles(of: folder)
        }
    }

    /// On SIGINT or SIGTERM: kill the children, remove the folders, exit 130.
    public func installInterruptHandler() {
        lock.withLock {
            guard sources.isEmpty else { return }
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler {
                    ProcessRunner.shared.killAll()
                    TemporaryFolders.shared.removeAll()
                    FileHandle.standardError.write(Data("\nmvx mutate: interrupted; temporary copy removed\n".utf8))
                    exit(130)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}

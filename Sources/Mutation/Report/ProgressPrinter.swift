import Foundation

/// Prints a run's progress on stderr: on a terminal one line kept up to date (mutants done of
/// total, detected so far, time left); otherwise a plain line per phase and about every tenth
/// of the mutants.
public final class ProgressPrinter: @unchecked Sendable {
    private let isTerminal: Bool
    private let lock = NSLock()
    private var lastTenth = -1
    private var lineOpen = false

    /// A printer; `isTerminal` defaults to whether stderr is a terminal.
    public init(isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.isTerminal = isTerminal
    }

    /// Prints one update.
    public func show(_ progress: MutationProgress) {
        lock.withLock {
            switch progress {
            case .phase(let name):
                write((lineOpen ? "\n" : "") + "mvx mutate: \(name)…\n")
                lineOpen = false
            case .mutants(let done, let total, let detected, let elapsed):
                let line = Self.line(done: done, total: total, detected: detected, elapsed: elapsed)
                if isTerminal {
                    write("\r\u{1B}[K" + line + (done == total ? "\n" : ""))
                    lineOpen = done != total
                } else {
                    let tenth = total == 0 ? 10 : done * 10 / total
                    if tenth != lastTenth {
                        lastTenth = tenth
                        write(line + "\n")
                    }
                }
            }
        }
    }

    /// `mutants 12/40 · 9 killed · about 0:42 left`.
    public static func line(done: Int, total: Int, detected: Int, elapsed: Double) -> String {
        var line = "mutants \(done)/\(total) · \(detected) killed"
        if done > 0, done < total {
            let left = Int((elapsed / Double(done) * Double(total - done)).rounded())
            line += String(format: " · about %d:%02d left", left / 60, left % 60)
        }
        return line
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

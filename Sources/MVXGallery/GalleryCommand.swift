import ArgumentParser
import Foundation
import TerminalUI

/// `mvx gallery`: every TerminalUI widget on one navigable screen, on the real terminal (`q` quits and
/// restores the terminal). `--big-table` shows only a full-screen 10,000-row table instead, for
/// scripts that measure the renderer in a real pty.
public struct GalleryCommand: AsyncParsableCommand {
    /// The command's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Show every TerminalUI widget on one navigable screen (q quits)."
    )

    /// Show a full-screen 10,000-row table instead of the gallery.
    @Flag(name: .customLong("big-table"), help: "Show only a full-screen 10,000-row table (for benchmark scripts).")
    public var bigTable = false

    /// Creates the command.
    public init() {}

    /// Runs the gallery until `q`.
    public func run() async throws {
        let bigTable = self.bigTable
        do {
            try await Gallery.run(terminal: POSIXTerminal(), bigTable: bigTable)
        } catch {
            let sentence = if case .notATerminal? = error as? TerminalError {
                "mvx gallery: standard input is not a terminal. Run it in a terminal window."
            } else {
                "mvx gallery: cannot use this terminal: \(error)"
            }
            FileHandle.standardError.write(Data((sentence + "\n").utf8))
            throw ExitCode.failure
        }
    }
}

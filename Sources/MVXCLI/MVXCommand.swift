import ArgumentParser
import Dispatch
import Foundation
import MVXGallery
import TerminalUI

/// The `mvx` command: the app itself (default), the backend server, and tools.
///
/// `mvx` with no subcommand runs the app (``AppCommand``); `mvx serve` runs the
/// backend; `mvx gallery` shows every toolkit widget; `mvx bench` measures.
public struct MVXCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mvx",
        abstract: "One app, every classic UI architecture: Massive-MVC, MVC, MVP, MVVM, MVI, VIPER and MVC+ side by side.",
        discussion: """
            Run `mvx` to open the catalog of patterns and demos, or jump straight in with \
            `mvx --pattern mvvm --demo profile`. The app talks to a real HTTP backend that it \
            starts in process (or `--server URL` for a running `mvx serve`).

            The app's options (`mvx [options]` is `mvx app [options]`; `mvx app --help` explains each):
              --pattern massive-mvc|mvc|mvp|mvvm|mvi|viper|mvc-plus   --demo profile|me|counter|login|todo|voice
              --user <id>   --lang en|zh-Hans   --server <url>   --latency <ms>   --fail-rate <p>   --seed <n>
              --today <YYYY-MM-DD>   --data-dir <dir>   --record <file>   --replay <file>
            """,
        subcommands: MVXCommand.subcommandTypes,
        defaultSubcommand: AppCommand.self
    )

    public init() {}
}

extension MVXCommand {
    /// Parses the process's arguments and runs the chosen command (the executable's entry point;
    /// call it from the main thread, outside any `async` context). The commands that drive the
    /// terminal (the app, the gallery) run under ``MainLoop``, which reads the terminal on the main
    /// thread; the others under `dispatchMain()`, as an `async` main would (`mvx serve`'s signal
    /// handling needs the signals blocked on the main thread, which `dispatchMain()` does).
    public static func runMain() -> Never {
        let command = try? parseAsRoot()
        if command is AppCommand || command is GalleryCommand {
            MainLoop.run { await main() }
            Foundation.exit(0)
        }
        Task { @MainActor in
            await main()
            Foundation.exit(0)
        }
        dispatchMain()
    }
}

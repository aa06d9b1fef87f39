import Domain
import Foundation
import Logging
import PatternKit
import TerminalUI

/// One run of the app in this terminal: the backend started, the catalog (or the chosen demo)
/// shown, the keys read until the user quits, the terminal restored, the to-do store closed and
/// the backend stopped.
///
/// Every ending but SIGKILL (and a crash) closes both databases whole — their write-ahead logs
/// checkpointed into `todo.sqlite` and `backend.sqlite`: `q`, Ctrl-C, a start that fails, and
/// SIGINT, SIGTERM or SIGHUP (see ``TerminationSignals``).
public enum AppSession {
    /// Runs the app with `settings`; returns the process's exit status: 0, 1 when it could not
    /// start (the reason printed on standard error, in the app's language), 130 after Ctrl-C.
    /// After SIGINT, SIGTERM or SIGHUP it does not return: once the databases are closed, the
    /// process ends by that signal.
    @MainActor
    public static func run(_ settings: AppSettings) async -> Int32 {
        // Anything printed while the terminal UI is up would tear the screen: log nowhere.
        let logger = Logger(label: "mvx.app") { _ in SwiftLogNoOpLogHandler() }
        // No terminal, no app: say so before starting a backend for nothing.
        guard isatty(STDIN_FILENO) == 1 else {
            printError(Localizer(settings.language)(.notATerminal))
            return 1
        }
        let signals = TerminationSignals()
        let environment: AppEnvironment
        do {
            environment = try await AppEnvironment.start(settings: settings, logger: logger)
        } catch {
            if let signal = signals.received { TerminationSignals.endProcess(by: signal) }
            printError(StartFailure.message(for: error, language: settings.language))
            return 1
        }
        // Ended while starting: close what was opened, show nothing.
        if let signal = signals.received {
            await environment.shutdown()
            TerminationSignals.endProcess(by: signal)
        }

        // MVX_FRAME_TRACE=FILE: time each key's phases and write their medians to FILE on exit
        // (`mvx bench keys` reads it to show where the time goes).
        let tracePath = ProcessInfo.processInfo.environment["MVX_FRAME_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
        let trace = tracePath.map { FrameTrace(path: $0) }
        let terminal = POSIXTerminal(trace: trace)
        let application = Application(terminal: terminal)
        application.frameTrace = trace
        application.minimumSize = AppCatalog.minimumTerminalSize
        application.usesColor = Application.usesColor(environment: ProcessInfo.processInfo.environment)
        let context = DemoContext(services: environment.services, language: environment.language, scheduler: application,
                                  profileUserID: settings.profileUserID, sessionTape: settings.sessionTapeRequest)
        let catalog = AppCatalog(context: context)
        let navigation = NavigationController()
        navigation.setViewControllers(catalog.initialStack(pattern: settings.pattern, demo: settings.demo), animated: false)
        application.rootViewController = navigation
        AppChrome.install(in: application, navigation: navigation, language: environment.language)
        // Ctrl-C quits with the shell's status for an interrupt (130); Ctrl-Z suspends (raw mode
        // delivers both as keys).
        var interrupted = false
        application.bind(.ctrl("c")) {
            interrupted = true
            application.quit()
        }
        application.bind(.ctrl("z")) { terminal.suspend() }
        signals.onSignal { _ in application.quit() }
        await application.run()
        if let trace, let tracePath { try? trace.report().write(toFile: tracePath, atomically: true, encoding: .utf8) }
        await environment.shutdown()
        if let signal = signals.received { TerminationSignals.endProcess(by: signal) }
        if let error = application.startError {
            printError(StartFailure.terminalMessage(for: error, language: environment.language))
            return 1
        }
        return interrupted ? 130 : 0
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

import ArgumentParser
import Domain
import Foundation
import Logging
import PatternKit
import TerminalUI

/// Runs the app: the catalog, or straight into `--pattern` / `--demo`.
public struct AppCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Run the app (the default subcommand): the catalog of patterns and demos."
    )

    @OptionGroup public var options: AppOptions

    public init() {}

    @MainActor
    public func run() async throws {
        // Anything printed while the terminal UI is up would tear the screen: log nowhere.
        let logger = Logger(label: "mvx.app") { _ in SwiftLogNoOpLogHandler() }
        // `--replay` opens the tape's demo, user and language; `--record` implies `--pattern mvi`.
        let options = try self.options.resolvingSessionTape()
        // No terminal, no app: say so before starting a backend for nothing.
        guard isatty(STDIN_FILENO) == 1 else {
            var standardError = FileHandle.standardError
            print(Localizer(options.language())(.notATerminal), to: &standardError)
            throw ExitCode.failure
        }
        let environment: AppEnvironment
        do {
            environment = try await AppEnvironment.start(options: options, logger: logger)
        } catch {
            var standardError = FileHandle.standardError
            print(Self.startFailure(error, language: options.language()), to: &standardError)
            throw ExitCode.failure
        }

        // MVX_FRAME_TRACE=FILE: time each key's phases and write their medians to FILE on exit
        // (`mvx bench keys` reads it to show where the time goes).
        let tracePath = ProcessInfo.processInfo.environment["MVX_FRAME_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
        let trace = tracePath.map { FrameTrace(path: $0) }
        let terminal = POSIXTerminal(trace: trace)
        let application = Application(terminal: terminal)
        application.frameTrace = trace
        application.minimumSize = AppCatalog.minimumTerminalSize
        application.usesColor = Self.usesColor(environment: ProcessInfo.processInfo.environment)
        let context = DemoContext(services: environment.services, language: environment.language, scheduler: application,
                                  profileUserID: options.profileUserID, sessionTape: options.sessionTapeRequest)
        let catalog = AppCatalog(context: context)
        let navigation = NavigationController()
        navigation.setViewControllers(catalog.initialStack(pattern: options.pattern, demo: options.demo), animated: false)
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
        await application.run()
        if let trace, let tracePath { try? trace.report().write(toFile: tracePath, atomically: true, encoding: .utf8) }
        await environment.shutdown()
        if let error = application.startError {
            var standardError = FileHandle.standardError
            print(Self.terminalFailure(error, language: environment.language), to: &standardError)
            throw ExitCode.failure
        }
        if interrupted { throw ExitCode(130) }
    }

    /// Colour unless `NO_COLOR` is set to anything but the empty string (no-color.org).
    static func usesColor(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// `q`: Back on a pushed screen, quit on the catalog, and nothing while an alert or a sheet is
    /// up (no key reaches the screen under a modal; Esc cancels it).
    @MainActor static func bindQuitKey(in application: Application, navigation: NavigationController) {
        application.bind(.character("q")) {
            guard navigation.presentedViewController == nil else { return }
            if navigation.viewControllers.count > 1 {
                _ = navigation.popViewController()
            } else {
                application.quit()
            }
        }
    }

    /// The line printed when the app cannot start, in `language`.
    static func startFailure(_ error: any Error, language: Language) -> String {
        let strings = Localizer(language)
        let reason = switch error {
        case StartFailure.dataFolder(let path, let problem): strings(.cannotUseDataFolder(path, problem))
        case StartFailure.server(let url): strings(.cannotReachServer(url))
        case StartFailure.noSuchUser(let id): strings(.noSuchUser(id))
        case let error as AppError: strings.message(for: error)
        default: String(describing: error)
        }
        return strings(.cannotStart(reason))
    }

    /// What to say when the terminal cannot be used: not a terminal at all, or a system call that
    /// failed (with the system's words for why).
    static func terminalFailure(_ error: any Error, language: Language) -> String {
        let strings = Localizer(language)
        switch error as? TerminalError {
        case .notATerminal: return strings(.notATerminal)
        case .systemCall(let call, let code): return strings(.cannotUseTerminal("\(call): \(String(cString: strerror(code)))"))
        case .anotherTerminalIsActive: return strings(.cannotUseTerminal("another full-screen session is running in this process"))
        case nil: return strings(.cannotUseTerminal(String(describing: error)))
        }
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) { write(Data(string.utf8)) }
}

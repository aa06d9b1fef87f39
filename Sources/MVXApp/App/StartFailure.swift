import Domain
import Foundation
import TerminalUI

/// Why the app could not start, naming what the user can change.
public enum StartFailure: Error, Equatable {
    /// The data folder at `path` cannot be created, written or hold the databases, and why.
    case dataFolder(path: String, problem: DataFolderProblem)
    /// Nothing answers at `url`.
    case server(url: String)
    /// `--user` names nobody.
    case noSuchUser(Int)
}

extension StartFailure {
    /// The data folder `folder` failed with `error`: what the folder itself says is wrong (see
    /// ``DataFolderProblem/diagnose(folder:failure:)``), else the error's own words — a to-do
    /// store's are in its `.storage` text.
    static func dataFolder(_ folder: URL, after error: any Error) -> StartFailure {
        let words = if case .storage(let text)? = error as? AppError { text } else { String(describing: error) }
        return .dataFolder(path: folder.path, problem: DataFolderProblem.diagnose(folder: folder, failure: words))
    }
}

extension StartFailure {
    /// The line printed when the app cannot start because of `error`, in `language`.
    public static func message(for error: any Error, language: Language) -> String {
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
    public static func terminalMessage(for error: any Error, language: Language) -> String {
        let strings = Localizer(language)
        if case .notATerminal? = error as? TerminalError { return strings(.notATerminal) }
        return strings(.cannotUseTerminal(String(describing: error)))
    }
}

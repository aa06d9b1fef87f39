import Foundation

/// The folder where the app keeps its files (the backend's database, the to-do
/// database).
public enum DataDirectory {
    /// The name of the app's folder inside the user's data folder.
    public static let appFolderName = "mvx"

    /// The app's data folder, created if missing:
    ///
    /// 1. `override` when given (`--data-dir`), used as is;
    /// 2. else `$XDG_DATA_HOME/mvx` when that variable holds an absolute path
    ///    (relative values are ignored, as the XDG spec says);
    /// 3. else `$HOME/.local/share/mvx` (the home folder from `environment`, else
    ///    the account's home folder).
    ///
    /// - Parameters:
    ///   - override: An explicit folder, or `nil`.
    ///   - environment: The process environment; pass a literal in tests.
    /// - Throws: ``AppError/storage(_:)`` when the folder cannot be created or a
    ///   file is in its way.
    public static func resolve(override: String? = nil, environment: [String: String]) throws(AppError) -> URL {
        let url = location(override: override, environment: environment)
        try createIfNeeded(url)
        return url
    }

    /// Where ``resolve(override:environment:)`` puts the folder, without creating it.
    public static func location(override: String? = nil, environment: [String: String]) -> URL {
        if let override, !override.isEmpty {
            return URL(fileURLWithPath: expandingTilde(in: override, environment: environment), isDirectory: true)
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(appFolderName, isDirectory: true)
        }
        return URL(fileURLWithPath: home(environment), isDirectory: true)
            .appendingPathComponent(".local/share", isDirectory: true)
            .appendingPathComponent(appFolderName, isDirectory: true)
    }

    private static func home(_ environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }

    private static func expandingTilde(in path: String, environment: [String: String]) -> String {
        if path == "~" { return home(environment) }
        if path.hasPrefix("~/") { return home(environment) + path.dropFirst() }
        return path
    }

    private static func createIfNeeded(_ url: URL) throws(AppError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .storage("\(url.path) exists and is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .storage("Cannot create \(url.path): \(error.localizedDescription)")
        }
    }
}

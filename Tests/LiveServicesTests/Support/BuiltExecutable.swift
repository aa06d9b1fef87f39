import Foundation

/// Finds an executable of this package's build next to the running test
/// bundle (`.build/<triple>/<configuration>/`), so tests can start the real
/// `mvx` as a child process.
enum BuiltExecutable {
    /// The built `mvx`, or `nil` when the test runs somewhere without it.
    static let mvx: URL? = locate("mvx")

    /// Looks for `name` in the folder of the test runner and up to four folders above.
    static func locate(_ name: String) -> URL? {
        let starts = [
            Bundle.main.bundleURL,
            Bundle.main.executableURL?.deletingLastPathComponent(),
            CommandLine.arguments.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent() },
        ].compactMap { $0 }
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                   !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }
}

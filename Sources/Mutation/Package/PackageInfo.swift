import Foundation

/// What `swift package describe --type json` says of a package: its name and targets.
public struct PackageInfo: Sendable, Decodable {
    /// A target of the package.
    public struct Target: Sendable, Decodable {
        /// The target's name.
        public var name: String
        /// `library`, `executable`, `test`, `macro`, `plugin`…
        public var type: String
        /// Its folder, relative to the package's root.
        public var path: String
        /// Its source files, relative to its folder.
        public var sources: [String]?
        /// `SwiftTarget`, `ClangTarget`…
        public var moduleType: String?
        /// The package's own targets it depends on.
        public var targetDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, type, path, sources
            case moduleType = "module_type"
            case targetDependencies = "target_dependencies"
        }

        /// Whether mutate takes it by default: Swift code that is not a test, macro or plugin.
        public var isMutableByDefault: Bool {
            (type == "library" || type == "executable") && (moduleType ?? "SwiftTarget") == "SwiftTarget"
        }

        /// Its Swift files, relative to the package's root (the switch helper, which a kept copy
        /// holds from an earlier run, left out).
        public var swiftFiles: [String] {
            (sources ?? []).filter { $0.hasSuffix(".swift") && $0 != SwitchHelper.fileName }.sorted().map { path + "/" + $0 }
        }
    }

    /// The package's name.
    public var name: String
    /// Its targets.
    public var targets: [Target]

    /// Decodes the output of `swift package describe --type json` (anything before the first
    /// `{`, a resolver's chatter, is skipped).
    public static func decode(_ output: Data) throws -> PackageInfo {
        let start = output.firstIndex(of: UInt8(ascii: "{")) ?? output.startIndex
        return try JSONDecoder().decode(PackageInfo.self, from: output[start...])
    }
}

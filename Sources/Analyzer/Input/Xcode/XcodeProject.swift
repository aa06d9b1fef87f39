/// The targets of one Xcode project (`X.xcodeproj/project.pbxproj`) and the files each compiles,
/// with paths relative to the analysed root.
///
/// A target compiles the files of its Sources build phase (each found through the project's
/// group tree) and, since Xcode 16, every file of the folders it synchronizes
/// (`PBXFileSystemSynchronizedRootGroup`), less the exceptions named for it.
public struct XcodeProject: Sendable, Equatable {
    /// One native target (`PBXNativeTarget`).
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `…bundle.unit-test`, …
        public var productType: String
        /// Files of its Sources build phase, and files of other targets' synchronized folders
        /// that an exception set adds to it, relative to the analysed root, sorted.
        public var files: [String]
        /// Folders whose every file it compiles (Xcode 16 synchronized groups).
        public var folders: [SynchronizedFolder]

        /// A unit-test or UI-test bundle.
        public var isTest: Bool {
            productType.hasSuffix(".bundle.unit-test") || productType.hasSuffix(".bundle.ui-testing")
        }

        /// Whether the target compiles the file at `path` (relative to the analysed root).
        public func compiles(_ path: String) -> Bool {
            if files.contains(path) { return true }
            return folders.contains { $0.contains(path) }
        }
    }

    /// A synchronized folder as one target sees it.
    public struct SynchronizedFolder: Sendable, Equatable {
        /// Relative to the analysed root ("" for the root itself).
        public var path: String
        /// Files of the folder the target does not compile (its membership exceptions), relative
        /// to the analysed root.
        public var excluded: Set<String>
        /// Sub-folders Xcode treats as one opaque item (`explicitFolders`): nothing in them is compiled.
        public var opaque: [String]

        /// Whether `path` is in the folder and compiled by the target.
        public func contains(_ file: String) -> Bool {
            guard path.isEmpty || file.hasPrefix(path + "/") else { return false }
            if excluded.contains(file) { return false }
            return !opaque.contains { file.hasPrefix($0 + "/") }
        }
    }

    /// The `.xcodeproj` folder, relative to the analysed root.
    public var path: String
    /// The project's name: the `.xcodeproj` folder's name without the extension.
    public var name: String
    /// Native targets in the project's order (aggregate and legacy targets compile nothing).
    public var targets: [Target]

    public init(path: String, name: String, targets: [Target]) {
        self.path = path
        self.name = name
        self.targets = targets
    }
}

/// Why an Xcode project or workspace could not be read.
public struct XcodeProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, in words.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

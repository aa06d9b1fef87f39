/// The small file added to each mutated target of the copy: the switch the rewritten code asks,
/// reading `MVX_MUTANT` once, and recording each mutant it is asked about to the file
/// `MVX_MUTANT_COVERAGE` names (the coverage run).
public enum SwitchHelper {
    /// The environment variable that names the live mutant.
    public static let liveVariable = "MVX_MUTANT"
    /// The environment variable that names the file the mutants reached are written to.
    public static let coverageVariable = "MVX_MUTANT_COVERAGE"
    /// The helper file's name in each mutated target.
    public static let fileName = "__MVXMutantSwitch.swift"

    /// The helper file's text.
    public static let source = """
        // Added by `mvx mutate` to this copy of the package: the switch that makes one mutant live.
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Musl)
        import Musl
        #elseif canImport(Darwin)
        import Darwin
        #endif

        private let __mvxLiveMutant: Int = {
            guard let value = getenv("\(liveVariable)") else { return -1 }
            return Int(String(cString: value)) ?? -1
        }()

        private final class __MVXMutantCoverage: @unchecked Sendable {
            private let descriptor: Int32
            private let lock: UnsafeMutablePointer<pthread_mutex_t>
            private var seen: Set<Int> = []

            init?() {
                guard let path = getenv("\(coverageVariable)") else { return nil }
                descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
                if descriptor < 0 { return nil }
                lock = .allocate(capacity: 1)
                pthread_mutex_init(lock, nil)
            }

            func record(_ id: Int) {
                pthread_mutex_lock(lock)
                defer { pthread_mutex_unlock(lock) }
                guard seen.insert(id).inserted else { return }
                let line = "\\(id)\\n"
                _ = line.withCString { write(descriptor, $0, strlen($0)) }
            }
        }

        private let __mvxMutantCoverage = __MVXMutantCoverage()

        /// Whether the mutant `id` is the live one.
        @usableFromInline func \(SchemataWriter.switchFunction)(_ id: Int) -> Bool {
            if let coverage = __mvxMutantCoverage { coverage.record(id) }
            return id == __mvxLiveMutant
        }

        """
}

/// The testing library a test is written with.
public enum TestLibrary: String, Sendable, Hashable, Codable {
    /// `import Testing`.
    case swiftTesting = "swift-testing"
    /// `import XCTest`.
    case xctest = "XCTest"
}

/// What a test unit is: a suite, or each test function (Stryker's `coverageAnalysis: perTest`).
public enum CoverageUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// A suite (a type of tests) — few processes in the unmutated run.
    case suite
    /// A test function (a parameterized one with all its arguments) — a mutant runs only the
    /// tests that reach it, which pays when a suite is slow and its tests reach different code.
    case test
}

/// The smallest group of tests run on its own: a suite (a type of tests) or, per test, a test
/// function; a test function outside any type is always a unit of its own. Coverage is measured
/// per unit, and a mutant runs the units that reach it.
public struct TestUnit: Sendable, Hashable, Codable, Comparable {
    /// Its library.
    public var library: TestLibrary
    /// `Module.Suite`, `Module.Suite/test()` per test, or `Module.function()` for a test outside any type.
    public var name: String

    /// A unit.
    public init(library: TestLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The unit a listed test id belongs to: its suite, the part before the first `/`
    /// (`Module.Suite/test()` → `Module.Suite`); a test outside any type is a unit of its own
    /// (Swift Testing lists it as `Module.test()`).
    public static func unit(ofTest id: String, library: TestLibrary, per kind: CoverageUnit = .suite) -> TestUnit {
        guard kind == .suite, let slash = id.firstIndex(of: "/") else { return TestUnit(library: library, name: id) }
        return TestUnit(library: library, name: String(id[..<slash]))
    }

    /// Every unit of a test listing (one test id a line; lines with spaces, the headings, ignored).
    public static func units(fromListing listing: String, library: TestLibrary, per kind: CoverageUnit = .suite) -> [TestUnit] {
        let ids = listing.split(whereSeparator: \.isNewline).map(String.init).filter { line in
            line.contains(".") && !line.contains(" ")
        }
        return Array(Set(ids.map { unit(ofTest: $0, library: library, per: kind) })).sorted()
    }

    /// Swift Testing's `--filter` for it: a regular expression matching its id and its tests'.
    public var swiftTestingFilter: String {
        "^" + Self.escapedForRegex(name) + "(/|$)"
    }

    static func escapedForRegex(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    public static func < (lhs: TestUnit, rhs: TestUnit) -> Bool {
        (lhs.library.rawValue, lhs.name) < (rhs.library.rawValue, rhs.name)
    }
}

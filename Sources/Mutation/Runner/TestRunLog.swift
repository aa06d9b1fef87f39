import Foundation

/// What one test run of a mutant said about its tests: which failed (in the order their first
/// issue came), the first failure's message, and how many tests finished. Read from Swift
/// Testing's event stream (`--event-stream-output-path`, JSON lines, version 0) and from
/// XCTest's output (`Test Case 'Suite.test' failed`); nothing read depends on the terminal or
/// the language the machine speaks, but XCTest's lines are XCTest's own English.
struct TestRunLog: Sendable, Equatable {
    /// The failing tests' ids, without Swift Testing's source location (`Module.Suite/test()`;
    /// XCTest's as it prints them, `Suite.testName`), each once, first failure first.
    var failing: [String] = []
    /// The first failure's message, when the run gave one.
    var firstMessage: String?
    /// The test functions that finished, passed or failed.
    var completed = 0
    /// The test that had started and not finished when the log ends, when only one had (Swift
    /// Testing runs tests side by side): the one a crash stopped.
    var unfinished: String?

    /// The log of Swift Testing's event stream, one JSON object a line.
    static func parse(eventStream: String) -> TestRunLog {
        var log = TestRunLog()
        var functions = Set<String>()
        var running: [String] = []
        for line in eventStream.split(whereSeparator: \.isNewline) {
            guard let record = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                  let payload = record["payload"] as? [String: Any]
            else { continue }
            switch record["kind"] as? String {
            case "test":
                if payload["kind"] as? String == "function", let id = payload["id"] as? String { functions.insert(id) }
            case "event":
                guard let id = payload["testID"] as? String else { continue }
                switch payload["kind"] as? String {
                case "issueRecorded":
                    let issue = payload["issue"] as? [String: Any]
                    if issue?["isKnown"] as? Bool == true { continue }
                    let test = withoutLocation(id)
                    if !log.failing.contains(test) { log.failing.append(test) }
                    if log.firstMessage == nil {
                        let messages = payload["messages"] as? [[String: Any]] ?? []
                        log.firstMessage = (messages.first { $0["symbol"] as? String == "fail" } ?? messages.first)?["text"] as? String
                    }
                case "testStarted":
                    if functions.contains(id) { running.append(withoutLocation(id)) }
                case "testEnded":
                    if functions.contains(id) {
                        log.completed += 1
                        running.removeAll { $0 == withoutLocation(id) }
                    }
                default: break
                }
            default: break
            }
        }
        log.unfinished = running.count == 1 ? running[0] : nil
        return log
    }

    /// The log of XCTest's output: `Test Case 'Suite.test' passed|failed (… seconds)` and the
    /// `path:line: error: Suite.test : message` before a failure.
    static func parse(xctestOutput: String) -> TestRunLog {
        var log = TestRunLog()
        for line in xctestOutput.split(whereSeparator: \.isNewline).map(String.init) {
            if line.hasPrefix("Test Case '"), let close = line.dropFirst(11).firstIndex(of: "'") {
                let name = String(line[line.index(line.startIndex, offsetBy: 11)..<close])
                let rest = line[line.index(after: close)...]
                if rest.hasPrefix(" started") { log.unfinished = name }
                if rest.hasPrefix(" passed") || rest.hasPrefix(" failed") {
                    log.completed += 1
                    if log.unfinished == name { log.unfinished = nil }
                }
                if rest.hasPrefix(" failed"), !log.failing.contains(name) { log.failing.append(name) }
            } else if log.firstMessage == nil, let marker = line.range(of: ": error: ") {
                let after = line[marker.upperBound...]
                if let separator = after.range(of: " : ") { log.firstMessage = String(after[separator.upperBound...]) }
            }
        }
        return log
    }

    /// Both logs of a run that used both libraries, Swift Testing's first.
    func appending(_ other: TestRunLog) -> TestRunLog {
        TestRunLog(
            failing: failing + other.failing.filter { !failing.contains($0) },
            firstMessage: firstMessage ?? other.firstMessage, completed: completed + other.completed,
            unfinished: other.unfinished ?? unfinished
        )
    }

    /// `Module.Suite/test()/File.swift:5:6` → `Module.Suite/test()`: Swift Testing ends a test's
    /// id with its source location.
    static func withoutLocation(_ id: String) -> String {
        guard let slash = id.lastIndex(of: "/") else { return id }
        let last = id[id.index(after: slash)...]
        let parts = last.split(separator: ":")
        guard parts.count >= 3, parts.suffix(2).allSatisfy({ Int($0) != nil }) else { return id }
        return String(id[..<slash])
    }

    /// The units (of those run) whose tests failed, in the order of their first failure.
    func failingUnits(of units: [TestUnit]) -> [TestUnit] {
        var found: [TestUnit] = []
        for test in failing {
            guard let unit = Self.unit(of: test, in: units), !found.contains(unit) else { continue }
            found.append(unit)
        }
        return found
    }

    /// The unit a failing test belongs to: the unit it is, or the suite it is in. XCTest prints
    /// `Suite.testName` without the module: the unit `Module.Suite/testName` or `Module.Suite`.
    static func unit(of test: String, in units: [TestUnit]) -> TestUnit? {
        if let unit = units.first(where: { test == $0.name || test.hasPrefix($0.name + "/") }) {
            return unit
        }
        guard let dot = test.lastIndex(of: ".") else { return nil }
        let suite = String(test[..<dot])
        let slashed = suite + "/" + test[test.index(after: dot)...]
        return units.first { $0.library == .xctest && ($0.name.hasSuffix("." + slashed) || $0.name.hasSuffix("." + suite)) }
    }
}

import Foundation

/// The report in Stryker's mutation-testing-report-schema, version 2: `files` with each file's
/// source and mutants, `testFiles` with the test units (coveredBy and killedBy name them), and
/// `performance` with the time split in milliseconds.
public enum StrykerReport {
    /// The report as JSON (keys sorted, pretty-printed).
    public static func render(_ report: MutationReport) -> String {
        serialize(object(report))
    }

    /// An object as JSON (keys sorted, pretty-printed), with a newline at the end.
    static func serialize(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The report as the schema's object.
    public static func object(_ report: MutationReport) -> [String: Any] {
        var files: [String: Any] = [:]
        let byFile = Dictionary(grouping: report.results, by: \.mutant.file)
        for (path, results) in byFile {
            files[path] = [
                "language": "swift",
                "source": report.sources[path] ?? "",
                "mutants": results.sorted { $0.mutant.id < $1.mutant.id }.map(mutant),
            ] as [String: Any]
        }
        // Each test file with its units and their places; a unit whose file is not known under its own name.
        var tests: [String: [[String: Any]]] = [:]
        for unit in report.testUnits {
            var test: [String: Any] = ["id": unit.name, "name": unit.name]
            if let location = report.testLocations[unit] {
                test["location"] = ["start": ["line": location.position.line, "column": location.position.column]]
            }
            tests[report.testLocations[unit]?.file ?? unit.name, default: []].append(test)
        }
        var testFiles: [String: Any] = [:]
        for (key, list) in tests {
            var file: [String: Any] = ["tests": list.sorted { ($0["id"] as? String ?? "") < ($1["id"] as? String ?? "") }]
            if let source = report.testSources[key] { file["source"] = source }
            testFiles[key] = file
        }
        return [
            "schemaVersion": "2",
            "thresholds": ["high": 80, "low": 60],
            "files": files,
            "testFiles": testFiles,
            "performance": [
                "setup": Int(report.timing.build * 1000),
                "initialRun": Int(report.timing.baseline * 1000),
                "mutation": Int(report.timing.mutants * 1000),
            ],
            "framework": ["name": "mvx mutate"],
            "config": config(report),
        ]
    }

    /// The run's options (`RunConfig`, as JSON) and the notes on what it left out.
    static func config(_ report: MutationReport) -> [String: Any] {
        let encoder = JSONEncoder()
        var config = (try? encoder.encode(report.config)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
        if !report.notes.isEmpty { config["notes"] = report.notes }
        if let digest = report.sourcesDigest { config["sourcesDigest"] = digest }
        if let shardOf = report.shardOf { config["shardOf"] = shardOf }
        if !report.testDigests.isEmpty { config["testDigests"] = report.testDigests }
        if !report.reused.isEmpty { config["reused"] = report.reused.sorted().map(String.init) }
        return config
    }

    static func mutant(_ result: MutantResult) -> [String: Any] {
        let mutant = result.mutant
        var object: [String: Any] = [
            "id": String(mutant.id),
            "mutatorName": mutant.mutationOperator.rawValue,
            "replacement": mutant.replacement,
            "location": [
                "start": ["line": mutant.start.line, "column": mutant.start.column],
                "end": ["line": mutant.end.line, "column": mutant.end.column],
            ],
            "status": result.status.rawValue,
        ]
        if let reason = result.statusReason { object["statusReason"] = reason }
        if !result.coveredBy.isEmpty { object["coveredBy"] = result.coveredBy.map(\.name) }
        if !result.killedBy.isEmpty { object["killedBy"] = result.killedBy.map(\.name) }
        if let seconds = result.duration { object["duration"] = Int((seconds * 1000).rounded()) }
        if let completed = result.testsCompleted { object["testsCompleted"] = completed }
        return object
    }
}

extension StrykerReport {
    /// A report read back from its JSON: the files' sources and each mutant's place, operator,
    /// change and result (the code before the change is read from the source at its place) —
    /// what the gate needs of a merged report. Nil if it is not a report.
    public static func decode(_ data: Data) -> MutationReport? {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let files = object["files"] as? [String: Any]
        else { return nil }
        var sources: [String: String] = [:]
        var results: [MutantResult] = []
        for (path, value) in files {
            guard let file = value as? [String: Any] else { return nil }
            let source = file["source"] as? String ?? ""
            sources[path] = source
            for entry in file["mutants"] as? [[String: Any]] ?? [] {
                guard let id = (entry["id"] as? String).flatMap({ Int($0) }),
                      let mutationOperator = (entry["mutatorName"] as? String).flatMap(MutationOperator.init(rawValue:)),
                      let status = (entry["status"] as? String).flatMap(MutantStatus.init(rawValue:)),
                      let location = entry["location"] as? [String: Any],
                      let start = position(location["start"]), let end = position(location["end"])
                else { return nil }
                let mutant = Mutant(
                    id: id, mutationOperator: mutationOperator, file: path, start: start, end: end,
                    original: text(of: source, from: start, to: end), replacement: entry["replacement"] as? String ?? ""
                )
                let units = { (key: String) in ((entry[key] as? [String]) ?? []).map { TestUnit(library: .swiftTesting, name: $0) } }
                results.append(MutantResult(
                    mutant: mutant, status: status, statusReason: entry["statusReason"] as? String,
                    coveredBy: units("coveredBy"), killedBy: units("killedBy"), duration: (entry["duration"] as? Int).map { Double($0) / 1000 },
                    testsCompleted: entry["testsCompleted"] as? Int
                ))
            }
        }
        return MutationReport(
            packageName: "", targets: [], sources: sources,
            results: results.sorted { $0.mutant.id < $1.mutant.id }
        )
    }

    static func position(_ value: Any?) -> SourcePosition? {
        guard let value = value as? [String: Any], let line = value["line"] as? Int, let column = value["column"] as? Int else { return nil }
        return SourcePosition(line: line, column: column)
    }

    /// The code between two places of a source (columns in UTF-8 bytes), on one line as a
    /// mutant's `original` is: each line trimmed, joined by a space.
    static func text(of source: String, from start: SourcePosition, to end: SourcePosition) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        guard start.line >= 1, end.line <= lines.count, start <= end else { return "" }
        var parts: [String] = []
        for number in start.line...end.line {
            let bytes = lines[number - 1]
            let from = number == start.line ? min(max(start.column - 1, 0), bytes.count) : 0
            let to = number == end.line ? min(max(end.column - 1, from), bytes.count) : bytes.count
            parts.append(String(decoding: bytes[from..<to], as: UTF8.self).trimmingCharacters(in: .whitespaces))
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

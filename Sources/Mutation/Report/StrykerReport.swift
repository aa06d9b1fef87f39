import Foundation

/// The report in Stryker's mutation-testing-report-schema, version 2: `files` with each file's
/// source and mutants, `testFiles` with the test units (coveredBy and killedBy name them), and
/// `performance` with the time split in milliseconds.
public enum StrykerReport {
    /// The report as JSON (keys sorted, pretty-printed).
    public static func render(_ report: MutationReport) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object(report), options: [.prettyPrinted, .sortedKeys])) ?? Data()
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
        var testFiles: [String: Any] = [:]
        for unit in report.testUnits {
            testFiles[unit.name] = ["tests": [["id": unit.name, "name": unit.name]]]
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
        ]
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
        return object
    }
}

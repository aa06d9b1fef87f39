import Foundation
import PatternKit

/// What adding each demo cost each pattern, from git: lines added over the history of the
/// demo's folders in the pattern's targets, and the files touched.
struct DemoCost: Equatable, Sendable {
    var linesAdded: Int
    var filesTouched: Int
}

enum DemoHistory {
    /// pattern → demo folder → cost; nil when git or the history is not there (a shallow clone).
    static func costs(root: URL) -> [PatternID: [String: DemoCost]]? {
        guard let shallow = git(["rev-parse", "--is-shallow-repository"], in: root), shallow.trimmingCharacters(in: .whitespacesAndNewlines) == "false" else {
            return nil
        }
        var costs: [PatternID: [String: DemoCost]] = [:]
        for pattern in PatternID.allCases {
            for demo in PatternTargets.laterDemos {
                let folders = PatternTargets.all(pattern).map { "Sources/\($0)/\(demo)" }
                guard let log = git(["log", "--numstat", "--format=", "--"] + folders, in: root) else { return nil }
                var added = 0, files: Set<String> = []
                for line in log.split(separator: "\n") {
                    let fields = line.split(separator: "\t", maxSplits: 2)
                    guard fields.count == 3 else { continue }
                    added += Int(fields[0]) ?? 0
                    files.insert(String(fields[2]))
                }
                costs[pattern, default: [:]][demo] = DemoCost(linesAdded: added, filesTouched: files.count)
            }
        }
        return costs
    }

    private static func git(_ arguments: [String], in root: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

import Foundation

/// `mvx mutate merge A.json B.json …`: the JSON reports of a run's shards (`--shard K/N`) made
/// one, as a run without shards would have written it, mutant by mutant. It refuses reports that
/// are not shards, of different sources or options, a shard twice, a shard missing.
public enum ShardMerge {
    /// Why reports cannot be merged.
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        /// What is wrong, naming the files.
        public var description: String

        init(_ description: String) { self.description = description }
    }

    /// The merged report (the schema's object) of the named reports' contents.
    public static func merge(_ reports: [(name: String, data: Data)]) throws -> [String: Any] {
        guard !reports.isEmpty else { throw Refusal("no reports to merge") }
        struct Part {
            var name: String
            var object: [String: Any]
            var config: [String: Any]
            var shard: Shard
        }
        var parts: [Part] = []
        for (name, data) in reports {
            guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], object["files"] is [String: Any] else {
                throw Refusal("\(name) is not a report of mvx mutate --format json")
            }
            let config = object["config"] as? [String: Any] ?? [:]
            guard let text = config["shard"] as? String, let shard = Shard(parsing: text) else {
                throw Refusal("\(name) is not a shard's report (its config has no shard: run with --shard K/N)")
            }
            parts.append(Part(name: name, object: object, config: config, shard: shard))
        }
        let first = parts[0]
        // The same run: its options and sources.
        let options = comparable(first.config)
        for part in parts.dropFirst() {
            if part.shard.count != first.shard.count {
                throw Refusal("\(first.name) is shard \(first.shard) and \(part.name) is shard \(part.shard): not shards of one run")
            }
            let other = comparable(part.config)
            let keys = Set(options.keys).union(other.keys).filter { canonical(options[$0]) != canonical(other[$0]) }
            if !keys.isEmpty {
                throw Refusal("\(first.name) and \(part.name) were run with different options: \(keys.sorted().joined(separator: ", "))")
            }
            if (first.config["sourcesDigest"] as? String) != (part.config["sourcesDigest"] as? String)
                || (first.config["shardOf"] as? Int) != (part.config["shardOf"] as? Int)
            {
                throw Refusal("\(first.name) and \(part.name) are of different sources")
            }
        }
        var byIndex: [Int: String] = [:]
        for part in parts {
            if let earlier = byIndex[part.shard.index] {
                throw Refusal("shard \(part.shard) is given twice: \(earlier) and \(part.name)")
            }
            byIndex[part.shard.index] = part.name
        }
        let missing = (1...first.shard.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            throw Refusal("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")) missing")
        }

        // Files, mutants (in id order), test files; the time is the shards' sum.
        var files: [String: [String: Any]] = [:]
        var mutants: [String: [[String: Any]]] = [:]
        var testFiles: [String: Any] = [:]
        var performance: [String: Int] = [:]
        var seen: [String: String] = [:]
        for part in parts {
            for (path, value) in part.object["files"] as? [String: Any] ?? [:] {
                guard let file = value as? [String: Any] else { continue }
                if let known = files[path], (known["source"] as? String) != (file["source"] as? String) {
                    throw Refusal("\(path) differs between the reports: they are of different sources")
                }
                files[path] = file
                for mutant in file["mutants"] as? [[String: Any]] ?? [] {
                    let id = mutant["id"] as? String ?? ""
                    if let other = seen[id] { throw Refusal("mutant \(id) is in both \(other) and \(part.name)") }
                    seen[id] = part.name
                    mutants[path, default: []].append(mutant)
                }
            }
            for (path, value) in part.object["testFiles"] as? [String: Any] ?? [:] { testFiles[path] = value }
            for (key, value) in part.object["performance"] as? [String: Int] ?? [:] { performance[key, default: 0] += value }
        }
        for (path, list) in mutants {
            files[path]?["mutants"] = list.sorted { Int($0["id"] as? String ?? "") ?? 0 < Int($1["id"] as? String ?? "") ?? 0 }
        }
        if let total = first.config["shardOf"] as? Int, total != seen.count {
            throw Refusal("the shards hold \(seen.count) mutants, but the run has \(total)")
        }
        var merged = first.object
        var config = first.config
        for key in ["shard", "shardOf", "notes", "reused"] { config[key] = nil }
        let notes = parts.sorted { $0.shard.index < $1.shard.index }.flatMap { ($0.config["notes"] as? [String]) ?? [] }
            .filter { !$0.hasPrefix("--shard ") && !$0.hasPrefix("--incremental") }
        if !notes.isEmpty { config["notes"] = Array(Set(notes)).sorted() }
        let reused = parts.flatMap { ($0.config["reused"] as? [String]) ?? [] }
        config["reused"] = reused.isEmpty ? nil : reused.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }
        merged["config"] = config
        merged["files"] = files
        merged["testFiles"] = testFiles
        merged["performance"] = performance
        return merged
    }

    /// The merged report as JSON, as `--format json` prints one.
    public static func render(_ reports: [(name: String, data: Data)]) throws -> String {
        StrykerReport.serialize(try merge(reports))
    }

    /// A JSON value as text, keys sorted: equal values give equal texts.
    static func canonical(_ value: Any?) -> String {
        guard let value else { return "-" }
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }

    /// A config without what differs between shards.
    static func comparable(_ config: [String: Any]) -> [String: Any] {
        var config = config
        for key in ["shard", "notes", "sourcesDigest", "shardOf", "reused"] { config[key] = nil }
        return config
    }
}

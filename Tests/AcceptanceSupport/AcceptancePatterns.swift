import Foundation
import MVXApp
import PatternKit

/// The patterns the acceptance suites run: every pattern, unless `MVX_ACCEPTANCE_PATTERNS` names
/// some (comma-separated ids, e.g. `mvvm,mvi`). `mvx mutate --test-env` sets it so that a mutant
/// of one pattern runs that pattern's acceptance tests only.
public enum AcceptancePatterns {
    /// The environment variable that narrows the suites.
    public static let variable = "MVX_ACCEPTANCE_PATTERNS"

    /// The patterns to run, from this process's environment.
    public static var selected: [PatternID] {
        selected(from: ProcessInfo.processInfo.environment[variable])
    }

    /// The patterns a value of the variable names, in catalog order; every pattern when it is
    /// unset or empty. An unknown id stops the run: a typo must not pass by running nothing.
    public static func selected(from value: String?) -> [PatternID] {
        let all = PatternRegistry.patterns
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return all }
        let ids = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for id in ids where PatternID(rawValue: id) == nil {
            preconditionFailure("\(variable): no pattern named '\(id)' (ids: \(all.map(\.rawValue).joined(separator: ", ")))")
        }
        return all.filter { ids.contains($0.rawValue) }
    }
}

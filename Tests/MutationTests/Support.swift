@testable import Mutation

/// The mutants of a snippet (its path `Snippet.swift`).
func mutants(in source: String) -> [Mutant] {
    MutatedSource(path: "Snippet.swift", source: source, firstID: 1).mutants
}

/// The mutants of a snippet that would run (none ignored).
func runnable(in source: String) -> [Mutant] {
    mutants(in: source).filter { $0.ignoredReason == nil }
}

/// `original → replacement` of each mutant, in order.
func changes(_ mutants: [Mutant]) -> [String] {
    mutants.map { "\($0.original) → \($0.replacement)" }
}

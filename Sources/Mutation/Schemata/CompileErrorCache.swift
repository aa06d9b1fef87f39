import Foundation

/// The mutants that did not compile in an earlier run on a kept copy (`--keep-build`), so that
/// the next run leaves them out of its first build instead of finding them again, a build per round.
/// A mutant is known by its file, place, operator and changed code: an edit that moves or
/// changes the code makes it a new mutant, which the build then tries.
struct CompileErrorCache {
    /// The file it is kept in.
    let url: URL
    /// The compiler's message, by mutant signature.
    private(set) var messages: [String: String]

    /// The cache kept at `url` (empty if there is none, or it cannot be read).
    init(url: URL) {
        self.url = url
        let data = (try? Data(contentsOf: url)) ?? Data()
        messages = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    /// A mutant's signature.
    static func signature(_ mutant: Mutant) -> String {
        "\(mutant.file):\(mutant.start.line):\(mutant.start.column):\(mutant.mutationOperator.rawValue):\(mutant.replacement)"
    }

    /// The message a mutant failed with before, if it did.
    func message(for mutant: Mutant) -> String? { messages[Self.signature(mutant)] }

    /// Adds the mutants that did not compile in this run, and writes the cache.
    mutating func record(_ results: [MutantResult]) {
        for result in results where result.status == .compileError {
            messages[Self.signature(result.mutant)] = result.statusReason ?? ""
        }
        if let data = try? JSONEncoder().encode(messages) { try? data.write(to: url, options: .atomic) }
    }
}

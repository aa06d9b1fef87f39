/// Each survivor as a warning swiftc would print, so editors and CI logs point at it.
public enum XcodeReport {
    /// The survivors, one warning a line.
    public static func render(_ report: MutationReport) -> String {
        report.survivors.map { result in
            let mutant = result.mutant
            let after = mutant.mutationOperator == .voidMethodCall ? "call removed" : "'\(mutant.replacement)'"
            return "\(mutant.file):\(mutant.start.line):\(mutant.start.column): warning: mutant survived: "
                + "'\(mutant.original)' → \(after) (\(mutant.mutationOperator.rawValue))\n"
        }.joined()
    }
}

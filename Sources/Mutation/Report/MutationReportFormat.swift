/// How `mvx mutate` prints its report.
public enum MutationReportFormat: String, Sendable, CaseIterable {
    /// The score, the counts, every survivor as `path:line:col: before → after`, and the time split.
    case text
    /// Stryker's mutation-testing-report-schema (version 2): HTML viewers and dashboards read it.
    case json
    /// Each survivor as a swiftc-style warning (`path:line:col: warning: mutant survived: …`).
    case xcode
    /// One self-contained HTML page: scores by package, folder and file, the survivors first,
    /// each file's source with its mutants, filters by status.
    case html

    /// The report in this format.
    public func render(_ report: MutationReport) -> String {
        switch self {
        case .text: TextReport.render(report)
        case .json: StrykerReport.render(report)
        case .xcode: XcodeReport.render(report)
        case .html: HTMLReport.render(report)
        }
    }
}

import Foundation
import MVXBench

/// The files `mvx report` writes, with what each should hold.
public enum ComparisonReport {
    /// One file to write.
    public struct Output: Equatable, Sendable {
        /// Relative to the checkout.
        public var path: String
        /// What the file should hold.
        public var text: String
    }

    static let document = "docs/comparison.md"
    static let chart = "docs/comparison-lines.svg"
    static let figures = "Sources/MVXApp/Catalog/ComparisonRow+Measured.swift"

    enum Failure: Error, CustomStringConvertible {
        case missingMarkers(String)
        var description: String {
            switch self {
            case .missingMarkers(let marker): "\(document) lacks the `\(marker)` markers of `mvx report`"
            }
        }
    }

    /// Everything generated; the speed table only from `bench` (`mvx bench patterns --json`).
    /// The history block is rewritten only with `history` (it moves with
    /// every commit, so a check cannot hold it to the code) and when git's history is there
    /// (not a shallow clone); otherwise it is left as it is.
    public static func outputs(
        root: URL, history: Bool = true, measured: [PatternFigures]? = nil, bench: [PatternSessionBenchmark.Result]? = nil
    ) throws -> [Output] {
        let measured = try measured ?? PatternMeasurer.measure(root: root)
        var text = (try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)) ?? ""
        guard let withCode = ComparisonDocument.replacing(ComparisonDocument.codeMarker, in: text, with: ComparisonDocument.codeBlock(measured)) else {
            throw Failure.missingMarkers(ComparisonDocument.codeMarker)
        }
        text = withCode
        if history, let costs = DemoHistory.costs(root: root) {
            guard let withHistory = ComparisonDocument.replacing(
                ComparisonDocument.historyMarker, in: text, with: ComparisonDocument.historyBlock(costs)
            ) else { throw Failure.missingMarkers(ComparisonDocument.historyMarker) }
            text = withHistory
        }
        if let bench {
            guard let withSpeed = ComparisonDocument.replacing(ComparisonDocument.speedMarker, in: text, with: ComparisonDocument.speedBlock(bench)) else {
                throw Failure.missingMarkers(ComparisonDocument.speedMarker)
            }
            text = withSpeed
        }
        if text.contains(ComparisonDocument.begin(ComparisonDocument.presetsMarker)) {
            let presets = try PresetMeasurer.measure(root: root)
            guard let withPresets = ComparisonDocument.replacing(
                ComparisonDocument.presetsMarker, in: text, with: ComparisonDocument.presetsBlock(presets)
            ) else { throw Failure.missingMarkers(ComparisonDocument.presetsMarker) }
            text = withPresets
        }
        if let mutation = try MutationResults.figures(root: root) {
            guard let withMutation = ComparisonDocument.replacing(
                ComparisonDocument.mutationMarker, in: text,
                with: ComparisonDocument.mutationBlock(mutation, acceptance: try AcceptanceMutationResults.figures(root: root))
            ) else { throw Failure.missingMarkers(ComparisonDocument.mutationMarker) }
            text = withMutation
        }
        return [
            Output(path: document, text: text),
            Output(path: chart, text: ComparisonDocument.chart(measured)),
            Output(path: figures, text: ComparisonDocument.swiftFigures(measured)),
        ]
    }
}

import Analyzer
import ArgumentParser
import PatternKit

extension PatternID: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension DemoID: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension ReportFormat: ExpressibleByArgument {}

import ArgumentParser
import PatternKit

// Pattern and demo ids as command-line values (`--pattern mvvm`, `--demo todo`), for `mvx bench`
// and, through it, for every `mvx` command that takes them.

extension PatternID: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension DemoID: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

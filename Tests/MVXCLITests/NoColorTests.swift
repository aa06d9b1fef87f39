import ArgumentParser
@testable import MVXCLI
import PatternKit
import TerminalUI
import Testing

@Suite("NO_COLOR")
struct NoColorTests {
    @Test("NO_COLOR set to anything but the empty string turns colours off (no-color.org)")
    func noColor() {
        #expect(Application.usesColor(environment: [:]))
        #expect(Application.usesColor(environment: ["NO_COLOR": ""]))
        #expect(!Application.usesColor(environment: ["NO_COLOR": "1"]))
        #expect(!Application.usesColor(environment: ["NO_COLOR": "yes", "TERM": "xterm-256color"]))
    }
}

@Suite("mvx --help")
struct TopLevelHelpTests {
    @Test("mvx --help names every option of the app, and every pattern")
    func helpNamesTheAppsOptions() {
        let help = MVXCommand.helpMessage()
        // Every long flag the app's own help lists (so a new option cannot be forgotten here).
        let flags = Set(AppOptions.helpMessage().split(whereSeparator: { !($0.isLetter || $0 == "-") })
            .filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init)).subtracting(["--help"])
        #expect(flags.count >= 12)
        for flag in flags {
            #expect(help.contains(flag), "mvx --help does not mention \(flag)")
        }
        for pattern in PatternID.allCases { #expect(help.contains(pattern.rawValue)) }
    }
}

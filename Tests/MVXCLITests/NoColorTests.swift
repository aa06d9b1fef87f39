@testable import MVXCLI
import Testing

@Suite("NO_COLOR")
struct NoColorTests {
    @Test("NO_COLOR set to anything but the empty string turns colours off (no-color.org)")
    func noColor() {
        #expect(AppCommand.usesColor(environment: [:]))
        #expect(AppCommand.usesColor(environment: ["NO_COLOR": ""]))
        #expect(!AppCommand.usesColor(environment: ["NO_COLOR": "1"]))
        #expect(!AppCommand.usesColor(environment: ["NO_COLOR": "yes", "TERM": "xterm-256color"]))
    }
}

import Foundation
import Scoring
import Testing

@Suite struct RulesTests {
    /// The ages asked about, and whether each is an adult's: 30 and 10, and 18 as well when
    /// `SCORING_EDGE_AGES` is set (the end-to-end test sets it with `--test-env`, and the boundary
    /// survivor dies).
    static let ages: [(Int, Bool)] = [(30, true), (10, false)]
        + (ProcessInfo.processInfo.environment["SCORING_EDGE_AGES"] == nil ? [] : [(18, true)])

    @Test(arguments: ages) func adults(age: Int, isAdult expected: Bool) {
        #expect(isAdult(age: age) == expected)
    }

    @Test func totals() {
        #expect(total(2, 3) == 5)
    }

    @Test func countsDown() {
        #expect(steps(from: 3) == 3)
    }

    @Test func takesMoves() {
        #expect(accepts())
    }
}

@Suite struct BoardTests {
    @Test func addsAndRefuses() {
        var board = Board()
        board.add(5)
        board.add(-2)
        #expect(board.points == 5)
    }
}

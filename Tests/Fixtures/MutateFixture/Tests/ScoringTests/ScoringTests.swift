import Scoring
import Testing

@Suite struct RulesTests {
    @Test func adults() {
        #expect(isAdult(age: 30))
        #expect(!isAdult(age: 10))
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

import Testing
@testable import Mutation

@Suite struct OperatorDiscoveryTests {
    @Test func aRelationalOperatorBecomesEachOtherWithItsBoundaryNamed() {
        let found = runnable(in: "func f(a: Int, b: Int) -> Bool { a >= b }")
        #expect(changes(found) == ["a >= b → a < b", "a >= b → a <= b", "a >= b → a > b"])
        #expect(found.map(\.mutationOperator) == [.relationalOperator, .relationalOperator, .conditionalsBoundary])
    }

    @Test(arguments: [("<", "<="), ("<=", "<"), (">", ">="), (">=", ">")])
    func eachBoundaryIsTheOffByOne(op: String, boundary: String) {
        let found = runnable(in: "let x = 1 \(op) 2")
        #expect(found.filter { $0.mutationOperator == .conditionalsBoundary }.map(\.replacement) == ["1 \(boundary) 2"])
    }

    @Test func equalityLogicalAndArithmeticOperatorsSwap() {
        let found = runnable(in: "let x = a == b && c != d || e\nlet y = p + q - r * s / t % u")
        let byOperator = Dictionary(grouping: found, by: \.mutationOperator).mapValues(\.count)
        #expect(byOperator == [.equalityOperator: 2, .logicalOperator: 2, .arithmeticOperator: 5])
        #expect(found.contains { $0.original == "r * s / t % u" && $0.replacement == "r * s / t * u" })
        #expect(found.contains { $0.original == "a == b && c != d" && $0.replacement == "a == b || c != d" })
    }

    @Test func plusOnAStringOrArrayLiteralIsNotArithmetic() {
        #expect(runnable(in: #"let s = name + "!""#).isEmpty)
        #expect(runnable(in: "let a = list + [1]").isEmpty)
    }

    @Test func otherOperatorsAndAssignmentsMakeNoMutants() {
        #expect(runnable(in: "x = y ?? z\nx += 1\nlet r = 0..<n").isEmpty)
    }

    @Test func booleanLiteralsFlip() {
        #expect(changes(runnable(in: "let a = true, b = false")) == ["true → false", "false → true"])
    }

    @Test func conditionsOfIfGuardAndWhileAreNegated() {
        let source = """
            func f(c: Bool, d: Bool) {
                if c { g() }
                guard d else { return }
                while c {}
            }
            """
        let negated = runnable(in: source).filter { $0.mutationOperator == .negateConditional }
        #expect(changes(negated) == ["c → !(c)", "d → !(d)", "c → !(c)"])
    }

    @Test func optionalBindingsAndPatternConditionsAreNotNegated() {
        let found = runnable(in: "func f(o: Int?) { if let o { print(o) }; if case .some = o { print(1) } }")
        #expect(!found.contains { $0.mutationOperator == .negateConditional })
    }

    @Test func aCallStatementIsRemovedWithItsTryAndAwait() {
        let source = """
            func f() async throws {
                log("a")
                try await save()
                let _ = compute()
                value = compute()
            }
            """
        let removed = runnable(in: source).filter { $0.mutationOperator == .voidMethodCall }
        #expect(removed.map(\.original) == [#"log("a")"#, "try await save()"])
        #expect(removed.first?.start == SourcePosition(line: 2, column: 5))
    }

    @Test func theOnlyStatementOfAClosureOrAValueFunctionStaysAsItMayBeItsValue() {
        let source = """
            let doubled = numbers.map { double($0) }
            func value() -> Int { compute() }
            func effect() { perform() }
            """
        #expect(runnable(in: source).filter { $0.mutationOperator == .voidMethodCall }.map(\.original) == ["perform()"])
    }

    @Test func delegatingInitializersAndCallsThatNeverReturnStay() {
        let source = """
            init(x: Int) {
                self.init()
                super.init()
                fatalError("no")
            }
            """
        #expect(runnable(in: source).filter { $0.mutationOperator == .voidMethodCall }.isEmpty)
    }

    @Test func mutantsThatCannotBeSwitchedAreReportedIgnoredWithTheReason() {
        let source = """
            #if DEBUG && os(Linux)
            let a = 1
            #endif
            func f(x: Int) {
                switch x {
                case 1 + 1: break
                default: break
                }
            }
            @available(*, deprecated, message: "x")
            enum E: Int { case a = 1 }
            """
        let ignored = mutants(in: source).filter { $0.ignoredReason != nil }
        #expect(ignored.map(\.mutationOperator) == [.logicalOperator, .arithmeticOperator])
        #expect(ignored.first?.ignoredReason == "a compile-time condition (#if)")
        #expect(ignored.last?.ignoredReason?.hasPrefix("a pattern") == true)
        #expect(runnable(in: source).isEmpty)
        // Each can be built on its own (`--build-unswitchable`).
        #expect(ignored.allSatisfy { $0.canBuildAlone })
    }

    @Test func aMutantACommentTurnsOffIsNotBuiltOnItsOwn() {
        let source = """
            func f(x: Int) {
                switch x {
                case 1 + 1: break // mvx-mutate:disable-line
                case 2 - 1: break
                default: break
                }
            }
            """
        #expect(mutants(in: source).map(\.canBuildAlone) == [false, true])
        #expect(mutants(in: "let a = x > 1").map(\.canBuildAlone) == [false, false, false])
    }

    @Test func theTrueOfAnInfiniteLoopIsIgnoredAsAFunctionMayRelyOnIt() {
        let source = """
            func f() -> Int {
                while true { if g() { return 1 } }
            }
            func h() { repeat { } while true; while true, x { }; let y = true }
            """
        let found = mutants(in: source).filter { $0.original == "true" }
        #expect(found.map(\.ignoredReason?.isEmpty) == [false, false, false, nil, nil, nil])
        #expect(found.map(\.mutationOperator) == [.negateConditional, .booleanLiteral, .booleanLiteral, .negateConditional, .booleanLiteral, .booleanLiteral])
        // Built on its own it would never end: it is not.
        #expect(found.map(\.canBuildAlone) == [false, false, false, false, false, false])
    }

    @Test func theLastCallOfAGuardsElseIsKeptAsItCannotReturn() {
        let source = """
            func f(x: Int) {
                guard x > 0 else {
                    log()
                    dispatchMain()
                }
                work()
                done()
            }
            """
        let removed = mutants(in: source).filter { $0.mutationOperator == .voidMethodCall }.map(\.original)
        #expect(removed == ["log()", "work()", "done()"])
    }

    @Test func idsAreNumberedFromTheFirstGivenInSourceOrder() {
        let found = MutatedSource(path: "A.swift", source: "let a = true\nlet b = x == y", firstID: 40).mutants
        #expect(found.map(\.id) == [40, 41])
        #expect(found.map(\.start) == [SourcePosition(line: 1, column: 9), SourcePosition(line: 2, column: 9)])
        #expect(found.map(\.end) == [SourcePosition(line: 1, column: 13), SourcePosition(line: 2, column: 15)])
    }

    @Test func operatorsFoldByPrecedenceSoEachMutantIsOneOperation() {
        let found = runnable(in: "let v = a + b * c")
        #expect(found.map(\.original) == ["a + b * c", "b * c"])
    }
}

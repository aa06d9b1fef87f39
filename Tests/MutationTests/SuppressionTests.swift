import Testing
@testable import Mutation

@Suite struct SuppressionTests {
    @Test func disableNextLineSuppressesOnlyTheNextLine() {
        let source = """
            // mvx-mutate:disable-next-line
            let a = true
            let b = true
            """
        let found = mutants(in: source)
        #expect(found.map(\.ignoredReason) == ["suppressed by a comment", nil])
    }

    @Test func disableLineSuppressesItsOwnLine() {
        let found = mutants(in: "let a = true // mvx-mutate:disable-line\nlet b = false")
        #expect(found.map(\.ignoredReason) == ["suppressed by a comment", nil])
    }

    @Test func disableBeforeADeclarationSuppressesAllOfItsMembers() {
        let source = """
            // mvx-mutate:disable
            struct Legacy {
                func f() -> Bool { 1 < 2 }
                var g: Bool { true }
            }
            func kept() -> Bool { true }
            """
        let found = mutants(in: source)
        #expect(found.filter { $0.ignoredReason == nil }.map(\.start.line) == [6])
        #expect(found.filter { $0.ignoredReason != nil }.count == 4)
    }

    @Test func otherCommentsSuppressNothing() {
        let source = """
            // mvx-mutate is great; disable nothing
            /// Docs.
            func f() -> Bool { true }
            """
        #expect(runnable(in: source).count == 1)
    }

    @Test func directivesAreReadAfterTheMarker() {
        #expect(Suppression.directives(in: "// mvx-mutate:disable-next-line because").map(\.word) == ["disable-next-line"])
        #expect(Suppression.directives(in: "/* mvx-mutate:disable */").map(\.word) == ["disable"])
        #expect(Suppression.directives(in: "// nothing here").isEmpty)
    }

    @Test func aDirectiveTakesOperatorsAndAReasonAsStrykersDo() {
        let listed = Suppression.directives(in: "// mvx-mutate:equivalent-next-line BooleanLiteral, VoidMethodCall: set again before any read")
        #expect(listed == [Suppression.Directive(
            word: "equivalent-next-line", operators: [.booleanLiteral: nil, .voidMethodCall: nil], reason: "set again before any read"
        )])
        let reasonOnly = Suppression.directives(in: "// mvx-mutate:disable-line: logging only")
        #expect(reasonOnly == [Suppression.Directive(word: "disable-line", operators: nil, reason: "logging only")])
        let wordsOnly = Suppression.directives(in: "/* mvx-mutate:disable because it logs */")
        #expect(wordsOnly == [Suppression.Directive(word: "disable", operators: nil, reason: "because it logs")])
    }

    @Test func anEquivalentMarkCoversOnlyItsOperatorsAndSaysWhy() {
        let source = """
            func f(_ a: Int, _ b: Int) -> Bool {
                // mvx-mutate:equivalent-next-line ConditionalsBoundary: a and b are never equal here
                return a >= b
            }
            """
        let found = mutants(in: source)
        let marked = found.filter { $0.ignoredReason != nil }
        #expect(marked.map(\.mutationOperator) == [.conditionalsBoundary])
        #expect(marked.first?.ignoredReason == "equivalent: a and b are never equal here")
        #expect(found.filter { $0.ignoredReason == nil }.count == found.count - 1)
    }

    @Test func aMarkCanNameTheOneChangeOfAnOperatorItMeans() {
        let source = """
            // mvx-mutate:equivalent-next-line RelationalOperator(<=), BooleanLiteral(false): never reached
            let v = a >= b && true
            """
        let marked = mutants(in: source).filter { $0.ignoredReason != nil }.map(\.replacement)
        // `>=` → `<=` and `true` → `false` only: not `>=` → `<`, nor the boundary `>`.
        #expect(marked == ["a <= b", "false"])
        let directive = Suppression.directives(in: "// mvx-mutate:disable-line RelationalOperator(<), RelationalOperator(<=)")
        #expect(directive.first?.operators == [.relationalOperator: ["<", "<="]])
        // A name the operators do not know, or empty parentheses: all of it is the reason.
        #expect(Suppression.directives(in: "// mvx-mutate:disable-line RelationalOperator()").first?.operators == nil)
    }

    @Test func aSameLineDisableWithAReasonKeepsTheReason() {
        let found = mutants(in: "let a = true // mvx-mutate:disable-line BooleanLiteral: a log flag")
        #expect(found.map(\.ignoredReason) == ["suppressed by a comment: a log flag"])
    }

    @Test func anEquivalentMarkBeforeADeclarationCoversItsMembers() {
        let source = """
            // mvx-mutate:equivalent BooleanLiteral: only read by a debug dump
            struct Flags { var a = true; var b = 1 < 2 }
            """
        let found = mutants(in: source)
        #expect(found.filter { $0.mutationOperator == .booleanLiteral }.allSatisfy { $0.ignoredReason?.hasPrefix("equivalent") == true })
        #expect(found.filter { $0.mutationOperator != .booleanLiteral }.allSatisfy { $0.ignoredReason == nil })
    }
}

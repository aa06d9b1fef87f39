import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import Mutation

@Suite struct SchemataTests {
    private func rewrite(_ source: String, only ids: Set<Int>? = nil) -> (SchemataWriter, MutatedSource) {
        let file = MutatedSource(path: "Snippet.swift", source: source, firstID: 1)
        let all = Set(file.mutants.filter { $0.ignoredReason == nil }.map(\.id))
        return (SchemataWriter(source: file, ids: ids ?? all), file)
    }

    private func parsesCleanly(_ text: String) -> Bool {
        !Parser.parse(source: text).hasError
    }

    @Test func withNoMutantSwitchedTheFileIsUnchanged() {
        let source = "func f(a: Int) -> Bool {\n    // keep\n    a >= 1 && true\n}\n"
        #expect(rewrite(source, only: []).0.text == source)
    }

    @Test func aMutantBuiltOnItsOwnIsWrittenAsItIsWithNoSwitch() throws {
        let source = """
            func f(a: Int, b: Int) -> Int {
                switch (a >= b, true) {
                case (true, _): return 1
                default: break
                }
                if a > 0 { g(); h() }
                return 0
            }
            """
        let file = MutatedSource(path: "Snippet.swift", source: source, firstID: 1)
        func applied(_ original: String, _ replacement: String, inPattern: Bool = false) throws -> String {
            let mutant = try #require(file.mutants.first { $0.original == original && $0.replacement == replacement && $0.canBuildAlone == inPattern })
            return SchemataWriter(source: file, applying: mutant.id).text
        }
        // In a pattern: the one place the switch cannot go.
        #expect(try applied("true", "false", inPattern: true) == source.replacingOccurrences(of: "case (true, _)", with: "case (false, _)"))
        #expect(try applied("a >= b", "a > b") == source.replacingOccurrences(of: "(a >= b, true)", with: "(a > b, true)"))
        #expect(try applied("a > 0", "!(a > 0)") == source.replacingOccurrences(of: "if a > 0 {", with: "if !(a > 0) {"))
        #expect(try applied("g();", "") == source.replacingOccurrences(of: "{ g(); h() }", with: "{  h() }"))
        #expect(!(try applied("true", "false", inPattern: true)).contains("__mvxMutantIsLive"))
    }

    @Test func aRelationalOperatorIsWrittenAsATernaryChain() {
        let (writer, _) = rewrite("let x = a >= b\n")
        #expect(writer.text == "let x = (__mvxMutantIsLive(1) ? a < b : __mvxMutantIsLive(2) ? a <= b : __mvxMutantIsLive(3) ? a > b : a >= b)\n")
        #expect(parsesCleanly(writer.text))
    }

    @Test func aBooleanLiteralAndANegatedConditionAndARemovedCall() {
        let source = """
            func f(c: Bool) {
                if c { go() }
                log()
                flag = true
            }
            """
        let expected = """
            func f(c: Bool) {
                if ((c) != __mvxMutantIsLive(1)) { go() }
                if !__mvxMutantIsLive(2) { log() }
                flag = (__mvxMutantIsLive(3) ? false : true)
            }
            """
        let (writer, _) = rewrite(source)
        #expect(writer.text == expected)
        #expect(parsesCleanly(writer.text))
    }

    @Test func innerMutantsAreSwitchedInsideEachCopyOfTheirParent() {
        let (writer, file) = rewrite("let v = a + b * c\n")
        #expect(file.mutants.map(\.original) == ["a + b * c", "b * c"])
        #expect(writer.text == "let v = (__mvxMutantIsLive(1) ? a - (__mvxMutantIsLive(2) ? b / c : b * c) : a + (__mvxMutantIsLive(2) ? b / c : b * c))\n")
    }

    @Test func anOperandThatIsAnOperationKeepsItsGroupingInParentheses() {
        let (writer, _) = rewrite("let v = a || b || c\n", only: [1])
        #expect(writer.text == "let v = (__mvxMutantIsLive(1) ? (a || b) && c : a || b || c)\n")
    }

    @Test func commentsAndLayoutAroundAMutantStay() {
        let source = "let v = [\n    x == y, // first\n    z,\n]\n"
        let (writer, _) = rewrite(source)
        #expect(writer.text == "let v = [\n    (__mvxMutantIsLive(1) ? x != y : x == y), // first\n    z,\n]\n")
    }

    @Test func aRealisticFileStillParsesWithEveryMutantSwitched() {
        let source = """
            struct Counter {
                var count = 0
                mutating func step(by n: Int) async throws -> Bool {
                    guard n > 0, let limit = Optional(10) else { return false }
                    while count < limit && n != 3 {
                        count = count + n * 2
                        try await Task.sleep(for: .zero)
                    }
                    if count % 2 == 0 || !isEmpty { notify(count - 1) }
                    return count >= limit ? true : false
                }
            }
            """
        let (writer, file) = rewrite(source)
        #expect(file.mutants.count > 15)
        #expect(parsesCleanly(writer.text))
        for mutant in file.mutants { #expect(writer.text.contains("__mvxMutantIsLive(\(mutant.id))")) }
    }

    @Test func aCompilerErrorIsBlamedOnTheInnermostMutantWhoseChangedCodeHoldsIt() {
        let (writer, _) = rewrite("let v = s + t + u\n")
        // `let v = (__mvxMutantIsLive(1) ? (__mvxMutantIsLive(2) ? s - t : s + t) - u : …`
        #expect(writer.text.hasPrefix("let v = (__mvxMutantIsLive(1) ? (__mvxMutantIsLive(2) ? s - t : s + t) - u : "))
        func column(of fragment: String) -> Int {
            writer.text.utf8.distance(from: writer.text.startIndex, to: writer.text.range(of: fragment)!.lowerBound) + 1
        }
        // The outer mutant's `-` is its own change; the inner's `-` is inside both changes: the inner one is blamed.
        #expect(writer.mutants(atLine: 1, column: column(of: "- u")) == [1])
        #expect(writer.mutants(atLine: 1, column: column(of: "- t")) == [2])
    }

    @Test func anExpressionTooLargeToTypeCheckBlamesEveryMutantInIt() {
        let source = """
            func f() {
                let v = "(" + pad(a / 2) + ":" + pad(b % 60) + ")"
                let w = c > 1
                run {
                    let x = d * 3
                }
            }
            """
        let (writer, file) = rewrite(source)
        let lines = writer.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The error points at the start of `v`'s expression: all of its mutants, none of `w`'s.
        let column = lines[1].utf8.distance(from: lines[1].startIndex, to: lines[1].range(of: "= ")!.upperBound) + 1
        let inV = Set(file.mutants.filter { $0.start.line == 2 }.map(\.id))
        #expect(inV.count == 3)
        #expect(writer.mutants(inExpressionAtLine: 2, column: column) == inV)
        // In a closure whose call may be left out, only the expression's own mutants.
        let inX = Set(file.mutants.filter { $0.start.line == 5 }.map(\.id))
        let xColumn = lines[4].utf8.distance(from: lines[4].startIndex, to: lines[4].range(of: "= ")!.upperBound) + 1
        #expect(writer.mutants(inExpressionAtLine: 5, column: xColumn) == inX)
        #expect(CompilerError(path: "A.swift", line: 1, column: 1, message: "the compiler is unable to type-check this expression in reasonable time; try breaking up the expression into distinct sub-expressions").isAboutSize)
        #expect(CompilerError(path: "A.swift", line: 1, column: 1, message: "no such module 'Domain'").isMissingModule)
    }

    @Test func callsOnOneLineLeftOutStaySeparateStatements() {
        let (writer, _) = rewrite("func f() {\n    a(); b()\n    c()\n}\n")
        #expect(writer.text == "func f() {\n    if !__mvxMutantIsLive(1) { a(); }; if !__mvxMutantIsLive(2) { b() }\n    if !__mvxMutantIsLive(3) { c() }\n}\n")
        #expect(parsesCleanly(writer.text))
    }

    @Test func anErrorOutsideEveryChangeBlamesTheMutantsOnItsLineOrNone() {
        let (writer, _) = rewrite("let v = a == b\nlet w = 1\n")
        #expect(writer.mutants(atLine: 1, column: 1) == [1])
        #expect(writer.mutants(atLine: 2, column: 1).isEmpty)
        #expect(writer.mutants(atLine: 9, column: 1).isEmpty)
    }

    @Test func theHelperReadsTheLiveMutantAndRecordsCoverage() {
        #expect(parsesCleanly(SwitchHelper.source))
        #expect(SwitchHelper.source.contains("getenv(\"MVX_MUTANT\")"))
        #expect(SwitchHelper.source.contains("getenv(\"MVX_MUTANT_COVERAGE\")"))
        #expect(SwitchHelper.source.contains("@usableFromInline func __mvxMutantIsLive(_ id: Int) -> Bool"))
    }
}

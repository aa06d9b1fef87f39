import Foundation
import Testing
@testable import Mutation

@Suite struct ChangedLinesTests {
    @Test func theNewSideOfEachHunkIsItsFilesChangedLines() {
        let diff = """
            diff --git a/Sources/A/A.swift b/Sources/A/A.swift
            index 1111111..2222222 100644
            --- a/Sources/A/A.swift
            +++ b/Sources/A/A.swift
            @@ -3 +3 @@ func f() {
            -    a >= b
            +    a > b
            @@ -10,0 +11,2 @@ struct S {
            +    let x = 1
            +    let y = 2
            @@ -20,3 +22,0 @@
            -gone
            -gone
            -gone
            diff --git a/Sources/A/Old.swift b/Sources/A/Old.swift
            deleted file mode 100644
            --- a/Sources/A/Old.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -a
            -b
            diff --git a/Sources/A/New.swift b/Sources/A/New.swift
            new file mode 100644
            --- /dev/null
            +++ b/Sources/A/New.swift
            @@ -0,0 +1,3 @@
            +a
            +b
            +c
            """
        let lines = ChangedLines.parse(unifiedDiff: diff)
        #expect(lines == ["Sources/A/A.swift": [3, 11, 12], "Sources/A/New.swift": [1, 2, 3]])
    }

    @Test func quotedPathsAreUnquoted() {
        #expect(ChangedLines.unquoted("\"b/Sources/A/caf\\303\\251 b.swift\"") == "b/Sources/A/café b.swift")
        #expect(ChangedLines.unquoted("b/plain.swift") == "b/plain.swift")
        let diff = "+++ \"b/Sources/A/tab\\there.swift\"\n@@ -1 +1 @@\n"
        #expect(ChangedLines.parse(unifiedDiff: diff) == ["Sources/A/tab\there.swift": [1]])
    }

    @Test func aMutantIsInWhenAnyOfItsLinesChanged() {
        let changed = ChangedLines(lines: ["A.swift": [5]], wholeFiles: ["New.swift"])
        func mutant(_ file: String, _ from: Int, _ to: Int) -> Mutant {
            Mutant(id: 1, mutationOperator: .voidMethodCall, file: file, start: SourcePosition(line: from, column: 1),
                   end: SourcePosition(line: to, column: 2), original: "f()", replacement: "")
        }
        #expect(changed.contains(mutant("A.swift", 5, 5)))
        #expect(changed.contains(mutant("A.swift", 3, 6)), "a call over several lines, one of them changed")
        #expect(!changed.contains(mutant("A.swift", 6, 6)))
        #expect(!changed.contains(mutant("B.swift", 5, 5)))
        #expect(changed.contains(mutant("New.swift", 40, 40)))
    }
}

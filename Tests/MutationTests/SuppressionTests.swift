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
        #expect(Suppression.directives(in: "// mvx-mutate:disable-next-line because") == ["disable-next-line"])
        #expect(Suppression.directives(in: "/* mvx-mutate:disable */") == ["disable"])
        #expect(Suppression.directives(in: "// nothing here").isEmpty)
    }
}

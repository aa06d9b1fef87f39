import Testing
@testable import Analyzer

@Suite("Code lines: not blank, not only a comment")
struct CodeLineTests {
    @Test func blankAndCommentOnlyLinesDoNotCount() {
        let source = """
            // A comment line.
            /// A doc comment.

            /* A block
               comment */
            struct Point {   // a trailing comment: the line has code
                var x = 1

                /* inline */ var y = 2
            }
            """
        let facts = FactCollector.facts(path: "Point.swift", text: source)
        #expect(facts.codeLines == 4)
        #expect(facts.declarations.first?.codeLines == 4)
    }

    @Test func everyLineOfAMultiLineStringIsCode() {
        let source = """
            let text = \"\"\"
                one

                // not a comment: inside the string
                \"\"\"
            """
        #expect(FactCollector.facts(path: "Text.swift", text: source).codeLines == 5)
    }

    @Test func importLinesAreCode() {
        let facts = FactCollector.facts(path: "T.swift", text: "import Foundation\nimport UIKit\nstruct A {}\n")
        #expect(facts.codeLines == 3)
        #expect(facts.imports == ["Foundation", "UIKit"])
        let attributed = "@testable import App\n@_exported import struct Foundation.URL\n\n// end\n"
        #expect(FactCollector.facts(path: "U.swift", text: attributed).codeLines == 2)
        #expect(Analyzer().analyze(sources: ["T.swift": "import Foundation\nimport UIKit\nstruct A {}\n"]).lines == 3)
    }

    @Test func aFileWithoutCodeHasNone() {
        #expect(FactCollector.facts(path: "Empty.swift", text: "// nothing\n\n/* at all */\n").codeLines == 0)
        #expect(FactCollector.facts(path: "Empty.swift", text: "").codeLines == 0)
    }

    @Test func aNestedTypeCountsInsideItsOuterType() {
        let source = """
            enum Outer {
                struct Inner {
                    let a: Int
                }
                case one
            }
            """
        let facts = FactCollector.facts(path: "Outer.swift", text: source)
        let lines = Dictionary(uniqueKeysWithValues: facts.declarations.map { ($0.name, $0.codeLines) })
        #expect(lines == ["Outer": 6, "Outer.Inner": 3])
    }
}

import MVICore
import Testing

/// The ordered, by-id collection the paged lists keep their rows in.
@Suite struct IdentifiedArrayTests {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
    }

    @Test func keepsOrderAndFindsByID() {
        var rows = IdentifiedArray([Row(id: 3, title: "c"), Row(id: 1, title: "a")])
        rows.append(contentsOf: [Row(id: 2, title: "b")])
        #expect(rows.ids == [3, 1, 2])
        #expect(rows.map(\.title) == ["c", "a", "b"])
        #expect(rows[id: 1]?.title == "a")
        #expect(rows[id: 9] == nil)
        #expect(rows.count == 3 && rows[1].title == "a")
    }

    @Test func replacingAValueKeepsItsPlaceAndTheOrderBuffer() {
        var rows = IdentifiedArray([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let ids = rows.ids
        rows[id: 2] = Row(id: 2, title: "B")
        rows.append(contentsOf: [Row(id: 1, title: "A")])
        #expect(rows.map(\.title) == ["A", "B"])
        #expect(rows.ids == ids)
    }

    @Test func settingANewIDAppendsAndNilRemoves() {
        var rows = IdentifiedArray([Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")])
        rows[id: 4] = Row(id: 4, title: "d")
        rows[id: 2] = nil
        rows[id: 9] = nil
        #expect(rows.ids == [1, 3, 4])
        rows.removeAll { $0.title != "c" }
        #expect(rows.ids == [3])
        #expect(rows == IdentifiedArray([Row(id: 3, title: "c")]))
    }

    @Test func aCopyKeepsTheRevisionUntilEitherChanges() {
        let rows = IdentifiedArray([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        var copy = rows, other = rows
        #expect(copy.revision == rows.revision && rows.revision != IdentifiedArray<Row>().revision)
        copy[id: 2] = Row(id: 2, title: "B")
        other[id: 2] = Row(id: 2, title: "B")
        #expect(copy.revision != rows.revision && other.revision != rows.revision)
        #expect(copy.revision != other.revision, "two changes of two copies never share a revision")
        #expect(copy == other, "equality compares the rows, not the revisions")
        copy.removeAll { $0.id == 1 }
        #expect(copy != other && copy.ids == [2])
    }
}

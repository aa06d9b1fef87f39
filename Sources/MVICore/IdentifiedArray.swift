import Synchronization

/// An ordered collection of identifiable values that is also a dictionary by id: a list's rows in
/// order, each found, replaced or removed by its id in constant time (a small stand-in for
/// swift-identified-collections' `IdentifiedArray`, which TCA features keep their lists in).
///
/// The order lives in ``ids`` and the values beside it, so changing one value leaves ``ids`` the
/// same buffer: a view that drew the ids can tell "nothing moved" without comparing them; and
/// every change takes a new ``revision``, so a view that drew the values can tell "nothing changed"
/// without comparing them either.
public struct IdentifiedArray<Element: Identifiable> {
    /// The ids, in order.
    public private(set) var ids: [Element.ID] = []
    private var values: [Element.ID: Element] = [:]

    /// Different for arrays that may differ: each change draws a number no array of the process
    /// had, so an equal revision means a copy no one changed since (0: never changed, empty).
    public private(set) var revision: UInt64 = 0

    private static func nextRevision() -> UInt64 { revisions.add(1, ordering: .relaxed).newValue }

    /// An empty array.
    public init() {}

    /// `elements`, in order (a later duplicate id replaces the earlier value, at the earlier place).
    public init(_ elements: some Sequence<Element>) {
        append(contentsOf: elements)
    }

    /// The value with `id`; setting `nil` removes it, setting a value of a new id appends it.
    public subscript(id id: Element.ID) -> Element? {
        get { values[id] }
        set {
            revision = Self.nextRevision()
            if let newValue {
                if values.updateValue(newValue, forKey: id) == nil { ids.append(id) }
            } else if values.removeValue(forKey: id) != nil {
                ids.removeAll { $0 == id }
            }
        }
    }

    /// Appends `elements` in order (an id already present keeps its place and takes the new value).
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { self[id: element.id] = element }
    }

    /// Removes the values for which `shouldBeRemoved` is true.
    public mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        let removed = ids.filter { values[$0].map(shouldBeRemoved) ?? false }
        guard !removed.isEmpty else { return }
        revision = Self.nextRevision()
        for id in removed { values[id] = nil }
        ids.removeAll { values[$0] == nil }
    }
}

extension IdentifiedArray: RandomAccessCollection {
    /// The first position.
    public var startIndex: Int { ids.startIndex }
    /// The position after the last value.
    public var endIndex: Int { ids.endIndex }
    /// The value at `position` in order.
    public subscript(position: Int) -> Element { values[ids[position]]! }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// The same ids in the same order with equal values (the revision is not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.revision == rhs.revision || (lhs.ids == rhs.ids && lhs.values == rhs.values)
    }
}

/// Where ``IdentifiedArray/revision`` numbers come from (one counter for the process).
private let revisions = Atomic<UInt64>(0)
extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

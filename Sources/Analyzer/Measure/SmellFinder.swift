/// Counts the smells the classic articles name (see ``SmellReport``).
struct SmellFinder {
    /// Networking and storage APIs a view controller should not call itself.
    static let ioAPIs: Set<String> = [
        "URLSession", "URLRequest", "URLSessionConfiguration", "FileManager", "UserDefaults",
        "NSManagedObjectContext", "NSPersistentContainer", "NSFetchRequest", "DatabaseQueue",
        "DatabasePool", "Realm", "Alamofire", "AF", "HTTPClient", "KeychainWrapper",
    ]

    let index: TypeIndex
    let testModules: Set<String>

    /// Why a screen (a view controller, a SwiftUI view) counts as doing networking or storage
    /// work, or nil: what it does itself (``directIOReasons(_:)``) and the services it holds.
    func ioReasons(_ type: MergedType) -> [String]? {
        guard type.role?.isScreen == true else { return nil }
        let reasons = directIOReasons(type) + heldIOReasons(type)
        return reasons.isEmpty ? nil : reasons
    }

    /// The networking and storage a screen does itself: an I/O API it names, or a type of the
    /// tree that does I/O called by its name (`Network.fetch(…)`) — reached, not held nor handed
    /// in, so the screen runs the work and the type only lends it a function.
    func directIOReasons(_ type: MergedType) -> [String] {
        var reasons = type.references.intersection(Self.ioAPIs).sorted().map { "uses \($0)" }
        for (call, _) in type.calls {
            guard let receiver = call.receiver, receiver.startsUppercase, !receiver.contains("."),
                  let called = index.type(named: receiver, from: type.module, imports: type.imports),
                  called.role?.isScreen != true, called.kind != .protocol,
                  called.role == .service || !called.references.isDisjoint(with: Self.ioAPIs) else { continue }
            let reason = "calls \(receiver).\(call.name)(…), which does I/O"
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        return reasons
    }

    /// The services a screen holds: I/O it hands to others.
    func heldIOReasons(_ type: MergedType) -> [String] {
        var reasons: [String] = []
        for property in type.storedProperties {
            guard let typeName = property.typeName else { continue }
            let held = index.type(named: typeName, from: type.module, imports: type.imports)
            let role = held?.role ?? Role.suggested(byName: typeName)
            if role == .service { reasons.append("holds \(property.name): \(typeName)") }
        }
        return reasons
    }

    /// Whether a screen holds what does its I/O: a service, or a type of the tree that names an
    /// I/O API (a store, a model controller).
    func handsIOOut(_ type: MergedType) -> Bool {
        !heldIOReasons(type).isEmpty || type.storedProperties.contains { property in
            guard let name = property.typeName,
                  let held = index.type(named: name, from: type.module, imports: type.imports) else { return false }
            return held.role?.isScreen != true && !held.references.isDisjoint(with: Self.ioAPIs)
        }
    }

    func report(largeTypeLines: Int) -> SmellReport {
        let types = index.types.filter { !testModules.contains($0.module) }
        let large = types.filter { $0.lines > largeTypeLines }
            .sorted { ($1.lines, $0.name) < ($0.lines, $1.name) }
            .map { NamedCount(name: $0.name, count: $0.lines) }
        let io = types.compactMap { type in ioReasons(type).map { Finding(name: type.name, module: type.module, because: $0) } }
            .sorted { ($0.module, $0.name) < ($1.module, $1.name) }
        var accesses: [String: Int] = [:]
        for type in types { for access in type.globalAccesses { accesses[access, default: 0] += 1 } }
        var protocolTyped = 0, concrete = 0
        for type in types {
            for property in type.storedProperties {
                guard let typeName = property.typeName,
                      let held = index.type(named: typeName, from: type.module, imports: type.imports) else { continue }
                switch held.kind {
                case .protocol: protocolTyped += 1
                case .class, .actor: concrete += 1
                default: break
                }
            }
        }
        return SmellReport(
            largeTypes: large,
            viewControllersDoingIO: io,
            singletons: types.flatMap(\.singletonDeclarations).sorted(),
            globalAccesses: accesses.map { NamedCount(name: $0.key, count: $0.value) }
                .sorted { ($1.count, $0.name) < ($0.count, $1.name) },
            globalVariables: 0,
            protocolTypedDependencies: protocolTyped,
            concreteDependencies: concrete,
            protocolDependencyShare: protocolTyped + concrete == 0 ? 0 : Double(protocolTyped) / Double(protocolTyped + concrete)
        )
    }
}

import Backend
import Foundation
import Testing

@Suite("docs/openapi.yaml")
struct OpenAPIContractTests {
    @Test("documents exactly the routes the server has")
    func routesMatch() throws {
        let documented = try OpenAPIDocument.load().operations
        let served = Set(BackendServer.routeTable)
        #expect(served.subtracting(documented).isEmpty, "served but not documented: \(served.subtracting(documented).sorted(by: { $0.description < $1.description }))")
        #expect(documented.subtracting(served).isEmpty, "documented but not served: \(documented.subtracting(served).sorted(by: { $0.description < $1.description }))")
        #expect(served.count == BackendServer.routeTable.count, "duplicate routes in the route table")
    }

    @Test("every documented route is answered by the server (never a routing 404)")
    func routesAreServed() async throws {
        try await withServer(testFaults: true) { client in
            for route in BackendServer.routeTable where route.path != "/v1/_faults" {
                let path = route.path.replacingOccurrences(of: "{id}", with: "1")
                let response = try await client.send(route.method, path)
                #expect(!(response.status == 404 && response.text.contains("No endpoint")), "\(route): \(response)")
                #expect(response.status != 500, "\(route): \(response)")
            }
        }
    }
}

/// Reads the `paths:` section of the OpenAPI document with a few lines of
/// code: path keys are indented by two spaces, operations by four.
struct OpenAPIDocument {
    let text: String

    static func load() throws -> OpenAPIDocument {
        var directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("docs/openapi.yaml")
            if FileManager.default.fileExists(atPath: candidate.path) {
                return OpenAPIDocument(text: try String(contentsOf: candidate, encoding: .utf8))
            }
            directory.deleteLastPathComponent()
        }
        throw TestFailure("docs/openapi.yaml not found above \(#filePath)")
    }

    var operations: Set<BackendRoute> {
        let methods: Set = ["get", "put", "post", "delete", "patch", "head", "options"]
        var operations: Set<BackendRoute> = []
        var inPaths = false
        var currentPath: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                continue
            }
            if !line.hasPrefix(" ") {
                inPaths = line.hasPrefix("paths:")
                currentPath = nil
                continue
            }
            guard inPaths else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                let key = line.dropFirst(2).dropLast().trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
                currentPath = key.hasPrefix("/") ? key : nil
            } else if line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":"), let currentPath {
                let key = String(line.dropFirst(4).dropLast())
                if methods.contains(key) {
                    operations.insert(BackendRoute(method: key.uppercased(), path: currentPath))
                }
            }
        }
        return operations
    }
}

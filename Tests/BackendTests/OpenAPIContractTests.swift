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

    @Test("the increment documents the Idempotency-Key header and every status it answers")
    func incrementStatusesDocumented() async throws {
        let document = try OpenAPIDocument.load()
        let operation = try #require(document.operationText(method: "post", path: "/v1/counters/{id}/increment"))
        #expect(operation.contains("$ref: \"#/components/parameters/IdempotencyKey\""))
        #expect(operation.contains("Idempotent-Replayed:"))
        #expect(document.text.contains("    IdempotencyKey:\n      name: Idempotency-Key\n      in: header\n"))
        let documented = OpenAPIDocument.statuses(in: operation)

        let observed = try await withServer(testFaults: true) { client in
            var statuses: Set<Int> = []
            func send(_ path: String, key: String?) async throws {
                let headers = key.map { ["Idempotency-Key": $0] } ?? [:]
                statuses.insert(try await client.send("POST", path, headers: headers).status)
            }
            try await send("/v1/counters/1/increment", key: nil)
            try await send("/v1/counters/1/increment", key: "k")
            try await send("/v1/counters/1/increment", key: "k")
            try await send("/v1/counters/2/increment", key: "k")
            try await send("/v1/counters/1/increment", key: String(repeating: "x", count: 201))
            try await send("/v1/counters/one/increment", key: nil)
            try await send("/v1/counters/99/increment", key: "other")
            let script = #"{"path":"/v1/counters/1/increment","status":503,"count":1}"#
            _ = try await client.send("POST", "/v1/_faults", json: script)
            try await send("/v1/counters/1/increment", key: "busy")
            return statuses
        }
        #expect(observed == [200, 400, 404, 422, 503])
        #expect(observed.isSubset(of: documented), "answered but not documented: \(observed.subtracting(documented).sorted())")
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

    /// The lines of one operation (`    post:` under `  /path:`), up to the next operation or path.
    func operationText(method: String, path: String) -> String? {
        var lines: [Substring] = []
        var inPath = false
        var inOperation = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                if inOperation { break }
                inPath = line.dropFirst(2).dropLast() == path
            } else if inPath, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                if inOperation { break }
                inOperation = line.dropFirst(4).dropLast() == method
            } else if inOperation {
                lines.append(line)
            }
        }
        return inOperation ? lines.joined(separator: "\n") : nil
    }

    /// The response statuses (`        "404":`) of an operation's text.
    static func statuses(in operation: String) -> Set<Int> {
        var statuses: Set<Int> = []
        for line in operation.split(separator: "\n") where line.hasPrefix("        \"") && !line.hasPrefix("         ") {
            if let status = Int(line.dropFirst(9).prefix(3)) { statuses.insert(status) }
        }
        return statuses
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

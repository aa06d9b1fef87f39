import Foundation

/// A JSON value, decoded without Foundation's `Any` (whose numbers and booleans blur on Linux).
enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }
}

/// The part of JSON Schema (draft 2020-12) that docs/analyze.schema.json uses: `type` (a name
/// or a list), `properties`, `required`, `additionalProperties` (false or a schema), `items`,
/// `enum`, `const`, `minimum` and local `$ref`s (`#/$defs/name`). Any other keyword in the
/// schema is an error, so the validator cannot silently pass what it does not check.
struct JSONSchemaValidator {
    static let known: Set<String> = [
        "$schema", "$id", "$defs", "title", "description", "type", "properties", "required",
        "additionalProperties", "items", "enum", "const", "minimum", "$ref",
    ]

    let root: JSONValue

    /// Every way `instance` breaks the schema, as `path: problem` (empty when it is valid).
    func errors(_ instance: JSONValue) -> [String] {
        var found: [String] = []
        check(instance, against: root, at: "$", into: &found)
        return found
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
        guard case .object(let keywords) = schema else { found.append("\(path): the schema is no object"); return }
        for key in keywords.keys where !Self.known.contains(key) { found.append("\(path): the validator does not know `\(key)`") }
        if case .string(let reference)? = keywords["$ref"] {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[name] else { found.append("\(path): no \(reference)"); return }
            check(value, against: target, at: path, into: &found)
        }
        if let type = keywords["type"] {
            let names: [String] = switch type {
            case .string(let name): [name]
            case .array(let list): list.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: []
            }
            if !names.contains(where: { Self.has(value, type: $0) }) { found.append("\(path): not \(names.joined(separator: " or "))") }
        }
        if let options = keywords["enum"], case .array(let list) = options, !list.contains(value) {
            found.append("\(path): not one of the enum's values")
        }
        if let constant = keywords["const"], constant != value { found.append("\(path): not the const value") }
        if case .number(let minimum)? = keywords["minimum"], case .number(let number) = value, number < minimum {
            found.append("\(path): under \(minimum)")
        }
        if case .object(let object) = value {
            if case .array(let required)? = keywords["required"] {
                for case .string(let key) in required where object[key] == nil { found.append("\(path): no `\(key)`") }
            }
            let properties: [String: JSONValue]
            if case .object(let declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                if let schema = properties[key] {
                    check(member, against: schema, at: "\(path).\(key)", into: &found)
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .bool(false) { found.append("\(path): `\(key)` is not in the schema") }
                    else if case .object = additional { check(member, against: additional, at: "\(path).\(key)", into: &found) }
                }
            }
        }
        if case .array(let items) = value, let schema = keywords["items"] {
            for (index, item) in items.enumerated() { check(item, against: schema, at: "\(path)[\(index)]", into: &found) }
        }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}

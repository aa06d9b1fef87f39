/// A value of an old-style (OpenStep / NeXTSTEP) ASCII property list, the format of Xcode's
/// `project.pbxproj`: strings, arrays, dictionaries and `<hex>` data.
public enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
    case data([UInt8])

    /// The string, or nil for any other kind of value.
    public var string: String? { if case .string(let value) = self { value } else { nil } }
    /// The array, or nil for any other kind of value.
    public var array: [PropertyList]? { if case .array(let value) = self { value } else { nil } }
    /// The dictionary, or nil for any other kind of value.
    public var dictionary: [String: PropertyList]? { if case .dictionary(let value) = self { value } else { nil } }
    /// The strings of an array (other elements left out); empty for any other kind of value.
    public var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// The value written back as old-style ASCII text (every string quoted, keys sorted), which
    /// ``PropertyListParser`` reads as the same value.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let value):
            Self.quote(value, to: &out)
        case .data(let bytes):
            out += "<"
            for byte in bytes {
                let digits = "0123456789abcdef".utf8.map { Character(Unicode.Scalar($0)) }
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 15)])
            }
            out += ">"
        case .array(let values):
            out += "("
            for value in values {
                value.write(to: &out)
                out += ", "
            }
            out += ")"
        case .dictionary(let entries):
            out += "{"
            for key in entries.keys.sorted() {
                Self.quote(key, to: &out)
                out += " = "
                entries[key]!.write(to: &out)
                out += "; "
            }
            out += "}"
        }
    }

    private static func quote(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

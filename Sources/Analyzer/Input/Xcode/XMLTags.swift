/// The elements of a small XML document such as a workspace's `contents.xcworkspacedata`, read
/// as start and end tags with their attributes (text, comments, `<?…?>` and `<!…>` are skipped).
///
/// Enough XML for the files Xcode writes, with no library (FoundationXML would bring libxml2 into
/// the statically linked `mvx`): never traps, and any fault — an unclosed tag or quote, an end tag
/// that does not match — is an ``XcodeProjectError``.
struct XMLTags {
    /// One tag: a start tag (with its attributes, entities decoded) or an end tag. A self-closing
    /// tag is a start and an end.
    enum Event: Equatable {
        case start(String, [String: String])
        case end(String)
    }

    /// The document's tags in order.
    static func events(in text: String) throws(XcodeProjectError) -> [Event] {
        let bytes = Array(text.utf8)
        var events: [Event] = [], open: [String] = []
        var position = 0
        func fail(_ message: String) -> XcodeProjectError { XcodeProjectError("XML at offset \(position): \(message)") }
        func starts(with prefix: String) -> Bool {
            let prefix = Array(prefix.utf8)
            return position + prefix.count <= bytes.count && Array(bytes[position..<position + prefix.count]) == prefix
        }
        func skip(past terminator: String) throws(XcodeProjectError) {
            let end = Array(terminator.utf8)
            while position + end.count <= bytes.count {
                if Array(bytes[position..<position + end.count]) == end {
                    position += end.count
                    return
                }
                position += 1
            }
            throw fail("no \(terminator) to close a markup")
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func skipSpaces() { while position < bytes.count, isSpace(bytes[position]) { position += 1 } }
        func name() -> String {
            let start = position
            while position < bytes.count, !isSpace(bytes[position]),
                  ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "<")].contains(bytes[position]) {
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                position += 1
                continue
            }
            if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!") {
                try skip(past: ">")
            } else if starts(with: "</") {
                position += 2
                let element = name()
                skipSpaces()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw fail("an end tag was not closed") }
                position += 1
                guard open.popLast() == element else { throw fail("</\(element)> closes no open <\(element)>") }
                events.append(.end(element))
            } else {
                position += 1
                let element = name()
                guard !element.isEmpty else { throw fail("a tag without a name") }
                var attributes: [String: String] = [:]
                while true {
                    skipSpaces()
                    guard position < bytes.count else { throw fail("<\(element) was not closed") }
                    if bytes[position] == UInt8(ascii: ">") {
                        position += 1
                        events.append(.start(element, attributes))
                        open.append(element)
                        break
                    }
                    if starts(with: "/>") {
                        position += 2
                        events.append(.start(element, attributes))
                        events.append(.end(element))
                        break
                    }
                    let attribute = name()
                    guard !attribute.isEmpty else { throw fail("unexpected character in <\(element)>") }
                    skipSpaces()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw fail("no = after \(attribute)") }
                    position += 1
                    skipSpaces()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                        throw fail("the value of \(attribute) is not quoted")
                    }
                    let quote = bytes[position]
                    position += 1
                    let start = position
                    while position < bytes.count, bytes[position] != quote { position += 1 }
                    guard position < bytes.count else { throw fail("the value of \(attribute) was not closed") }
                    attributes[attribute] = decodeEntities(String(decoding: bytes[start..<position], as: UTF8.self))
                    position += 1
                }
            }
        }
        guard open.isEmpty else { throw fail("<\(open.last!)> was not closed") }
        return events
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;` replaced by their characters; an
    /// unknown or malformed entity is left as written.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = "", rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                out.append("&")
                rest = rest.dropFirst()
                continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            var replacement: String?
            switch entity {
            case "amp": replacement = "&"
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "quot": replacement = "\""
            case "apos": replacement = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    replacement = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if entity.hasPrefix("#") {
                    replacement = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                }
            }
            if let replacement {
                out += replacement
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out.append("&")
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }
}
